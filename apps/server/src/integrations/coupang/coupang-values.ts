import { z } from 'zod';

// Tolerant value schemas: Coupang's samples send the same field as number or string, money as a number or a
// protobuf Money object, and times in several formats (see the protocol notes, §4 and §7).

/** An id as an exact decimal string: numbers, numeric strings and (lossless-parsed) long integers all accepted. */
export const idSchema = z
  .union([z.string().regex(/^-?\d+$/, '숫자 ID가 아닙니다'), z.number().int(), z.bigint()])
  .transform((value) => String(value));

/** An id that may be absent (productId and vendorItemId stay null until approval). */
export const optionalIdSchema = z
  .union([idSchema, z.literal(''), z.null()])
  .optional()
  .transform((value) => (value === '' || value === null || value === undefined ? null : value));

/** Free text; null or absent becomes '' and numbers become their digits. */
export const textSchema = z
  .union([z.string(), z.number(), z.bigint(), z.null()])
  .optional()
  .transform((value) => (value === null || value === undefined ? '' : String(value)));

/** Text that may be null (kept as null so callers can tell "not given" from ""). */
export const nullableTextSchema = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((value) => (value === null || value === undefined ? null : String(value)));

/** A boolean sent as true/false or "true"/"false"/"Y"/"N". */
export const flagSchema = z
  .union([z.boolean(), z.string(), z.number(), z.null()])
  .optional()
  .transform((value) => value === true || value === 'true' || value === 'Y' || value === 1);

/** A count; numeric strings accepted. */
export const countSchema = z
  .union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/), z.null()])
  .optional()
  .transform((value) => (value === null || value === undefined ? 0 : Number(value)));

const moneyObjectSchema = z.object({
  units: z.union([z.number(), z.string().regex(/^-?\d+$/)]),
  nanos: z.union([z.number(), z.string().regex(/^-?\d+$/)]).nullish(),
  currencyCode: z.string().nullish(),
});

/** Won as a number: a plain number, a numeric string, or `{units, nanos, currencyCode}`; null stays null. */
export const moneySchema = z
  .union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/), moneyObjectSchema, z.null()])
  .optional()
  .transform((value) => {
    if (value === null || value === undefined) return null;
    if (typeof value === 'number') return value;
    if (typeof value === 'string') return Number(value);
    return Number(value.units) + Number(value.nanos ?? 0) / 1e9;
  });

const seoulOffsetMs = 9 * 60 * 60 * 1000;
const pad = (value: number) => String(value).padStart(2, '0');

function seoulIso(ms: number): string {
  const shifted = new Date(ms + seoulOffsetMs);
  return (
    `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}` +
    `T${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}:${pad(shifted.getUTCSeconds())}+09:00`
  );
}

/**
 * Normalises a Coupang time to ISO 8601 with the Seoul offset (`2025-01-01T10:00:00+09:00`); date-only values
 * become `yyyy-MM-dd`. Accepts zone-less KST (`T` or space), explicit offsets, `yyyy/MM/dd` and epoch millis.
 * Empty means null; an unknown format is kept as sent rather than failing a whole order list over one field.
 */
export function toSeoulTime(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return seoulIso(value);
  const text = value.trim();
  const dateOnly = /^(\d{4})[-/](\d{2})[-/](\d{2})$/.exec(text);
  if (dateOnly) return `${dateOnly[1]}-${dateOnly[2]}-${dateOnly[3]}`;
  const local = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2})?)(?:\.\d+)?$/.exec(text);
  if (local?.[2] !== undefined)
    return `${local[1]}T${local[2].length === 5 ? `${local[2]}:00` : local[2]}+09:00`;
  if (/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(text)) {
    const ms = Date.parse(text.replace(' ', 'T'));
    if (!Number.isNaN(ms)) return seoulIso(ms);
  }
  if (/^\d{12,13}$/.test(text)) return seoulIso(Number(text));
  return text;
}

/** A time field in any of Coupang's formats, normalised by `toSeoulTime`. */
export const seoulTimeSchema = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((value) => toSeoulTime(value));

/** `yyyy-MM-dd` of the Seoul calendar day of a moment — how order queries name days. */
export function seoulDate(at: Date): string {
  return seoulIso(at.getTime()).slice(0, 10);
}
