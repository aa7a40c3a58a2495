// Origin-area codes (원산지 코드): `GET /v1/product-origin-areas`, `…/query?name=|code=`, `…/sub-origin-areas?code=`
// (docs/protocols/naver-commerce.md §6; response shape `{originAreaCodeNames[{code, name}]}` from the API reference).
//
// Groups 00 국산, 01 원양산, 02 수입산, 03 기타-상세설명에 표시, 04 기타-직접입력, 05 원산지 표기 의무 대상 아님 are documented.
// Detail codes: `0200037` for 아시아>중국 is what clients widely send [M] and `0200036` for 베트남 appears in a fixture
// [L]; every other detail code here is the sandbox's own, in the same shape (group + 5 digits) — clients must resolve
// codes by name, never hard-code them. Names follow the query's documented form: 광역시도>시구군, 대륙>국가명, 해역명.

/** One origin-area code. */
export interface OriginArea {
  code: string;
  name: string;
}

export const ORIGIN_AREAS: readonly OriginArea[] = [
  { code: '00', name: '국산' },
  { code: '0000001', name: '서울특별시' },
  { code: '0000002', name: '경기도' },
  { code: '0000003', name: '경상북도>안동시' },
  { code: '0000004', name: '전라남도>해남군' },
  { code: '0000005', name: '제주특별자치도>제주시' },
  { code: '0000006', name: '제주특별자치도>서귀포시' },
  { code: '01', name: '원양산' },
  { code: '0100001', name: '태평양' },
  { code: '0100002', name: '대서양' },
  { code: '0100003', name: '인도양' },
  { code: '02', name: '수입산' },
  { code: '0200036', name: '아시아>베트남' },
  { code: '0200037', name: '아시아>중국' },
  { code: '0200038', name: '아시아>일본' },
  { code: '0200039', name: '아시아>대만' },
  { code: '0200040', name: '아시아>태국' },
  { code: '0200041', name: '아시아>인도네시아' },
  { code: '0200100', name: '북미>미국' },
  { code: '0200101', name: '북미>캐나다' },
  { code: '0200150', name: '중남미>과테말라' },
  { code: '0200151', name: '중남미>브라질' },
  { code: '0200200', name: '유럽>이탈리아' },
  { code: '0200201', name: '유럽>독일' },
  { code: '0200250', name: '오세아니아>호주' },
  { code: '03', name: '기타-상세설명에 표시' },
  { code: '04', name: '기타-직접입력' },
  { code: '05', name: '원산지 표기 의무 대상 아님' },
];

const byCode = new Map(ORIGIN_AREAS.map((area) => [area.code, area]));

/** An origin-area code of the list, if it exists. */
export function findOriginArea(code: string): OriginArea | undefined {
  return byCode.get(code);
}

/** The group (first two digits) of a code: 00 … 05. */
export function originGroupOf(code: string): string {
  return code.slice(0, 2);
}

const normalise = (name: string) =>
  name
    .split('>')
    .map((part) => part.trim())
    .join('>');

/**
 * `?name=`: a full name (`대륙 > 국가명`, spaces around '>' ignored) matches exactly; a single word matches the last
 * segment by prefix, as the docs describe (LIKE '마지막항목%').
 */
export function queryOriginAreasByName(name: string): OriginArea[] {
  const wanted = normalise(name);
  if (wanted === '') return [];
  if (wanted.includes('>')) return ORIGIN_AREAS.filter((area) => area.name === wanted);
  return ORIGIN_AREAS.filter((area) => (area.name.split('>').at(-1) ?? '').startsWith(wanted));
}

/** `sub-origin-areas?code=`: the codes one level below a group (or below a detail code: none here). */
export function subOriginAreas(code: string): OriginArea[] {
  return ORIGIN_AREAS.filter((area) => area.code !== code && area.code.startsWith(code) && code.length === 2);
}
