import { CoupangSandboxError } from './wire.ts';

// Coupang coerces numbers and booleans sent as strings (its own sample does it), so the readers do too.

/** A record, or undefined for anything else. */
export function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** Throws the product family's 400 with a Korean message. */
export function reject(message: string, extra: Record<string, unknown> = {}): never {
  throw new CoupangSandboxError(400, 'product', message, extra);
}

/** A required non-empty string, at most `max` characters. */
export function readString(source: Record<string, unknown>, key: string, path: string, max?: number): string {
  const value = source[key];
  if (typeof value !== 'string' || value.trim() === '') reject(`${path}은(는) 필수 입력 항목입니다.`);
  if (max !== undefined && value.length > max) reject(`${path}은(는) 최대 ${max}자까지 입력할 수 있습니다.`);
  return value;
}

/** An optional string; wrong types are refused rather than ignored. */
export function readOptionalString(
  source: Record<string, unknown>,
  key: string,
  path: string,
): string | undefined {
  const value = source[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') reject(`${path}의 형식이 올바르지 않습니다.`);
  return value;
}

/** A required number (numeric strings accepted), not negative. */
export function readNumber(source: Record<string, unknown>, key: string, path: string): number {
  const value = source[key];
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (value === undefined || value === null || value === '') reject(`${path}은(는) 필수 입력 항목입니다.`);
  if (typeof number !== 'number' || !Number.isFinite(number))
    reject(`${path}은(는) 숫자여야 합니다. (입력값: ${String(value)})`);
  if (number < 0) reject(`${path}은(는) 0 이상이어야 합니다.`);
  return number;
}

/** A required boolean (`"true"` / `"false"` accepted). */
export function readBoolean(source: Record<string, unknown>, key: string, path: string): boolean {
  const value = source[key];
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  if (value === undefined || value === null) reject(`${path}은(는) 필수 입력 항목입니다.`);
  return reject(`${path}은(는) true 또는 false여야 합니다. (입력값: ${String(value)})`);
}

/** A required value from a closed list. */
export function readEnum<T extends string>(
  source: Record<string, unknown>,
  key: string,
  path: string,
  allowed: readonly T[],
): T {
  const value = source[key];
  if (value === undefined || value === null || value === '') reject(`${path}은(는) 필수 입력 항목입니다.`);
  const match = allowed.find((candidate) => candidate === value);
  if (match === undefined) {
    reject(`${path} 값[${String(value)}]이 올바르지 않습니다. 허용값: ${allowed.join(', ')}`);
  }
  return match;
}

/** A required non-empty array. */
export function readArray(source: Record<string, unknown>, key: string, path: string): unknown[] {
  const value = source[key];
  if (!Array.isArray(value) || value.length === 0) reject(`${path}은(는) 1개 이상 입력해야 합니다.`);
  return value;
}

/** Each element of an array as a record, or a 400 naming the bad element. */
export function recordsOf(list: readonly unknown[], path: string): Record<string, unknown>[] {
  return list.map(
    (entry, index) => asRecord(entry) ?? reject(`${path}[${index}]의 형식이 올바르지 않습니다.`),
  );
}
