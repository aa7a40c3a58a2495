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
