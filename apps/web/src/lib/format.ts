const seoulTimeZone = 'Asia/Seoul';

const wonFormatter = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 0 });

const dateFormatter = new Intl.DateTimeFormat('ko-KR', {
  timeZone: seoulTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const dateTimeFormatter = new Intl.DateTimeFormat('ko-KR', {
  timeZone: seoulTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const missingValue = '-';

function toValidDate(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `12900` -> `"12,900원"`. */
export function formatWon(amount: number): string {
  return `${wonFormatter.format(amount)}원`;
}

/** Date and time in Seoul, e.g. `"2024. 06. 20. 14:30"`; `"-"` for an unreadable value. */
export function formatDateTime(value: string | number | Date): string {
  const date = toValidDate(value);
  return date ? dateTimeFormatter.format(date) : missingValue;
}

/** Calendar date in Seoul, e.g. `"2024. 06. 20."`; `"-"` for an unreadable value. */
export function formatDate(value: string | number | Date): string {
  const date = toValidDate(value);
  return date ? dateFormatter.format(date) : missingValue;
}
