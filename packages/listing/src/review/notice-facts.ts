import type { ProductDetails } from '@ollida/contracts/product-details';

/** What the supplier page said about the product that the marketplaces' notices (상품정보제공고시) ask for. */
export interface NoticeFacts {
  origin: string;
  manufacturer: string;
  model: string;
  material: string;
  size: string;
  /** A certification number the page printed (KC 안전인증/확인, 전파 적합성), '' when none. */
  certificationNumber: string;
}

const labelRules: ReadonlyArray<[keyof Omit<NoticeFacts, 'certificationNumber'>, RegExp]> = [
  ['origin', /원산지|제조국|생산국/],
  ['manufacturer', /제조자|제조사|제조원|제조업자|수입자|생산자|수입원/],
  ['model', /모델/],
  ['material', /소재|재질|원재료/],
  ['size', /크기|치수|사이즈|규격|용량/],
];

/** KC safety numbers (e.g. XU100123-20001, HU071234-1001, CB063R123-4001) and radio numbers (R-R-ABC-XYZ123). */
const certificationPattern =
  /\b(R-[RCB]-[A-Za-z0-9]{2,6}-[A-Za-z0-9-]{2,24}|[A-Z]{1,3}\d{5,7}[A-Z]?\d{0,4}-\d{3,6}[A-Z]?)\b/;

const noValue = /^(상세\s*페이지\s*참조|상세\s*설명\s*참조|상품\s*상세\s*참조|해당\s*(사항\s*)?없음|없음|-)$/;

function usable(value: string): string {
  const text = value.trim();
  return noValue.test(text) ? '' : text.slice(0, 200);
}

/** Looks for a certificate number in notices first (labels with 인증/KC), then in the first 200 KB of the detail text. */
function certificationNumberOf(details: ProductDetails): string {
  for (const notice of details.notices) {
    if (!/인증|KC|kc|전파/.test(notice.label)) continue;
    const found = certificationPattern.exec(notice.value);
    if (found?.[1]) return found[1];
  }
  const text = details.detailHtml.slice(0, 200_000).replace(/<[^>]*>/g, ' ');
  const near = /(?:KC|인증번호|적합성|안전인증|안전확인)[^<]{0,40}/g;
  for (const match of text.matchAll(near)) {
    const found = certificationPattern.exec(match[0]);
    if (found?.[1]) return found[1];
  }
  return '';
}

/** The draft's facts for notices: its own fields first, then the page's notice rows by label. */
export function noticeFactsOf(details: ProductDetails): NoticeFacts {
  const facts: NoticeFacts = {
    origin: usable(details.origin),
    manufacturer: usable(details.manufacturer),
    model: usable(details.modelNo),
    material: '',
    size: '',
    certificationNumber: certificationNumberOf(details),
  };
  for (const notice of details.notices) {
    for (const [key, rule] of labelRules) {
      if (facts[key] === '' && rule.test(notice.label)) facts[key] = usable(notice.value);
    }
  }
  return facts;
}
