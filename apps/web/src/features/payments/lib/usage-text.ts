const countFormatter = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 0 });

/** `1200` -> `"1,200회"`; null (no limit) -> `"무제한"`. */
export function formatUses(count: number | null): string {
  return count === null ? '무제한' : `${countFormatter.format(count)}회`;
}

/** `1` -> `"1개"`; null (no limit) -> `"무제한"`. */
export function formatStores(count: number | null): string {
  return count === null ? '무제한' : `${countFormatter.format(count)}개`;
}

/** This month's hosted pictures: `"123 / 500장"`, or `"123장 / 무제한"` when the plan has no limit. */
export function formatImages(used: number, total: number | null): string {
  return total === null
    ? `${countFormatter.format(used)}장 / 무제한`
    : `${countFormatter.format(used)} / ${countFormatter.format(total)}장`;
}
