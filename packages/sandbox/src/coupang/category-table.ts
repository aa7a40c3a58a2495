// The sandbox's category data: leaf categories, their options and notice (고시) tables.

import { count, measure, text } from './category-builders.ts';
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
  noticeCategoryName: string;
  attributes: SandboxAttributeMeta[];
  /** Whether sellers may add purchase options that the meta does not list. */
  freeOptionsAllowed: boolean;
  certifications: {
    certificationType: string;
    name: string;
    required: 'MANDATORY' | 'RECOMMEND' | 'OPTIONAL';
  }[];
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
  농수축산물: [
    '포장단위별 용량(중량), 수량, 크기',
    '생산자(수입자)',
    '원산지',
    '제조연월일(포장일 또는 생산연도), 유통기한',
    '보관방법 또는 취급방법',
    '소비자상담 관련 전화번호',
  ],
  가공식품: [
    '제품명',
    '식품의 유형',
    '생산자 및 소재지',
    '제조연월일, 유통기한 또는 품질유지기한',
    '포장단위별 용량(중량), 수량',
    '원재료명 및 함량',
    '소비자상담 관련 전화번호',
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
    certifications: [{ certificationType: 'KC_KIDS', name: '어린이제품 안전인증', required: 'MANDATORY' }],
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
    attributes: [measure('중량', ['kg', 'g'], 'MANDATORY'), count],
    freeOptionsAllowed: false,
    certifications: noCert,
  },
  {
    code: 59258,
    name: '견과류',
    path: '식품>견과/건과>혼합견과',
    keywords: ['견과', '아몬드', '호두', '캐슈넛', '피스타치오'],
    noticeCategoryName: '가공식품',
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
    certifications: [
      { certificationType: 'KC_RADIO', name: '방송통신기자재 적합인증', required: 'MANDATORY' },
    ],
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
];
