// The sandbox's category data: leaf categories, their options and notice (고시) tables.

import { count, measure, text } from './category-builders.ts';
import { kcElectrical, kcKids, organic, radio, type SandboxCertificationMeta } from './certifications.ts';
import { CERTIFIED_CATEGORIES } from './certified-categories.ts';
import { LIVING_CATEGORIES } from './living-categories.ts';

/** One purchase/search option of a category, in the shape of category meta `attributes[]`. */
export interface SandboxAttributeMeta {
  attributeTypeName: string;
  dataType: 'STRING' | 'NUMBER' | 'DATE';
  basicUnit: string;
  usableUnits: string[];
  required: 'MANDATORY' | 'OPTIONAL';
  groupNumber: 'NONE' | '1' | '2';
  exposed: 'EXPOSED' | 'NONE';
}

/** A leaf display category with the keywords that predict it and the meta the product check enforces. */
export interface SandboxCategory {
  code: number;
  name: string;
  path: string;
  keywords: string[];
  /** The notice (고시) category that fits the goods; the meta lists it first. */
  noticeCategoryName: string;
  /** Further notice categories the meta offers (real metas offer 2–4, e.g. 기타 재화 beside 가공식품). */
  otherNoticeCategoryNames?: readonly string[];
  attributes: SandboxAttributeMeta[];
  /** Whether sellers may add purchase options that the meta does not list. */
  freeOptionsAllowed: boolean;
  /**
   * Certification types of the category. NOT_REQUIRED and PRESENTED_IN_DETAIL_PAGE are added by the meta builder
   * unless one of these is MANDATORY (see categories.ts).
   */
  certifications: readonly SandboxCertificationMeta[];
}

/** Notice (상품정보제공고시) categories: detail names, every one mandatory as on Coupang's own forms. */
export const NOTICE_CATEGORIES: Readonly<Record<string, readonly string[]>> = {
  의류: [
    '제품 소재',
    '색상',
    '치수',
    '제조자(수입자)',
    '제조국',
    '세탁방법 및 취급시 주의사항',
    '제조연월',
    '품질보증기준',
    'A/S 책임자와 전화번호',
  ],
  '구두/신발': [
    '제품 주소재',
    '색상',
    '치수',
    '제조자(수입자)',
    '제조국',
    '취급시 주의사항',
    '품질보증기준',
    'A/S 책임자와 전화번호',
  ],
  // The food tables follow a real 2026 meta capture where it was quoted (11 rows each, '소비기한' since the 2023
  // revision, '소비자상담관련 전화번호' without a space unlike 기타 재화's); the other rows are the 고시 item names.
  농수축산물: [
    '품목 또는 명칭',
    '포장단위별 내용물의 용량(중량),수량,크기',
    '생산자(수입자)',
    '원산지',
    '제조연월일, 소비기한 또는 품질유지기한',
    '세부 품목군별 표시사항',
    '상품구성',
    '보관방법 또는 취급방법',
    '소비자안전을 위한 주의사항',
    '수입식품 문구 여부',
    '소비자상담관련 전화번호',
  ],
  가공식품: [
    '제품명',
    '식품의 유형',
    '생산자 및 소재지',
    '제조연월일, 소비기한 또는 품질유지기한',
    '포장단위별 내용물의 용량(중량), 수량',
    '원재료명 및 함량',
    '영양성분',
    '유전자변형식품에 해당하는 경우의 표시',
    '소비자안전을 위한 주의사항',
    '수입식품 문구 여부',
    '소비자상담관련 전화번호',
  ],
  화장품: [
    '용량(중량)',
    '제품 주요 사양',
    '사용기한(또는 개봉 후 사용기간)',
    '사용방법',
    '제조업자 및 제조판매업자',
    '제조국',
    '주요성분',
    '사용할 때의 주의사항',
    '소비자상담관련 전화번호',
  ],
  '소형전자(MP3/전자사전 등)': [
    '품명 및 모델명',
    'KC 인증정보',
    '정격전압, 소비전력',
    '출시년월',
    '제조자(수입자)',
    '제조국',
    '크기, 무게',
    '품질보증기준',
    'A/S 책임자와 전화번호',
  ],
  '가정용 전기제품(냉장고/세탁기/식기세척기/전자레인지)': [
    '품명 및 모델명',
    'KC 인증정보',
    '정격전압, 소비전력',
    '에너지소비효율등급',
    '동일모델의 출시년월',
    '제조자(수입자)',
    '제조국',
    '크기',
    '품질보증기준',
    'A/S 책임자와 전화번호',
  ],
  '계절가전(에어컨/온풍기)': [
    '품명 및 모델명',
    'KC 인증정보',
    '정격전압, 소비전력',
    '에너지소비효율등급',
    '동일모델의 출시년월',
    '제조자(수입자)',
    '제조국',
    '크기',
    '냉난방면적',
    '추가설치비용',
    '품질보증기준',
    'A/S 책임자와 전화번호',
  ],
  // Children's goods; the 고시 item (and Naver's KIDS type) is still called 영유아용품.
  영유아용품: [
    '품명 및 모델명',
    'KC 인증정보',
    '크기, 중량',
    '색상',
    '재질',
    '사용연령 또는 권장사용연령',
    '동일모델의 출시년월',
    '제조자(수입자)',
    '제조국',
    '취급방법 및 취급시 주의사항, 안전표시',
    '품질보증기준',
    'A/S 책임자와 전화번호',
  ],
  주방용품: [
    '품명 및 모델명',
    '재질',
    '구성품',
    '크기',
    '제조자(수입자)',
    '제조국',
    '소비자상담 관련 전화번호',
  ],
  '기타 재화': [
    '품명 및 모델명',
    '인증/허가 사항',
    '제조국(원산지)',
    '제조자(수입자)',
    '소비자상담 관련 전화번호',
  ],
};

