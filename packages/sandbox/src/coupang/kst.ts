// Coupang's business times are Seoul wall-clock (UTC+9, no daylight saving), so a fixed offset is exact.
const kstOffsetMs = 9 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function kstParts(ms: number) {
  const shifted = new Date(ms + kstOffsetMs);
  return {
    date: `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`,
    time: `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}:${pad(shifted.getUTCSeconds())}`,
  };
}

/** `yyyy-MM-dd` of the Seoul calendar day containing `ms`. */
export function kstDate(ms: number): string {
  return kstParts(ms).date;
}

/** `yyyy-MM-ddTHH:mm:ss` in Seoul time, optionally with the `+09:00` suffix v5 answers may carry. */
export function kstDateTime(ms: number, withOffset = false): string {
  const { date, time } = kstParts(ms);
  return `${date}T${time}${withOffset ? '+09:00' : ''}`;
}

/** `yyyy-MM-dd HH:mm:ss` in Seoul time, the format of confirmDate, inTrasitDateTime and deliveredDate. */
export function kstSpaced(ms: number): string {
  const { date, time } = kstParts(ms);
  return `${date} ${time}`;
}

/** `yyyy/MM/dd` in Seoul time, the outbound place `createDate` format. */
export function kstSlashed(ms: number): string {
  return kstParts(ms).date.replaceAll('-', '/');
}

/** Start (ms) of the Seoul day `yyyy-MM-dd`, or undefined when the text is not a real date. */
export function kstDayStart(date: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return undefined;
  const [, year, month, day] = match.map(Number);
  if (year === undefined || month === undefined || day === undefined) return undefined;
  const utc = Date.UTC(year, month - 1, day);
  if (kstDate(utc) !== date) return undefined;
  return utc - kstOffsetMs;
}
