import { z } from 'zod';

const firstYear = 1970;

/**
 * Whether `YYYY-MM-DD` names a real day from 1970 on: V8 rolls 2026-02-30 over to March and throws on 2026-13-01, so
 * the day must survive a round trip through `Date` unchanged.
 */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || Number(text.slice(0, 4)) < firstYear) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}

/** A `YYYY-MM-DD` string that is a real day; the messages name the field. */
export function calendarDateSchema(messages: { missing?: string; format: string; invalid: string }) {
  return z
    .string({ message: messages.missing ?? messages.format })
    .regex(/^\d{4}-\d{2}-\d{2}$/, messages.format)
    .refine(isCalendarDate, messages.invalid);
}