const apparel = [text('색상', 'MANDATORY'), text('사이즈', 'MANDATORY'), text('성별', 'OPTIONAL', 'NONE')];
const shoes = [text('색상', 'MANDATORY'), measure('신발 사이즈', ['mm'], 'MANDATORY')];
const noCert: SandboxCategory['certifications'] = [];

/** The sandbox's category world: prediction keywords (Korean) and per-category meta. */
export const SANDBOX_CATEGORIES: readonly SandboxCategory[] = [
  {
    code: 76621,
    name: '아동 운동화',
    path: '출산/유아동>유아동신발>운동화',
    keywords: ['아동', '키즈', '유아', '주니어', '운동화'],
    noticeCategoryName: '구두/신발',
    attributes: shoes,
    freeOptionsAllowed: false,
    // Children's shoes are 어린이제품: one of the three KC kids marks with its number.
    certifications: kcKids('MANDATORY'),
  },
  {
    code: 69615,
    name: '운동화',
    path: '패션의류잡화>남녀공용 신발>운동화',
    keywords: ['운동화', '스니커즈', '런닝화', '러닝화'],
    noticeCategoryName: '구두/신발',
    attributes: shoes,
    freeOptionsAllowed: false,
    certifications: noCert,
  },
  {
    code: 69182,
    name: '셔츠/블라우스',
    path: '패션의류잡화>여성패션>여성의류>셔츠/블라우스',
    keywords: ['블라우스', '셔츠', '남방', '린넨'],
    noticeCategoryName: '의류',
    attributes: apparel,
    freeOptionsAllowed: true,
    certifications: noCert,
  },
  {
    code: 69220,
    name: '티셔츠',
    path: '패션의류잡화>남녀공용 의류>티셔츠',
    keywords: ['티셔츠', '반팔', '긴팔', '맨투맨', '나시'],
    noticeCategoryName: '의류',
    attributes: apparel,
    freeOptionsAllowed: true,
    certifications: noCert,
  },
  {
    code: 58920,
    name: '현미',
    path: '식품>쌀/잡곡>현미',
    keywords: ['현미', '쌀', '잡곡', '백미', '찹쌀'],
    noticeCategoryName: '농수축산물',
    otherNoticeCategoryNames: ['가공식품', '기타 재화'],
    attributes: [measure('중량', ['kg', 'g'], 'MANDATORY'), count],
    freeOptionsAllowed: false,
    certifications: organic(),
  },
  {
    code: 59258,
    name: '견과류',
    path: '식품>견과/건과>혼합견과',
    keywords: ['견과', '아몬드', '호두', '캐슈넛', '피스타치오'],
    noticeCategoryName: '가공식품',
    otherNoticeCategoryNames: ['농수축산물', '기타 재화'],
    attributes: [measure('중량', ['g', 'kg'], 'MANDATORY'), count],
    freeOptionsAllowed: false,
    certifications: noCert,
  },
  {
    code: 56185,
    name: '스킨/토너',
    path: '뷰티>스킨케어>스킨/토너',
    keywords: ['토너', '스킨', '미스트', '화장수'],
    noticeCategoryName: '화장품',
    attributes: [
      measure('용량', ['ml', 'l'], 'MANDATORY', '1'),
      measure('중량', ['g'], 'MANDATORY', '1'),
      count,
    ],
    freeOptionsAllowed: false,
    certifications: noCert,
  },
  {
    code: 56205,
    name: '크림',
    path: '뷰티>스킨케어>크림',
    keywords: ['크림', '수분크림', '보습크림', '아이크림'],
    noticeCategoryName: '화장품',
    attributes: [measure('용량', ['ml'], 'MANDATORY', '1'), measure('중량', ['g'], 'MANDATORY', '1'), count],
    freeOptionsAllowed: false,
    certifications: noCert,
  },
  {
    code: 62588,
    name: '블루투스 이어폰',
    path: '가전디지털>음향기기>이어폰>블루투스 이어폰',
    keywords: ['이어폰', '블루투스', '이어버드', '헤드셋', '무선'],
    noticeCategoryName: '소형전자(MP3/전자사전 등)',
    attributes: [text('색상', 'MANDATORY'), text('모델명', 'OPTIONAL', 'NONE')],
    freeOptionsAllowed: true,
    // Bluetooth is radio equipment (전파법): the reviewer insists on its 적합인증/적합등록 number. The charging case's
    // battery makes the KC electrical marks relevant too, but a number is not demanded for every model.
    certifications: [...radio('MANDATORY'), ...kcElectrical('RECOMMEND')],
  },
  {
    code: 80307,
    name: '텀블러',
    path: '주방용품>보온/보냉용품>텀블러',
    keywords: ['텀블러', '보온병', '물병', '보냉컵'],
    noticeCategoryName: '주방용품',
    attributes: [text('색상', 'MANDATORY'), measure('용량', ['ml', 'l'], 'MANDATORY')],
    freeOptionsAllowed: true,
    certifications: noCert,
  },
  {
    code: 77846,
    name: '디퓨저',
    path: '홈인테리어>홈데코>방향제/디퓨저',
    keywords: ['디퓨저', '방향제', '향초', '캔들'],
    noticeCategoryName: '기타 재화',
    attributes: [measure('용량', ['ml'], 'MANDATORY'), text('향', 'OPTIONAL')],
    freeOptionsAllowed: true,
    certifications: noCert,
  },
  {
    code: 73133,
    name: '강아지 간식',
    path: '반려/애완용품>강아지 간식>져키/트릿',
    keywords: ['강아지', '애견', '반려견', '져키', '개껌'],
    noticeCategoryName: '기타 재화',
    attributes: [measure('중량', ['g', 'kg'], 'MANDATORY'), count],
    freeOptionsAllowed: false,
    certifications: noCert,
  },
  {
    code: 79245,
    name: '캠핑의자',
    path: '스포츠/레져>캠핑>캠핑가구>캠핑의자',
    keywords: ['캠핑', '접이식 의자', '체어', '릴렉스체어'],
    noticeCategoryName: '기타 재화',
    attributes: [text('색상', 'MANDATORY')],
    freeOptionsAllowed: true,
    certifications: noCert,
  },
  // Everyday goods of the demo shop, after the original entries so earlier predictions keep winning ties.
  ...LIVING_CATEGORIES,
  // Electrical, wireless, children's and food goods of the demo shop, with the certifications their review demands.
  ...CERTIFIED_CATEGORIES,
];
