const countFormatter = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 0 });

/** `1200` -> `"1,200회"`; null (no limit) -> `"무제한"`. */
export function formatUses(count: number | null): string {
  return count === null ? '무제한' : `${countFormatter.format(count)}회`;
}

/** `1` -> `"1개"`; null (no limit) -> `"무제한"`. */
export function formatStores(count: number | null): string {
  return count === null ? '무제한' : `${countFormatter.format(count)}개`;
}
