// 상품정보제공고시 types (`GET /v1/products-for-provided-notice[/{type}]`) and the fields of each type's sub-object.
//
// Source of every field key, Korean label, length limit and required/optional mark: Naver's schema page
// "원상품 정보 구조체" (apicenter.commerce.naver.com/docs/commerce-api/current/schemas/원상품-정보-구조체) as kept by a
// public mirror of the docs; the keys agree with a public client's payload table (dlgnlwo3/smartstore-detail-crawl
// enums/product_enum.py) and with docs/protocols/naver-commerce.md §6 for `etc`.
//
// Sandbox's choices where the docs are silent: the docs give `fieldType` only as "필드 타입", so the sandbox answers
// STRING / BOOLEAN / DATE by the schema's JSON type; the response has no required flag, so requiredness is spelled
// out in `fieldAddDescription` the way the schema words it ("필수", "해당 사항이 없으면 이 요소를 삭제하고 전송합니다.",
// "…을 입력하지 않은 경우에는 필수"); the five legal clauses have no documented length, the sandbox says 1000.

/** How a field must be filled. `oneOf` fields of the same group: at least one of them. */
export type NoticeFieldNeed = 'required' | 'optional' | { oneOf: string };

/** One field of a notice sub-object. */
export interface NoticeFieldSpec {
  key: string;
  label: string;
  type: 'STRING' | 'BOOLEAN' | 'DATE';
  maxLength: number;
  need: NoticeFieldNeed;
  note?: string;
}

/** One notice type: its enum value, Korean name, and sub-object fields. */
export interface NoticeTypeSpec {
  type: string;
  name: string;
  fields: readonly NoticeFieldSpec[];
}

const text = (key: string, label: string, maxLength: number, note?: string): NoticeFieldSpec => ({
  key,
  label,
  type: 'STRING',
  maxLength,
  need: 'required',
  ...(note === undefined ? {} : { note }),
});
const optional = (key: string, label: string, maxLength: number, note?: string): NoticeFieldSpec => ({
  key,
  label,
  type: 'STRING',
  maxLength,
  need: 'optional',
  note: note ?? '해당 사항이 없으면 이 요소를 삭제하고 전송합니다.',
});
const flag = (key: string, label: string, need: NoticeFieldNeed = 'required'): NoticeFieldSpec => ({
  key,
  label,
  type: 'BOOLEAN',
  maxLength: 5,
  need,
});
/** A date field and its free-text twin: one of the two is required. */
const dateOrText = (dateKey: string, textKey: string, label: string): NoticeFieldSpec[] => [
  { key: dateKey, label, type: 'DATE', maxLength: 300, need: { oneOf: dateKey } },
  {
    key: textKey,
    label: `${label} 직접 입력`,
    type: 'STRING',
    maxLength: 300,
    need: { oneOf: dateKey },
    note: `${dateKey}를 입력하지 않은 경우에는 필수`,
  },
];

const legalClauses: NoticeFieldSpec[] = [
  ['returnCostReason', '제품하자/오배송에 따른 청약철회 조항'],
  [
    'noRefundReason',
    '제품하자가 아닌 소비자의 단순변심에 따른 청약철회가 불가능한 경우 그 구체적 사유와 근거',
  ],
  ['qualityAssuranceStandard', '재화 등의 교환ㆍ반품ㆍ보증 조건 및 품질 보증 기준'],
  [
    'compensationProcedure',
    '대금을 환불받기 위한 방법과 환불이 지연될 경우 지연배상금을 지급받을 수 있다는 사실 및 배상금 지급의 구체적인 조건·절차',
  ],
  [
    'troubleShootingContents',
    '소비자피해보상의 처리, 재화 등에 대한 불만 처리 및 소비자와 사업자 사이의 분쟁 처리에 관한 사항',
  ],
].map(([key = '', label = '']) => ({
  key,
  label,
  type: 'STRING' as const,
  maxLength: 1000,
  need: 'optional' as const,
  note: '미입력 시 상품상세 참조로 입력됩니다.',
}));

