/** One category as `GET /v1/categories` lists it. */
export interface NaverCategory {
  id: string;
  name: string;
  wholeCategoryName: string;
  last: boolean;
}

// A small slice of the real tree (ids are digit strings, paths joined by '>'); 50000803 and 50002615 are the ids
// used in the public samples, so requests written against those samples work here too.
const CATEGORY_PATHS: ReadonlyArray<readonly [string, string]> = [
  ['50000000', '패션의류'],
  ['50000167', '패션의류>여성의류'],
  ['50000803', '패션잡화>남성신발>운동화>러닝화'],
  ['50000804', '패션의류>여성의류>티셔츠'],
  ['50000805', '패션의류>여성의류>원피스'],
  ['50000169', '패션의류>남성의류'],
  ['50000830', '패션의류>남성의류>티셔츠'],
  ['50000831', '패션의류>남성의류>바지'],
  ['50000001', '패션잡화'],
  ['50000173', '패션잡화>남성신발'],
  ['50000790', '패션잡화>남성신발>운동화'],
  ['50000174', '패션잡화>가방'],
  ['50000840', '패션잡화>가방>백팩'],
  ['50000841', '패션잡화>가방>크로스백'],
  ['50000002', '화장품/미용'],
  ['50000190', '화장품/미용>스킨케어'],
  ['50000850', '화장품/미용>스킨케어>에센스'],
  ['50000851', '화장품/미용>스킨케어>크림'],
  ['50000003', '디지털/가전'],
  ['50000204', '디지털/가전>휴대폰액세서리'],
  ['50000860', '디지털/가전>휴대폰액세서리>충전기'],
  ['50000861', '디지털/가전>휴대폰액세서리>케이스'],
  ['50000205', '디지털/가전>주방가전'],
  ['50000862', '디지털/가전>주방가전>전기포트'],
  ['50000004', '가구/인테리어'],
  ['50000210', '가구/인테리어>인테리어소품'],
  ['50000870', '가구/인테리어>인테리어소품>캔들/디퓨저'],
  ['50000871', '가구/인테리어>인테리어소품>액자'],
  ['50000005', '출산/육아'],
  ['50000220', '출산/육아>유아동의류'],
  ['50000880', '출산/육아>유아동의류>내복'],
  ['50000006', '식품'],
  ['50000230', '식품>건강식품'],
  ['50000890', '식품>건강식품>비타민'],
  ['50000231', '식품>과자/베이커리'],
  ['50000891', '식품>과자/베이커리>쿠키'],
  ['50000007', '스포츠/레저'],
  ['50000240', '스포츠/레저>캠핑'],
  ['50000900', '스포츠/레저>캠핑>캠핑의자'],
  ['50000901', '스포츠/레저>캠핑>텐트'],
  ['50000008', '생활/건강'],
  ['50000250', '생활/건강>주방용품'],
  ['50002615', '생활/건강>주방용품>보관/밀폐용기'],
  ['50000910', '생활/건강>주방용품>프라이팬'],
  ['50000251', '생활/건강>생활용품'],
  ['50000911', '생활/건강>생활용품>수납정리'],
  ['50000912', '생활/건강>생활용품>욕실용품'],
  // Everyday goods of the demo shop (ids 50001xxx); branches are listed before their leaves.
  ['50001001', '생활/건강>주방용품>조리도구'],
  ['50001002', '생활/건강>주방용품>찜기/냄비'],
  ['50001003', '생활/건강>주방용품>도마'],
  ['50001004', '생활/건강>주방용품>컵/머그컵'],
  ['50001005', '생활/건강>주방용품>고무장갑/위생장갑'],
  ['50001006', '생활/건강>주방용품>후드필터'],
  ['50001010', '생활/건강>생활용품>손수건'],
  ['50001011', '생활/건강>생활용품>물티슈'],
  ['50001012', '생활/건강>생활용품>키친타월/화장지'],
  ['50001013', '생활/건강>생활용품>청소솔'],
  ['50001014', '생활/건강>생활용품>발매트'],
  ['50001020', '생활/건강>공구'],
  ['50001021', '생활/건강>공구>전동드릴/드라이버'],
  ['50001022', '생활/건강>공구>공구함'],
  ['50001030', '생활/건강>반려동물'],
  ['50001031', '생활/건강>반려동물>고양이 스크래쳐'],
  ['50001032', '생활/건강>반려동물>강아지 노즈워크/장난감'],
  ['50001033', '생활/건강>반려동물>강아지 간식'],
  ['50001040', '생활/건강>건강측정용품'],
  ['50001041', '생활/건강>건강측정용품>체중계'],
  ['50001050', '디지털/가전>휴대폰액세서리>차량용 거치대'],
  ['50001051', '디지털/가전>계절가전'],
  ['50001052', '디지털/가전>계절가전>선풍기'],
  ['50001053', '디지털/가전>조명'],
  ['50001054', '디지털/가전>조명>LED 스탠드'],
  ['50001055', '스포츠/레저>캠핑>랜턴'],
  ['50001056', '디지털/가전>주방가전>에어프라이어'],
  ['50001057', '디지털/가전>태블릿액세서리'],
  ['50001058', '디지털/가전>태블릿액세서리>파우치'],
  ['50001059', '디지털/가전>음향가전'],
  ['50001060', '디지털/가전>음향가전>블루투스 이어폰'],
  ['50001070', '가구/인테리어>수납/정리'],
  ['50001071', '가구/인테리어>수납/정리>리빙박스'],
  ['50001072', '가구/인테리어>수납/정리>바구니'],
  ['50001073', '가구/인테리어>수납/정리>우산꽂이'],
  ['50001074', '가구/인테리어>인테리어소품>벽시계'],
  ['50001075', '가구/인테리어>침구'],
  ['50001076', '가구/인테리어>침구>이불'],
  ['50001080', '화장품/미용>바디케어'],
  ['50001081', '화장품/미용>바디케어>비누'],
  ['50001090', '식품>커피'],
  ['50001091', '식품>커피>원두커피'],
  ['50001092', '식품>소스/양념'],
  ['50001093', '식품>소스/양념>참기름/들기름'],
  ['50001094', '식품>소스/양념>소스/페이스트'],
  ['50001095', '식품>잼/청'],
  ['50001096', '식품>잼/청>과일청/감귤청'],
  ['50001097', '식품>쌀/잡곡'],
  ['50001098', '식품>쌀/잡곡>누룽지'],
  ['50001099', '식품>쌀/잡곡>현미'],
  ['50001100', '패션의류>여성의류>니트/가디건'],
  ['50001101', '패션잡화>가방>에코백'],
  ['50001102', '패션잡화>지갑'],
  ['50001103', '패션잡화>지갑>카드지갑'],
  ['50001104', '출산/육아>완구'],
  ['50001105', '출산/육아>완구>원목블록'],
  ['50001110', '출산/육아>물티슈'],
  ['50001111', '출산/육아>물티슈>아기물티슈'],
];

