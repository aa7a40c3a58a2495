// Everyday goods (kitchen, living, accessories, pets) so the demo shop's products find a category. The demo shop's
// electrical, wireless, children's and food goods live in certified-categories.ts with the certifications and notice
// tables their review demands.

import { count, leaf, measure, text } from './category-builders.ts';
import type { SandboxCategory } from './category-table.ts';

const color = text('색상', 'OPTIONAL');
const size = text('사이즈', 'OPTIONAL');
const composition = text('구성', 'OPTIONAL');
const etc = '기타 재화';
const kitchen = '주방용품';

/** Leaf categories added for the demo shop, in prediction order (earlier wins ties). */
export const LIVING_CATEGORIES: readonly SandboxCategory[] = [
  // Kitchen
  leaf(
    80289,
    '주방용품>보관/밀폐용기>밀폐용기세트',
    ['밀폐용기', '반찬통', '보관용기', '도시락통'],
    kitchen,
    [count, color, composition],
  ),
  leaf(80412, '주방용품>조리도구>조리도구세트', ['조리도구', '뒤집개', '국자', '주걱', '집게'], kitchen, [
    count,
    color,
    composition,
  ]),
  leaf(80131, '주방용품>냄비/솥>찜기', ['찜기', '찜솥', '냄비'], kitchen, [count, size]),
  leaf(80455, '주방용품>칼/가위/도마>도마', ['도마', '편백', '캠핑도마'], kitchen, [count]),
  leaf(80377, '주방용품>컵/잔>머그컵', ['머그컵', '머그', '도자기컵', '커피잔'], kitchen, [
    measure('용량', ['ml'], 'OPTIONAL'),
  ]),
  leaf(80521, '주방용품>주방잡화>고무장갑/위생장갑', ['장갑', '고무장갑', '비닐장갑', '위생장갑'], kitchen, [
    count,
    size,
  ]),
  leaf(80533, '주방용품>주방잡화>후드필터', ['후드', '필터', '레인지후드'], kitchen, [count, size]),
  // Living
  leaf(
    78204,
    '생활용품>수납/정리>리빙박스/바구니',
    ['수납', '리빙박스', '바구니', '정리함', '우산꽂이'],
    etc,
    [count, color],
  ),
  leaf(78311, '생활용품>생활잡화>손수건', ['손수건', '거즈', '가제수건'], etc, [count, color]),
  leaf(78345, '생활용품>화장지/물티슈>키친타월', ['키친타월', '키친타올', '화장지'], etc, [count]),
  leaf(78420, '생활용품>욕실용품>발매트', ['발매트', '욕실매트', '규조토', '현관매트'], etc, [color]),
  leaf(78433, '생활용품>청소용품>청소솔', ['청소솔', '욕실솔', '변기솔', '청소도구', '수세미'], etc, [
    count,
    color,
  ]),
  leaf(77652, '홈인테리어>홈데코>시계>벽시계', ['벽시계', '시계', '무소음'], etc, [color]),
  leaf(77871, '홈인테리어>홈데코>캔들', ['캔들', '소이왁스', '소이캔들', '아로마'], etc, [
    measure('중량', ['g'], 'OPTIONAL'),
  ]),
  leaf(77515, '홈인테리어>침구>이불/이불세트', ['이불', '차렵이불', '극세사', '침구', '토퍼'], etc, [
    color,
    size,
  ]),
  // Digital accessories
  leaf(62761, '가전디지털>휴대폰액세서리>차량용 거치대', ['거치대', '차량용', '송풍구'], etc, [color]),
  leaf(62805, '가전디지털>태블릿액세서리>파우치', ['파우치', '아이패드', '태블릿'], etc, [color]),
  // Tools
  leaf(64355, '공구/안전>공구함', ['공구함', '공구박스', '공구가방'], etc, [count]),
  // Beauty
  leaf(56790, '뷰티>바디/헤어>비누>수제비누', ['비누', '천연비누', '수제비누', '클렌징바'], '화장품', [
    count,
  ]),
  // Fashion
  leaf(69240, '패션의류잡화>여성패션>여성의류>니트/가디건', ['가디건', '니트', '스웨터', '카디건'], '의류', [
    text('색상', 'MANDATORY'),
    text('사이즈', 'MANDATORY'),
  ]),
  leaf(69415, '패션의류잡화>가방>에코백', ['에코백', '캔버스', '토트백'], etc, [color]),
  leaf(69472, '패션의류잡화>지갑>카드지갑', ['카드지갑', '지갑', '명함지갑'], etc, [
    color,
    text('각인', 'OPTIONAL'),
  ]),
  // Pets
  leaf(73260, '반려/애완용품>고양이 용품>스크래쳐', ['스크래쳐', '반려묘', '고양이', '캣타워'], etc, [color]),
  leaf(
    73152,
    '반려/애완용품>강아지 용품>노즈워크/장난감',
    ['노즈워크', '장난감', '터그', '훈련용', '담요'],
    etc,
    [size],
  ),
];
