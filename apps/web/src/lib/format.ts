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

const secondsFormatter = new Intl.DateTimeFormat('ko-KR', {
  timeZone: seoulTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const hourPartsFormatter = new Intl.DateTimeFormat('ko-KR', {
  timeZone: seoulTimeZone,
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  hourCycle: 'h23',
});

const countFormatter = new Intl.NumberFormat('ko-KR');

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

/** Date and time to the second in Seoul, e.g. `"2024. 06. 20. 14:30:05"` (request logs); `"-"` when unreadable. */
export function formatDateTimeSeconds(value: string | number | Date): string {
  const date = toValidDate(value);
  return date ? secondsFormatter.format(date) : missingValue;
}

/** A clock hour in Seoul: `"14시"`, or `"11/20 14시"` with the date (charts over several days). */
export function formatHour(value: string | number | Date, withDate: boolean): string {
  const date = toValidDate(value);
  if (!date) return missingValue;
  const parts = Object.fromEntries(
    hourPartsFormatter.formatToParts(date).map((part) => [part.type, part.value]),
  );
  const hour = `${parts.hour}시`;
  return withDate ? `${parts.month}/${parts.day} ${hour}` : hour;
}

/** A count with thousands separators, e.g. `1234567` -> `"1,234,567"`. */
export function formatCount(value: number): string {
  return countFormatter.format(value);
}

/** A file size in bytes, e.g. `512` -> `"512B"`, `12_800` -> `"12.5KB"`, `3_145_728` -> `"3.0MB"`. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${countFormatter.format(bytes)}B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)}KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)}MB`;
}

/** A compact Seoul timestamp for file names, e.g. `"20261120T143005"`. */
export function formatFileTimestamp(value: string | number | Date): string {
  const date = toValidDate(value);
  if (!date) return missingValue;
  const parts = Object.fromEntries(
    secondsFormatter.formatToParts(date).map((part) => [part.type, part.value]),
  );
  return `${parts.year}${parts.month}${parts.day}T${parts.hour}${parts.minute}${parts.second}`;
}
