import { defaultExchangeRateTable, type ExchangeRateTable } from '@ollida/contracts/exchange-rates';
import { foreignPriceWarning } from '@ollida/contracts/foreign-price';
import type { ProductDetails } from '@ollida/contracts/product-details';
import { toProductDetails } from '@ollida/listing/details/to-product-details';
import { extract } from '@ollida/listing/extract';
import type { ExtractWarning, SourceProduct } from '@ollida/listing/source-product';

/** A product read from a page: the editable listing draft, which parser read it and what to check. */
export interface PageDraft {
  details: ProductDetails;
  parser: string;
  warnings: ExtractWarning[];
  /** The supplier's price before the store's price rule made it a sale price (absent until then). */
  supplierPrice?: number;
}

/** A page that holds no usable product, with the reason in Korean. */
export interface PageProblem {
  problem: string;
}

export const noProductMessage =
  '이 페이지에서 상품 정보를 찾지 못했습니다. 상품 상세 페이지에서 열어 주세요.';
// The adapters' own texts speak of the server fetching the page; here the seller's browser shows it, so the way out
// differs: log in or pass the check in this tab, then open the popup again.
export const loginRequiredMessage =
  '로그인해야 상품이 보이는 페이지입니다. 이 탭에서 도매처에 로그인한 뒤 상품 상세 페이지에서 다시 열어 주세요.';
export const blockedPageMessage =
  '상품 대신 접속 제한·보안 확인 페이지가 열려 있습니다. 이 탭에서 확인을 마치고 상품이 보이면 다시 열어 주세요.';

const blockingCodes: ReadonlySet<string> = new Set(['login_required', 'blocked_page', 'product_id_mismatch']);

/**
 * Why the extracted page is not a product to upload, or null when it is one. The same rule as the server's URL parser
 * (`usabilityProblem`): a login wall or another product's page refuses outright, a blocked page refuses unless a name
 * still came through, and a page needs a name plus a price or a picture.
 */
export function usabilityProblem(source: SourceProduct): string | null {
  const blocking = source.warnings.find((warning) => blockingCodes.has(warning.code));
  if (blocking?.code === 'login_required') return loginRequiredMessage;
  if (blocking?.code === 'product_id_mismatch') return blocking.message;
  if (blocking !== undefined && source.name === null) return blockedPageMessage;
  if (source.name === null || (source.salePrice === null && source.images.length === 0)) {
    return noProductMessage;
  }
  return null;
}

/** The page's warnings, the foreign-currency one saying how the price was converted (or why it could not be). */
function draftWarnings(source: SourceProduct, details: ProductDetails): ExtractWarning[] {
  const foreign = details.foreignPrice;
  if (foreign === null || foreign === undefined) return source.warnings;
  const others = source.warnings.filter((warning) => warning.code !== 'foreign_currency');
  return [{ code: 'foreign_currency', message: foreignPriceWarning(foreign).message }, ...others];
}

/**
 * Extracts the listing draft from a page's serialised HTML (the popup gets it from the tab). A foreign-currency page
 * is converted at `exchangeRates` (the store's, from the connection check), else at the published defaults.
 */
export function draftFromHtml(
  html: string,
  url: string,
  options: { exchangeRates?: ExchangeRateTable } = {},
): PageDraft | PageProblem {
  const source = extract(html, url);
  const problem = usabilityProblem(source);
  if (problem !== null) return { problem };
  const details = toProductDetails(source, {
    exchangeRates: options.exchangeRates ?? defaultExchangeRateTable,
  });
  return { details, parser: source.parser, warnings: draftWarnings(source, details) };
}

/** Extracts the listing draft from a rendered document, as it is now (script-built content included). */
export function draftFromDocument(doc: Document, url: string): PageDraft | PageProblem {
  return draftFromHtml(doc.documentElement.outerHTML, url);
}