const warranty = text('warrantyPolicy', '품질 보증 기준', 1500);
const afterService = text('afterServiceDirector', 'A/S 책임자와 전화번호', 200);
const phone = text('customerServicePhoneNumber', '소비자 상담 관련 전화번호', 30);
const manufacturer = text('manufacturer', '제조자(사)', 200);
const itemName = text('itemName', '품명', 50);
const modelName = text('modelName', '모델명', 50);
const kcInfo = (note: string) => text('certificationType', 'KC 인증정보', 200, note);
const electricalKc = kcInfo(
  '｢전기용품 및 생활용품 안전관리법｣에 따른 안전인증·안전확인·공급자적합성확인대상 제품 및 ｢전파법｣에 따른 적합인증·적합등록 대상 기자재에 한함',
);
const release = dateOrText('releaseDate', 'releaseDateText', '동일 모델의 출시연월');

const specs: NoticeTypeSpec[] = [
  {
    type: 'WEAR',
    name: '의류',
    fields: [
      text(
        'material',
        '제품 소재',
        1500,
        '섬유의 조성 또는 혼용율을 백분율로 표시, 기능성인 경우 성적서 또는 허가서',
      ),
      text('color', '색상', 200),
      text('size', '치수', 200),
      manufacturer,
      text('caution', '세탁 방법 및 취급 시 주의사항', 1500),
      ...dateOrText('packDate', 'packDateText', '제조연월'),
      warranty,
      afterService,
    ],
  },
  {
    type: 'SHOES',
    name: '구두/신발',
    fields: [
      text('material', '제품의 주 소재', 1500, '운동화인 경우에는 겉감, 안감을 구분하여 표시'),
      text('color', '색상', 200),
      text('size', '발길이', 200, '해외사이즈 표기 시 국내사이즈 병행 표기(단위: mm)'),
      optional('height', '굽높이', 200),
      manufacturer,
      text('caution', '취급 시 주의사항', 1500),
      warranty,
      afterService,
    ],
  },
  {
    type: 'BAG',
    name: '가방',
    fields: [
      text('type', '종류', 200),
      text('material', '소재', 1500),
      text('color', '색상', 200),
      text('size', '크기', 200),
      text('manufacturer', '제조자', 200),
      text('caution', '취급 시 주의사항', 1500),
      warranty,
      afterService,
    ],
  },
  {
    type: 'FASHION_ITEMS',
    name: '패션잡화(모자/벨트/액세서리)',
    fields: [
      text('type', '종류', 200),
      text('material', '소재', 1500),
      text('size', '치수', 200),
      manufacturer,
      text('caution', '취급 시 주의사항', 1500),
      warranty,
      afterService,
    ],
  },
  {
    type: 'SLEEPING_GEAR',
    name: '침구류/커튼',
    fields: [
      text('material', '제품 소재', 1500),
      text('color', '색상', 200),
      text('size', '치수', 200),
      text('components', '제품 구성', 1000),
      manufacturer,
      text('caution', '세탁 방법 및 취급 시 주의사항', 1500),
      warranty,
      afterService,
    ],
  },
  {
    type: 'FURNITURE',
    name: '가구(침대/소파/싱크대/DIY제품)',
    fields: [
      itemName,
      kcInfo('｢전기용품 및 생활용품 안전관리법｣에 따른 공급자적합성확인대상제품에 한함'),
      text('color', '색상', 200),
      text('components', '구성품', 500),
      text('material', '주요 소재', 500),
      manufacturer,
      optional('importer', '수입자', 200),
      text('producer', '제조국', 200),
      text('size', '크기', 200),
      text('installedCharge', '배송 설치 비용', 200),
      warranty,
      optional('refurb', '재공급 사유 및 하자', 200),
      afterService,
    ],
  },
  {
    type: 'HOME_APPLIANCES',
    name: '가정용 전기제품(냉장고/세탁기/식기세척기/전자레인지)',
    fields: [
      itemName,
      modelName,
      electricalKc,
      optional('ratedVoltage', '정격전압', 200),
      optional('powerConsumption', '소비전력', 200),
      optional('energyEfficiencyRating', '에너지소비효율등급', 200),
      ...release,
      manufacturer,
      text('size', '크기, 용량, 형태', 200),
      text('additionalCost', '추가 설치 비용', 200),
      warranty,
      afterService,
    ],
  },
  {
    type: 'SEASON_APPLIANCES',
    name: '계절가전(에어컨/온풍기)',
    fields: [
      itemName,
      modelName,
      electricalKc,
      optional('ratedVoltage', '정격전압', 200),
      optional('powerConsumption', '소비전력', 200),
      optional('energyEfficiencyRating', '에너지소비효율등급', 200),
      ...release,
      manufacturer,
      text('size', '크기, 형태', 200, '실외기 포함'),
      text('area', '냉난방 면적', 200),
      text('installedCharge', '추가 설치 비용', 500),
      warranty,
      afterService,
    ],
  },
  {
    type: 'MICROELECTRONICS',
    name: '소형전자(MP3/전자사전 등)',
    fields: [
      itemName,
      modelName,
      electricalKc,
      text('ratedVoltage', '정격전압', 200),
      text('powerConsumption', '소비전력', 200),
      ...dateOrText('releaseDate', 'releaseDateText', '출시연월'),
      manufacturer,
      text('size', '크기', 200),
      text('weight', '무게', 200),
      text('specification', '주요 사양', 1500),
      warranty,
      afterService,
    ],
  },
  {
    type: 'KITCHEN_UTENSILS',
    name: '주방용품',
    fields: [
      itemName,
      modelName,
      text('material', '재질', 200),
      text('component', '구성품', 500),
      text('size', '크기', 200),
      ...dateOrText('releaseDate', 'releaseDateText', '출시연월'),
      manufacturer,
      text('producer', '제조국', 200),
      flag('importDeclaration', '수입식품안전관리특별법에 따른 수입신고', 'optional'),
      warranty,
      afterService,
    ],
  },
  {
    type: 'COSMETIC',
    name: '화장품',
    fields: [
      text('capacity', '내용물의 용량 및 중량', 200),
      text('specification', '제품 주요 사양', 1500, '피부 타입, 색상(호, 번) 등'),
      ...dateOrText('expirationDate', 'expirationDateText', '사용기한 또는 개봉 후 사용기간'),
      text('usage', '사용 방법', 1500),
      text('manufacturer', '화장품 제조업자', 200),
      text('producer', '제조국', 200),
      text('distributor', '화장품책임판매업자', 200),
      optional('customizedDistributor', '맞춤형 화장품판매업자', 200),
      text('mainIngredient', '｢화장품법｣에 따라 기재ㆍ표시하여야 하는 모든 성분', 1500),
      text(
        'certificationType',
        '｢화장품법｣에 따른 기능성 화장품의 경우',
        200,
        '화장품법에 따른 기능성 화장품 심사(또는 보고)를 필함',
      ),
      text('caution', '사용할 때의 주의사항', 1500),
      warranty,
      phone,
    ],
  },
  {
    type: 'FOOD',
    name: '식품(농수산물)',
    fields: [
      text('foodItem', '품목 또는 명칭', 200),
      text('weight', '포장 단위별 용량(중량), 수량, 크기', 50),
      text('amount', '포장 단위별 수량', 200),
      text('size', '포장 단위별 크기', 200),
      ...dateOrText('packDate', 'packDateText', '제조연월일'),
      ...dateOrText('consumptionDate', 'consumptionDateText', '소비기한 또는 품질유지기한'),
      text('producer', '생산자', 200),
      optional('relevantLawContent', '세부 품목군별 표시사항', 200),
      text('productComposition', '상품 구성', 200),
      text('keep', '보관 방법 또는 취급 방법', 500),
      text('adCaution', '소비자 안전을 위한 주의사항', 500),
      phone,
    ],
  },
  {
    type: 'GENERAL_FOOD',
    name: '가공식품',
    fields: [
      text('productName', '제품명', 200),
      text('foodType', '식품의 유형', 200),
      text('producer', '생산자', 200),
      text('location', '소재지', 200, '수입품의 경우 생산자, 수입자 및 제조국'),
      ...dateOrText('packDate', 'packDateText', '제조연월일'),
      ...dateOrText('consumptionDate', 'consumptionDateText', '소비기한 또는 품질유지기한'),
      text('weight', '포장 단위별 내용물의 용량(중량), 수량', 200),
      text('amount', '포장 단위별 수량', 200),
      text(
        'ingredients',
        '원재료명 및 함량',
        1000,
        '｢농수산물의 원산지 표시 등에 관한 법률｣에 따른 원산지 표시 포함',
      ),
      optional('nutritionFacts', '영양 성분', 1000, '영양성분 표시대상 식품에 한함'),
      flag('geneticallyModified', '유전자변형식품에 해당하는 경우의 표시'),
      text('consumerSafetyCaution', '소비자안전을 위한 주의사항', 500),
      flag('importDeclarationCheck', '수입식품의 경우 신고 필 유무'),
      phone,
    ],
  },
  {
    type: 'DIET_FOOD',
    name: '건강기능식품',
    fields: [
      text('productName', '제품명', 200),
      text('producer', '제조업소', 200),
      text('location', '소재지', 200, '수입품의 경우 수입업소명, 제조업소명 및 수출국명'),
      ...dateOrText('consumptionDate', 'consumptionDateText', '소비기한'),
      text('storageMethod', '보관방법', 200),
      text('weight', '포장 단위별 내용물의 용량(중량), 수량', 200),
      text('amount', '포장 단위별 수량', 200),
      text('ingredients', '원료명 및 함량', 1000),
      text('nutritionFacts', '영양 정보', 1000),
      text('specification', '기능 정보', 1000),
      text('cautionAndSideEffect', '섭취량, 섭취 방법 및 섭취 시 주의사항', 1000),
      text('nonMedicinalUsesMessage', '질병의 예방 및 치료를 위한 의약품이 아니라는 내용의 문구', 200),
      flag('geneticallyModified', '유전자변형건강기능식품에 해당하는 경우의 표시'),
      flag('importDeclarationCheck', '수입 건강기능식품에 해당하는 경우'),
      text('consumerSafetyCaution', '소비자안전을 위한 주의사항', 500),
      phone,
    ],
  },
  {
    type: 'KIDS',
    name: '영유아용품',
    fields: [
      itemName,
      modelName,
      kcInfo('｢어린이제품 안전 특별법｣에 따른 안전인증·안전확인·공급자적합성확인대상 어린이제품에 한함'),
      text('size', '크기', 200),
      text('weight', '중량', 200, '섬유제품 등의 경우 치수 정보로 대체 가능'),
      text('color', '색상', 200),
      text('material', '재질', 200, '섬유의 경우 혼용율'),
      text('recommendedAge', '사용 연령 또는 권장 사용 연령', 30),
      ...release,
      manufacturer,
      text('caution', '취급방법 및 취급 시 주의사항, 안전표시(주의, 경고 등)', 1500),
      warranty,
      afterService,
      optional('numberLimit', '크기·체중의 한계', 200),
    ],
  },
  {
    type: 'SPORTS_EQUIPMENT',
    name: '스포츠용품',
    fields: [
      itemName,
      modelName,
      kcInfo('｢전기용품 및 생활용품 안전관리법｣에 따른 안전인증·안전확인·공급자적합성확인대상 제품에 한함'),
      text('size', '크기', 200),
      text('weight', '중량', 200),
      text('color', '색상', 200),
      text('material', '재질', 200),
      text('components', '제품 구성', 1000),
      ...release,
      manufacturer,
      text('detailContent', '상품별 세부 사양', 1000),
      warranty,
      afterService,
    ],
  },
  {
    type: 'ETC',
    name: '기타 재화',
    fields: [
      itemName,
      modelName,
      optional(
        'certificateDetails',
        '법에 의한 인증, 허가 등을 받았음을 확인할 수 있는 경우 그에 대한 사항',
        500,
      ),
      manufacturer,
      {
        key: 'afterServiceDirector',
        label: 'A/S 책임자',
        type: 'STRING',
        maxLength: 200,
        need: { oneOf: 'afterService' },
      },
      {
        key: 'customerServicePhoneNumber',
        label: '소비자 상담 관련 전화번호',
        type: 'STRING',
        maxLength: 30,
        need: { oneOf: 'afterService' },
        note: 'afterServiceDirector를 입력하지 않은 경우에는 필수',
      },
    ],
  },
];

