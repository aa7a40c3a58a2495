import type { ProductDetails } from '@ollida/contracts/product-details';
import type { ReviewFix } from '@ollida/contracts/review-check';

const unsafeKeys: ReadonlySet<string> = new Set(['__proto__', 'prototype', 'constructor']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `value` with `keys` set to `next`, copying each container on the way (the input is never changed). */
function setAt(container: unknown, keys: readonly string[], next: unknown): unknown {
  const [key, ...rest] = keys;
  if (key === undefined) return next;
  if (Array.isArray(container)) {
    const index = Number(key);
    if (!Number.isInteger(index) || index < 0 || index >= container.length) {
      throw new Error(`고칠 항목을 찾지 못했습니다: ${key}`);
    }
    const copy = [...container];
    copy[index] = setAt(container[index], rest, next);
    return copy;
  }
  if (isRecord(container)) {
    if (rest.length > 0 && !(key in container)) throw new Error(`고칠 항목을 찾지 못했습니다: ${key}`);
    return { ...container, [key]: setAt(container[key], rest, next) };
  }
  throw new Error(`고칠 항목을 찾지 못했습니다: ${key}`);
}

/**
 * The draft with the review's one-click fix applied: `fix.value` set at the dot path `fix.path` (`items.1.salePrice`,
 * `displayProductName`, `certifications`). Returns a new draft; throws on a path the draft does not have.
 */
export function applyFix(details: ProductDetails, fix: ReviewFix): ProductDetails {
  const keys = fix.path.split('.');
  if (fix.path === '' || keys.some((key) => key === '' || unsafeKeys.has(key))) {
    throw new Error(`고칠 항목을 찾지 못했습니다: ${fix.path}`);
  }
  return setAt(details, keys, fix.value) as ProductDetails;
}
