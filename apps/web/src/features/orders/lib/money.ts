import { formatWon } from '../../../lib/format';

/** Won, or `—` when the amount is not known (an unmatched order's margin is never shown as 0원). */
export function wonOrDash(amount: number | null): string {
  return amount === null ? '—' : formatWon(amount);
}

/** A text field a market may leave blank. */
export function orDash(value: string | null | undefined): string {
  return value?.trim() ? value : '-';
}

/** An ordered item has no id of its own: name, option, listing and amounts tell the items of one order apart. */
export function itemKey(item: {
  name: string;
  option_name: string;
  quantity: number;
  amount: number;
  listing: { id: string } | null;
}): string {
  return [item.name, item.option_name, item.listing?.id ?? '', item.quantity, item.amount].join('|');
}
