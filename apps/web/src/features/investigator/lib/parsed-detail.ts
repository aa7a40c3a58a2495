/** Parser names that mean the page was not read by its own adapter (docs/product/search-and-investigator.md#investigator-fields): shown as a warning. */
export function isWarningParser(parserType: string): boolean {
  return /failed|error|fallback/i.test(parserType);
}

/**
 * The parser in Korean, never its code (`godomall`, `Generic Fallback`, `domeggook Failed`): the site's name from the
 * sources list, or what a fallback or failure means.
 */
export function parserLabel(
  product: { parser_type: string; parse_success: boolean },
  sourceNames: Readonly<Record<string, string>> | undefined,
): string {
  if (!product.parse_success) return '읽기 실패';
  if (/fallback/i.test(product.parser_type)) return '일반 추출기 (사이트 전용 파서 없음)';
  return sourceNames?.[product.parser_type] ?? '사이트 전용 파서';
}

/** Coupang's delivery methods (`deliveryMethod`, spelled as Coupang sends them) in Wing's Korean words. */
const deliveryMethodLabels: Readonly<Record<string, string>> = {
  SEQUENCIAL: '일반배송',
  COLD_FRESH: '신선냉동',
  MAKE_ORDER: '주문제작',
  AGENT_BUY: '구매대행',
  VENDOR_DIRECT: '설치배송 또는 판매자 직접 전달',
};

export function deliveryMethodLabel(method: string): string {
  return Object.hasOwn(deliveryMethodLabels, method) ? (deliveryMethodLabels[method] ?? method) : '기타 배송';
}

/**
 * The text of an HTML fragment, for showing a description as words: parsed in an inert document (no scripts run,
 * nothing loads) and never put into the page as HTML.
 */
export function htmlToText(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  return (document.body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}
