import type { SourceField, SourceProduct, WarningCode } from '../source-product.ts';
import type { ExpectedFields, RequiredField } from './load-fixtures.ts';

/** The result of checking one expected field (or `image`, the representative image) against `extract`'s output. */
export interface FieldCheck {
  field: string;
  required: boolean;
  pass: boolean;
  /** Why it failed, e.g. `images[1]: expected "https://…", got null`; null when it passed. */
  reason: string | null;
}

const maxShown = 60;

function show(value: unknown): string {
  const text = value === undefined ? 'undefined' : JSON.stringify(value);
  return text.length > maxShown ? `${text.slice(0, maxShown - 1)}…` : text;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Compares by the corpus rules: scalars equal; arrays same length and order, element by element; objects only on the
 * keys the expectation lists. Returns the first mismatch as a short reason, or null when they agree.
 */
export function compareValue(expected: unknown, actual: unknown, path: string): string | null {
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return `${path}: expected a list, got ${show(actual)}`;
    if (actual.length !== expected.length) {
      return `${path}: expected ${expected.length} item(s), got ${actual.length}`;
    }
    for (const [index, item] of expected.entries()) {
      const mismatch = compareValue(item, actual[index], `${path}[${index}]`);
      if (mismatch !== null) return mismatch;
    }
    return null;
  }
  if (isPlainObject(expected)) {
    if (!isPlainObject(actual)) return `${path}: expected an object, got ${show(actual)}`;
    for (const [key, value] of Object.entries(expected)) {
      const mismatch = compareValue(value, actual[key], `${path}.${key}`);
      if (mismatch !== null) return mismatch;
    }
    return null;
  }
  return Object.is(expected, actual) ? null : `${path}: expected ${show(expected)}, got ${show(actual)}`;
}

/**
 * Checks every field the fixture expects, plus `image` when required (the first image only, so a page whose extra
 * images differ still passes the required check while `images` reports the difference).
 */
export function compareFields(
  expected: ExpectedFields,
  actual: SourceProduct,
  required: readonly RequiredField[],
): FieldCheck[] {
  const checks: FieldCheck[] = [];
  if (required.includes('image')) {
    const reason = compareValue(expected.images?.[0] ?? null, actual.images[0] ?? null, 'image');
    checks.push({ field: 'image', required: true, pass: reason === null, reason });
  }
  for (const [key, value] of Object.entries(expected)) {
    if (key === 'warnings') continue;
    // Keys were validated against SourceFields by the fixture schema.
    const field = key as SourceField;
    const reason = compareValue(value, actual[field], field);
    checks.push({ field, required: required.includes(field), pass: reason === null, reason });
  }
  return checks;
}

/** Warning codes the fixture lists that `extract` did not produce. */
export function missingWarnings(expected: readonly WarningCode[], actual: SourceProduct): WarningCode[] {
  const present = new Set(actual.warnings.map((item) => item.code));
  return expected.filter((code) => !present.has(code));
}
