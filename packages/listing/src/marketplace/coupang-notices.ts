import { certificationKindNames } from '@ollida/contracts/certifications';
import type { ProductDetails } from '@ollida/contracts/product-details';
import { type NoticeFacts, noticeFactsOf } from '../review/notice-facts.ts';
import type { CoupangCategoryMetaInput } from './coupang-category-meta.ts';
import type { CoupangProductItemRequest } from './coupang-request-types.ts';

export const seeDetailPage = '상세페이지 참조';

/** Labels differ in spacing and brackets between suppliers and Coupang ('제조국(원산지)' vs '제조국 (원산지)'). */
function normaliseLabel(label: string): string {
  return label.replace(/[\s()[\]（）]/g, '').toLowerCase();
}

/** The label without its bracketed part: '제조국(원산지)' → '제조국'. */
function headOf(label: string): string {
  return normaliseLabel(label.replace(/[(（[].*$/, ''));
}

function findNoticeValue(detailName: string, notices: ProductDetails['notices']): string | undefined {
  const full = normaliseLabel(detailName);
  const exact = notices.find((notice) => normaliseLabel(notice.label) === full);
  if (exact) return exact.value;
  const head = headOf(detailName);
  if (head.length < 2) return undefined;
  return notices.find((notice) => headOf(notice.label) === head)?.value;
}

/** The certificates of the draft as one notice line: '전기용품 안전확인 XU100123-20001'. */
export function certificationText(details: ProductDetails): string {
  return (details.certifications ?? [])
    .map((cert) => `${certificationKindNames[cert.kind]} ${cert.number}`)
    .join(', ');
}

/**
 * A notice row's value from what the page said (facts), by what the row asks; '' when the page said nothing of it.
 * Exported for Naver's notice fields, which ask the same questions under other names.
 */
export function factFor(
  name: string,
  details: ProductDetails,
  facts: NoticeFacts,
  contactPhone: string,
): string {
  if (/전화번호|상담/.test(name)) return contactPhone;
  if (/품명\s*및\s*모델명/.test(name)) {
    return facts.model ? `${details.productName} / ${facts.model}` : details.productName;
  }
  if (/^제품명|^상품명|^품명/.test(name)) return details.productName;
  if (/모델/.test(name)) return facts.model;
  if (/제조국|원산지|생산국/.test(name)) return facts.origin;
  if (/제조자|수입자|제조업자|생산자|제조사/.test(name)) return facts.manufacturer;
  if (/인증|허가/.test(name)) return certificationText(details);
  if (/소재|재질/.test(name)) return facts.material;
  if (/치수|크기|용량|규격/.test(name)) return facts.size;
  return '';
}

/**
 * `items[].notices`: every detail of the category's first notice table, from the page's own notice rows where labels
 * match, else from the facts the page gave (origin, maker, model, certificates), else '상세페이지 참조' (Coupang accepts
 * it for any row [H: HC 360023110093]).
 */
export function coupangNoticesOf(
  meta: CoupangCategoryMetaInput,
  details: ProductDetails,
  contactPhone: string,
): CoupangProductItemRequest['notices'] {
  const table = meta.noticeCategories[0];
  if (!table) return [];
  const facts = noticeFactsOf(details);
  return table.noticeCategoryDetailNames.map(({ noticeCategoryDetailName }) => {
    const found = findNoticeValue(noticeCategoryDetailName, details.notices)?.trim();
    const fact = factFor(noticeCategoryDetailName, details, facts, contactPhone);
    return {
      noticeCategoryName: table.noticeCategoryName,
      noticeCategoryDetailName,
      content: (found || fact || seeDetailPage).slice(0, 1_000),
    };
  });
}
