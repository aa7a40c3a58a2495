import { isRecord } from '../embedded-json.ts';
import { otherProductsWords } from '../sites/other-products.ts';

/** Bound on the JSON nodes one page's app state is walked through: state blobs of a few MB hold fewer. */
const maxNodes = 300_000;
const maxDepth = 40;

/** One array met in the walk, with the key it sat under. */
export interface KeyedArray {
  key: string;
  items: readonly unknown[];
}

/**
 * Branches never walked into: other products (recommendations, related or recently viewed items) and reviews. Their
 * priced lists and picture lists look like this product's variants and gallery, and are not.
 */
function isForeignBranch(key: string): boolean {
  return otherProductsWords.test(key) || /review/i.test(key);
}

/**
 * Every array in the given JSON roots, in document (key) order, with its key; bounded in nodes and depth. Branches
 * about other products or reviews are left out.
 */
export function arraysIn(roots: readonly unknown[]): KeyedArray[] {
  const found: KeyedArray[] = [];
  const stack: { value: unknown; key: string; depth: number }[] = roots
    .map((value) => ({ value, key: '', depth: 0 }))
    .reverse();
  let visited = 0;
  for (let entry = stack.pop(); entry !== undefined && visited < maxNodes; entry = stack.pop()) {
    visited += 1;
    const { value, key, depth } = entry;
    if (depth >= maxDepth) continue;
    if (Array.isArray(value)) {
      found.push({ key, items: value });
      for (let index = value.length - 1; index >= 0; index -= 1) {
        stack.push({ value: value[index], key, depth: depth + 1 });
      }
    } else if (isRecord(value)) {
      const entries = Object.entries(value);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [childKey, child] = entries[index] ?? ['', undefined];
        if (typeof child === 'object' && child !== null && !isForeignBranch(childKey))
          stack.push({ value: child, key: childKey, depth: depth + 1 });
      }
    }
  }
  return found;
}