function buildCategories(): NaverCategory[] {
  const paths = new Set(CATEGORY_PATHS.map(([, path]) => path));
  const parents = new Set<string>();
  for (const path of paths) {
    const segments = path.split('>');
    for (let end = 1; end < segments.length; end += 1) parents.add(segments.slice(0, end).join('>'));
  }
  return CATEGORY_PATHS.map(([id, path]) => ({
    id,
    name: path.split('>').at(-1) ?? path,
    wholeCategoryName: path,
    last: !parents.has(path),
  }));
}

/** The sandbox's category tree, flat, in the API's order. */
export const NAVER_SANDBOX_CATEGORIES: readonly NaverCategory[] = buildCategories();

const byId = new Map(NAVER_SANDBOX_CATEGORIES.map((category) => [category.id, category]));

/** A category by id. */
export function findCategory(id: string): NaverCategory | undefined {
  return byId.get(id);
}

/** Direct children of a category. */
export function childCategories(id: string): NaverCategory[] {
  const parent = byId.get(id);
  if (parent === undefined) return [];
  const depth = parent.wholeCategoryName.split('>').length + 1;
  return NAVER_SANDBOX_CATEGORIES.filter(
    (category) =>
      category.wholeCategoryName.startsWith(`${parent.wholeCategoryName}>`) &&
      category.wholeCategoryName.split('>').length === depth,
  );
}

/** The top-level (1-depth) category a category belongs to. */
export function topLevelOf(category: NaverCategory): NaverCategory | undefined {
  const root = category.wholeCategoryName.split('>')[0] ?? '';
  return NAVER_SANDBOX_CATEGORIES.find((candidate) => candidate.wholeCategoryName === root);
}
