import { Parser } from 'htmlparser2';
import { limitNesting } from '../nesting.ts';
import { absoluteUrl } from '../urls.ts';

/** The absolute http(s) URL `raw` points to from `base`, without its fragment, or null (javascript:, mailto:…). */
function linkUrl(raw: string, base: string): string | null {
  const url = absoluteUrl(raw, base);
  if (url === null) return null;
  // A serialised URL holds `#` only as the fragment delimiter.
  const hash = url.indexOf('#');
  return hash >= 0 ? url.slice(0, hash) : url;
}

/** The page's own URL, which must be absolute http(s). */
function pageHref(pageUrl: string): string | null {
  try {
    const url = new URL(pageUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The absolute http(s) URLs of `<a href>` and `<area href>` in document order, resolved against the first
 * `<base href>` (else `pageUrl`), without fragments or duplicates, at most `max`. Streams the HTML: no DOM is built.
 */
export function extractLinks(html: string, pageUrl: string, max = 5_000): string[] {
  const limit = Math.floor(max);
  const page = pageHref(pageUrl);
  if (page === null || !(limit > 0)) return [];

  let base = page;
  let hasBase = false;
  let links: string[] = [];
  let raws: string[] = [];
  let seen = new Set<string>();

  const add = (raw: string): void => {
    const url = linkUrl(raw, base);
    if (url === null || seen.has(url)) return;
    seen.add(url);
    links.push(url);
    raws.push(raw);
  };

  const parser = new Parser({
    onopentag(name, attribs) {
      const href = attribs.href;
      if (href === undefined) return;
      if (name === 'base') {
        // Only the first <base href> counts, even an unusable one (HTML "document base URL").
        if (hasBase) return;
        hasBase = true;
        base = absoluteUrl(href, page) ?? page;
        // The base applies to the whole document; links seen before it (non-conforming markup) are resolved again.
        const earlier = raws;
        links = [];
        raws = [];
        seen = new Set();
        for (const raw of earlier) add(raw);
        return;
      }
      if (name !== 'a' && name !== 'area') return;
      add(href);
      // Enough links: stop tokenising the rest of a huge page.
      if (links.length >= limit) parser.pause();
    },
  });
  // htmlparser2's open-element stack costs the square of the nesting depth: flattened first, as for every page.
  parser.write(limitNesting(html));
  if (links.length < limit) parser.end();
  return links.slice(0, limit);
}
