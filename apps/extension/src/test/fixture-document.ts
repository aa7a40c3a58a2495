import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeHtml } from '@ollida/listing/decode';

// A path, not `new URL(…, import.meta.url)`: under jsdom `URL` is jsdom's, which Node's fileURLToPath refuses.
const fixturesRoot = join(dirname(fileURLToPath(import.meta.url)), '../../../../packages/listing/fixtures');

/** The expectations of a corpus fixture that the extension's tests check (the corpus test checks the rest). */
export interface FixtureExpectations {
  url: string;
  contentType: string | null;
  parser: string;
  expected: {
    name?: string | null;
    salePrice?: number | null;
    originalPrice?: number | null;
    images?: string[];
    searchTags?: string[];
    options?: { variants?: Array<{ priceDelta?: number }> } | null;
    warnings?: string[];
  };
}

/**
 * A fixture of `packages/listing/fixtures` as the browser would hold it: bytes decoded (the browser does this before
 * the popup sees anything), parsed into a jsdom document, scripts not run.
 */
export function loadFixtureDocument(id: string): { doc: Document; spec: FixtureExpectations } {
  const spec = JSON.parse(readFileSync(join(fixturesRoot, `${id}.json`), 'utf8')) as FixtureExpectations;
  const bytes = new Uint8Array(readFileSync(join(fixturesRoot, `${id}.html`)));
  const { html } = decodeHtml(bytes, spec.contentType);
  return { doc: new DOMParser().parseFromString(html, 'text/html'), spec };
}
