/** Pages on each side of the current one that the pager shows (docs/product/workspaces-and-stores.md#return-centers-and-shipping-places). */
export const pageWindowRadius = 2;

/** One pager slot: a page number, or a gap before or after the window. */
export type PageSlot = number | 'gap-before' | 'gap-after';

/**
 * The pager's slots: the first page, the pages within `radius` of the current one, the last page, and a gap
 * where pages are skipped. A gap of a single page shows that page instead, since an ellipsis would hide nothing.
 * `current` is clamped into `1..total`; no pages gives no slots.
 */
export function pageWindow(current: number, total: number, radius = pageWindowRadius): PageSlot[] {
  if (total < 1) return [];
  const page = Math.min(Math.max(current, 1), total);
  let start = Math.max(page - radius, 1);
  let end = Math.min(page + radius, total);
  if (start === 3) start = 2;
  if (end === total - 2) end = total - 1;

  const slots: PageSlot[] = [];
  if (start > 1) slots.push(1);
  if (start > 2) slots.push('gap-before');
  for (let number = start; number <= end; number += 1) slots.push(number);
  if (end < total - 1) slots.push('gap-after');
  if (end < total) slots.push(total);
  return slots;
}
