import { assignedJson, isRecord, parseJsonSafe, pathOf, stringOf } from '../embedded-json.ts';
import type { Page } from '../page.ts';

/** A JSON object read from the page state. */
export type JsonObject = Record<string, unknown>;

const stateName = 'window.__PRELOADED_STATE__';
const stateCache = new WeakMap<Page, JsonObject | null>();

/** Reads the value after `name =` up to the end of the script (the state is the script's only statement). */
function stateUpToScriptEnd(script: string): unknown {
  const at = script.indexOf(stateName);
  const equals = script.indexOf('=', at + stateName.length);
  if (equals === -1) return undefined;
  return parseJsonSafe(
    script
      .slice(equals + 1)
      .trim()
      .replace(/;$/, ''),
  );
}

function readState(page: Page): JsonObject | null {
  for (const script of page.scripts()) {
    if (!script.text.includes(stateName)) continue;
    const state = assignedJson(script.text, stateName) ?? stateUpToScriptEnd(script.text);
    if (isRecord(state)) return state;
  }
  return null;
}

/** The page's `window.__PRELOADED_STATE__` object, parsed once per page; null when absent or unreadable. */
export function smartStoreState(page: Page): JsonObject | null {
  const cached = stateCache.get(page);
  if (cached !== undefined) return cached;
  const state = readState(page);
  stateCache.set(page, state);
  return state;
}

function withId(value: unknown): JsonObject | null {
  return isRecord(value) && stringOf(value.id) !== null ? value : null;
}

/**
 * The product object of the state: `simpleProductForDetailPage.A` on current pages. `product.A` is an empty redux
 * shell there (id null), so it is only used when it carries an id (older pages).
 */
export function smartStoreProduct(state: JsonObject): JsonObject | null {
  return withId(pathOf(state, 'simpleProductForDetailPage', 'A')) ?? withId(pathOf(state, 'product', 'A'));
}

const productPathPattern = /\/products\/(\d+)/;

/**
 * The channel product number the page is supposed to show: from the URL path `/products/{no}`, else from `og:url`
 * (a saved page opened from elsewhere); null when neither names one.
 */
export function expectedProductNumber(page: Page): string | null {
  const fromUrl = productPathPattern.exec(page.url.pathname)?.[1];
  if (fromUrl !== undefined) return fromUrl;
  return productPathPattern.exec(page.meta('og:url') ?? '')?.[1] ?? null;
}
