import { formatDate, formatDateTime } from '../../../lib/format';

const seoulOffset = '+09:00';
const dayMs = 86_400_000;
const wallClock = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?)$/;
const dateOnly = /^\d{4}-\d{2}-\d{2}$/;
const zoned = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:?\d{2})$/i;

const seoulDayParts = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

function toIso(text: string): string | null {
  const local = wallClock.exec(text);
  if (local) return `${local[1]}T${local[2]}${seoulOffset}`;
  if (dateOnly.test(text)) return `${text}T00:00:00${seoulOffset}`;
  const withZone = zoned.exec(text);
  if (!withZone) return null;
  const [, day, time, zone = 'Z'] = withZone;
  const offset = zone.toUpperCase() === 'Z' ? 'Z' : `${zone.slice(0, 3)}:${zone.slice(-2)}`;
  return `${day}T${time}${offset}`;
}

/**
 * Coupang's times are Seoul wall-clock without an offset (`2026-11-20T14:03:11` or `2026-11-20 14:03:11`): read
 * as +09:00 whatever the browser's zone is. A time that carries its own offset keeps it. Null when unreadable.
 */
export function parseSeoulTime(value: string | null | undefined): Date | null {
  if (!value) return null;
  const iso = toIso(value.trim());
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A Coupang time in the Korean style: a date alone as a date, otherwise date and time; `-` when empty. */
export function formatSeoulTime(value: string | null | undefined): string {
  if (!value?.trim()) return '-';
  const date = parseSeoulTime(value);
  if (!date) return value;
  return dateOnly.test(value.trim()) ? formatDate(date) : formatDateTime(date);
}

/** Today's calendar date in Seoul as `YYYY-MM-DD`. */
export function seoulToday(now: Date = new Date()): string {
  const parts = Object.fromEntries(seoulDayParts.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** `YYYY-MM-DD` moved by whole days (negative goes back). */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both `YYYY-MM-DD`), or null when either is not a date. */
export function daysBetween(from: string, to: string): number | null {
  if (!dateOnly.test(from) || !dateOnly.test(to)) return null;
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end)) return null;
  return Math.round((end - start) / dayMs);
}