/** Every productInfoProvidedNoticeType of the API (docs/protocols/naver-commerce.md §6), also those without a spec here. */
export const NOTICE_TYPE_ENUM = [
  'WEAR',
  'SHOES',
  'BAG',
  'FASHION_ITEMS',
  'SLEEPING_GEAR',
  'FURNITURE',
  'IMAGE_APPLIANCES',
  'HOME_APPLIANCES',
  'SEASON_APPLIANCES',
  'OFFICE_APPLIANCES',
  'OPTICS_APPLIANCES',
  'MICROELECTRONICS',
  'CELLPHONE',
  'NAVIGATION',
  'CAR_ARTICLES',
  'MEDICAL_APPLIANCES',
  'KITCHEN_UTENSILS',
  'COSMETIC',
  'JEWELLERY',
  'FOOD',
  'GENERAL_FOOD',
  'DIET_FOOD',
  'KIDS',
  'MUSICAL_INSTRUMENT',
  'SPORTS_EQUIPMENT',
  'BOOKS',
  'LODGMENT_RESERVATION',
  'TRAVEL_PACKAGE',
  'AIRLINE_TICKET',
  'RENT_CAR',
  'RENTAL_HA',
  'RENTAL_ETC',
  'DIGITAL_CONTENTS',
  'GIFT_CARD',
  'MOBILE_COUPON',
  'MOVIE_SHOW',
  'ETC_SERVICE',
  'BIOCHEMISTRY',
  'BIOCIDAL',
  'ETC',
] as const;

