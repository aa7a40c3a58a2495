import { SITE_ADAPTERS } from './sites/registry.ts';

/** Pages no site adapter claims are read by the generic extractor chain. */
const genericName = '일반 쇼핑몰';

// A Map, not an object: a lookup of an arbitrary id such as `constructor` must not reach Object.prototype.
const namesById: ReadonlyMap<string, string> = new Map([
  ...SITE_ADAPTERS.map((adapter) => [adapter.id, adapter.displayName] as const),
  ['generic', genericName] as const,
]);

/** Parser id to the site's Korean name, site adapters in registry order, then `generic`. */
export function sourceNames(): Record<string, string> {
  return Object.fromEntries(namesById);
}

/** The Korean name of a parser, or the id itself when no parser has that id. */
export function sourceNameOf(id: string): string {
  return namesById.get(id) ?? id;
}
