import type { ProductDetails } from './product-details.ts';
import type { ReviewFix } from './review-check.ts';

/** Segments a server-sent path may never walk through (they would reach the prototype, not the draft). */
const forbidden: ReadonlySet<string> = new Set(['__proto__', 'prototype', 'constructor']);

const isIndex = (segment: string) => /^\d{1,6}$/.test(segment);

type Container = Record<string, unknown> | unknown[];

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null;
}

/** A copy of `target` with `value` at `segments`; containers on the way are copied, missing ones made. */
function setIn(target: unknown, segments: readonly string[], value: unknown): unknown {
  const [head, ...rest] = segments;
  if (head === undefined) return value;
  if (Array.isArray(target)) {
    if (!isIndex(head)) throw new RangeError(`not an index: ${head}`);
    const index = Number(head);
    if (index > target.length) throw new RangeError(`index ${index} past the end`);
    const copy = [...target];
    copy[index] = setIn(target[index], rest, value);
    return copy;
  }
  if (target !== undefined && !isContainer(target)) throw new RangeError(`not an object at ${head}`);
  const base: Record<string, unknown> = isContainer(target) ? { ...target } : {};
  const child = Object.hasOwn(base, head) ? base[head] : isIndex(rest[0] ?? '') ? [] : undefined;
  base[head] = setIn(child, rest, value);
  return base;
}

/**
 * The draft with a review's one-click fix applied: `fix.value` at its dot path (`items.0.salePrice`,
 * `displayProductName`, `certifications`). Null when the path does not fit the draft (nothing is changed then).
 * The web draft editor and the extension popup both apply fixes with it.
 */
export function applyFix(
  details: ProductDetails,
  fix: Pick<ReviewFix, 'path' | 'value'>,
): ProductDetails | null {
  const segments = fix.path.split('.');
  if (segments.some((segment) => segment === '' || forbidden.has(segment))) return null;
  try {
    return setIn(details, segments, fix.value) as ProductDetails;
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}