const byType = new Map(specs.map((spec) => [spec.type, spec]));

/** The sandbox's spec of a notice type (the 17 types its categories use), if it has one. */
export function noticeTypeSpec(type: string): NoticeTypeSpec | undefined {
  return byType.get(type);
}

/** Every notice type the sandbox describes, in the API's enum order. */
export const NOTICE_TYPE_SPECS: readonly NoticeTypeSpec[] = NOTICE_TYPE_ENUM.flatMap((type) => {
  const spec = byType.get(type);
  return spec === undefined ? [] : [spec];
});

/** The sub-object key of a type: `ETC` → `etc`, `KITCHEN_UTENSILS` → `kitchenUtensils`, `CELLPHONE` → `cellPhone`. */
export function noticeObjectKey(noticeType: string): string {
  // Two keys do not follow the camelCase rule (docs/protocols/naver-commerce.md §6 list).
  if (noticeType === 'MICROELECTRONICS') return 'microElectronics';
  if (noticeType === 'CELLPHONE') return 'cellPhone';
  return noticeType.toLowerCase().replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());
}

function addDescriptionOf(field: NoticeFieldSpec): string {
  const need =
    field.need === 'required'
      ? '필수'
      : field.need === 'optional'
        ? ''
        : field.note === undefined
          ? `${field.need.oneOf} 또는 이 항목 중 하나는 필수`
          : '';
  return [need, field.note].filter((part) => part !== undefined && part !== '').join('. ');
}

/** A type in the `products-for-provided-notice` answer shape. */
export function noticeTypeView(spec: NoticeTypeSpec) {
  return {
    productInfoProvidedNoticeType: spec.type,
    productInfoProvidedNoticeTypeName: spec.name,
    productInfoProvidedNoticeContents: [...legalClauses, ...spec.fields].map((field) => ({
      fieldType: field.type,
      fieldName: field.key,
      fieldDescription: field.label,
      fieldAddDescription: addDescriptionOf(field),
      fieldMaxLength: field.maxLength,
    })),
  };
}
