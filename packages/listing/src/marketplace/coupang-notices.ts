import type { ProductDetails } from '@ollida/contracts/product-details';
import type { CoupangCategoryMetaInput } from './coupang-category-meta.ts';
import type { CoupangProductItemRequest } from './coupang-request-types.ts';

const seeDetailPage = '상세페이지 참조';

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

/** `items[].notices`: every detail of the category's first notice table, filled from the draft where labels match. */
export function coupangNoticesOf(
  meta: CoupangCategoryMetaInput,
  notices: ProductDetails['notices'],
  contactPhone: string,
): CoupangProductItemRequest['notices'] {
  const table = meta.noticeCategories[0];
  if (!table) return [];
  return table.noticeCategoryDetailNames.map(({ noticeCategoryDetailName }) => {
    const found = findNoticeValue(noticeCategoryDetailName, notices);
    // The seller's own contact number is the truthful answer for the phone rows the supplier page never fills.
    const phone = noticeCategoryDetailName.includes('전화번호') && contactPhone ? contactPhone : undefined;
    return {
      noticeCategoryName: table.noticeCategoryName,
      noticeCategoryDetailName,
      content: found ?? phone ?? seeDetailPage,
    };
  });
}
