import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import type { ShopSandboxOptions } from './options.ts';
import { shopSandboxPlugin } from './plugin.ts';

// Shared fixtures for the shop's own tests; not used at runtime.

export const TEST_PREFIX = '/sandbox/shop';
export const TEST_HOST = 'shop.test';
export const TEST_BASE = `http://${TEST_HOST}${TEST_PREFIX}`;

/** Builds a host app with the shop mounted at /sandbox/shop. */
export async function buildShopTestApp(options: ShopSandboxOptions = {}): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(shopSandboxPlugin, { prefix: TEST_PREFIX, ...options });
  await app.ready();
  return app;
}

/** GETs a path relative to the shop root (or an absolute path when it starts with '/'). */
export function getShop(
  app: FastifyInstance,
  path: string,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const url = path.startsWith('/') ? path : `${TEST_PREFIX}/${path}`;
  return app.inject({ method: 'GET', url, headers: { host: TEST_HOST, ...headers } });
}

/** Undoes the entity escaping the pages apply to text and attribute values. */
export function decodeEntities(value: string): string {
  return value
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/** Content of the meta tag `key` (property or name, either attribute order). */
export function metaContent(html: string, key: string): string | undefined {
  for (const match of html.matchAll(/<meta\s+([^>]*)>/g)) {
    const attributes = match[1] ?? '';
    const keyMatch = /(?:property|name)="([^"]*)"/.exec(attributes);
    if (keyMatch?.[1] !== key) continue;
    const content = /content="([^"]*)"/.exec(attributes)?.[1];
    if (content !== undefined) return decodeEntities(content);
  }
  return undefined;
}

/** Parsed bodies of every `<script type="application/ld+json">` block. */
export function jsonLdBlocks(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1] ?? 'null'),
  );
}

/** Value of the hidden input `name`. */
export function hiddenInputValue(html: string, name: string): string | undefined {
  const escaped = name.replace(/[[\]]/g, '\\$&');
  const value = new RegExp(`<input type="hidden" name="${escaped}" value="([^"]*)">`).exec(html)?.[1];
  return value === undefined ? undefined : decodeEntities(value);
}

/** Every href on the page, entity-decoded. */
export function hrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map((match) => decodeEntities(match[1] ?? ''));
}

/** Every img src on the page, entity-decoded. */
export function imageSources(html: string): string[] {
  return [...html.matchAll(/<img [^>]*src="([^"]*)"/g)].map((match) => decodeEntities(match[1] ?? ''));
}
