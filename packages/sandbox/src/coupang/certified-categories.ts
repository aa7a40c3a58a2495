// The demo shop's electrical, wireless, children's and food goods, with the notice tables and certifications the real
// review insists on (issue 21). Codes are the sandbox's own (5 digits like Coupang's); paths follow Coupang's tree.
//
// Certification requirements (sandbox's choice where the protocol notes are silent — they say sources disagree on
// which categories really have MANDATORY certifications, docs/protocols/coupang-wing.md §4/§9):
// - mains or battery-charged electrical goods: one of the KC electrical marks with its number (MANDATORY);
// - goods that always transmit (Bluetooth): the radio conformity number too (MANDATORY); goods that may or may not
//   (wireless-charging stands, smart scales) only RECOMMEND it, since the category cannot tell;
// - children's toys: one of the KC kids marks with its number (MANDATORY);
// - food and cosmetics (물티슈 are cosmetics since 2015): nothing mandatory, NOT_REQUIRED allowed.

import { count, measure, text } from './category-builders.ts';
import type { SandboxAttributeMeta, SandboxCategory } from './category-table.ts';
import { kcElectrical, kcKids, organic, radio, type SandboxCertificationMeta } from './certifications.ts';

const color = text('색상', 'OPTIONAL');
const composition = text('구성', 'OPTIONAL');
const etc = '기타 재화';
const microElectronics = '소형전자(MP3/전자사전 등)';
const homeAppliances = '가정용 전기제품(냉장고/세탁기/식기세척기/전자레인지)';
const seasonAppliances = '계절가전(에어컨/온풍기)';
const processedFood = '가공식품';
const farmFood = '농수축산물';
const weight = measure('중량', ['g', 'kg'], 'MANDATORY');
const volume = measure('용량', ['ml', 'l'], 'MANDATORY');

function category(
  code: number,
  path: string,
  keywords: string[],
  notices: readonly [string, ...string[]],
  attributes: SandboxAttributeMeta[],
  certifications: readonly SandboxCertificationMeta[],
): SandboxCategory {
  const [noticeCategoryName, ...otherNoticeCategoryNames] = notices;
  return {
    code,
    name: path.split('>').at(-1) ?? path,
    path,
    keywords,
    noticeCategoryName,
    otherNoticeCategoryNames,
    attributes,
    freeOptionsAllowed: true,
    certifications,
  };
}

// Real food metas offer the other food table and 기타 재화 beside the one that fits (a 2026 capture lists 농수축산물,
// 가공식품, 건강기능식품 and 기타 재화 for a snack category); the sandbox offers the fitting one first.
const processedFoodNotices = [processedFood, farmFood, etc] as const;

/** Leaf categories of the demo shop's certified and food goods, in prediction order (earlier wins ties). */
export const CERTIFIED_CATEGORIES: readonly SandboxCategory[] = [
  // Lighting and small appliances
  category(
    63310,
    '가전디지털>조명>스탠드>LED 스탠드',
    ['스탠드', '책상 조명', '학습 조명', '독서등', '무드등', 'led 스탠드'],
    [microElectronics, etc],
    [color],
    [...kcElectrical('MANDATORY'), ...radio('RECOMMEND')],
  ),
  category(
    63415,
    '가전디지털>주방가전>전기포트',
    ['전기포트', '커피포트', '무선포트', '전기주전자', '주전자'],
    [homeAppliances, '주방용품'],
    [measure('용량', ['l', 'ml'], 'OPTIONAL')],
    kcElectrical('MANDATORY'),
  ),
  category(
    63422,
    '가전디지털>주방가전>에어프라이어',
    ['에어프라이어', '에어 프라이어', '전기오븐'],
    [homeAppliances, '주방용품'],
    [measure('용량', ['l'], 'OPTIONAL')],
    kcElectrical('MANDATORY'),
  ),
  category(
    63127,
    '가전디지털>계절가전>선풍기>휴대용 선풍기',
    ['선풍기', '서큘레이터', '손선풍기', '미니 선풍기', '휴대용 선풍기', '탁상용 선풍기'],
    [seasonAppliances, microElectronics],
    [color],
    // "무선" here means cordless (battery), not radio: only the electrical marks apply.
    kcElectrical('MANDATORY'),
  ),
  category(
    62770,
    '가전디지털>휴대폰액세서리>충전기',
    ['충전기', '고속충전기', '무선충전기', '충전 어댑터'],
    [microElectronics, etc],
    [color],
    [...kcElectrical('MANDATORY'), ...radio('RECOMMEND')],
  ),
  category(
    63508,
    '가전디지털>건강가전>체중계',
    ['체중계', '체지방', '인바디'],
    [microElectronics, etc],
    [color],
    radio('RECOMMEND'),
  ),
  // Tools and outdoor lighting
  category(
    64210,
    '공구/안전>전동공구>드릴/드라이버',
    ['드릴', '드라이버', '전동공구', '임팩트'],
    [etc],
    [composition],
    kcElectrical('MANDATORY'),
  ),
  category(
    79310,
    '스포츠/레져>캠핑>캠핑조명>랜턴',
    ['랜턴', '캠핑 조명', '캠핑등', '손전등', 'led 랜턴'],
    [etc, microElectronics],
    [color],
    kcElectrical('MANDATORY'),
  ),
  // Children's goods and wet wipes
  category(
    76840,
    '완구/취미>블록/레고>원목블록',
    ['블록', '원목 블록', '원목블록', '원목 장난감', '완구', '교구'],
    ['영유아용품'],
    [count],
    kcKids('MANDATORY'),
  ),
  category(
    76905,
    '출산/유아동>기저귀/물티슈>아기물티슈',
    ['아기 물티슈', '아기물티슈', '유아 물티슈', '물티슈', '캡형'],
    ['화장품', etc],
    [count],
    [],
  ),
  category(78342, '생활용품>화장지/물티슈>물티슈', ['물티슈', '캡형'], ['화장품', etc], [count], []),
  // Food
  category(
    58931,
    '식품>가공즉석식품>누룽지/숭늉',
    ['누룽지', '숭늉', '현미 누룽지', '누룽지칩'],
    processedFoodNotices,
    [weight, count],
    organic(),
  ),
  category(
    58411,
    '식품>커피/차>원두커피',
    ['원두', '커피', '드립백', '핸드드립'],
    processedFoodNotices,
    [weight, count],
    [],
  ),
  category(
    58623,
    '식품>소스/양념>참기름/들기름',
    ['참기름', '들기름', '식용유', '올리브유'],
    processedFoodNotices,
    [volume, count],
    [],
  ),
  category(
    58640,
    '식품>소스/양념>소스/페이스트',
    ['페이스트', '소스', '똠얌', '카레', '커리'],
    processedFoodNotices,
    [weight, count],
    [],
  ),
  category(
    58702,
    '식품>잼/꿀/청>과일청',
    ['과일청', '감귤', '레몬청', '유자청', '잼'],
    processedFoodNotices,
    [weight, count],
    [],
  ),
];
