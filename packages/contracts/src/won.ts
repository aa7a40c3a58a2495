const wonFormat = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 0 });

/** `12900` → `12,900원`. */
export function formatWon(amount: number): string {
  return `${wonFormat.format(amount)}원`;
}
