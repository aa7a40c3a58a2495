import { Parser } from 'htmlparser2';

/** The page and child-sitemap URLs of one sitemap file. */
export interface SitemapEntries {
  /** `<urlset><url><loc>`: pages. */
  urls: string[];
  /** `<sitemapindex><sitemap><loc>`: further sitemap files. */
  sitemaps: string[];
}

/** No URL is longer; a bigger `<loc>` is garbage and not worth buffering. */
const maxLocChars = 4_096;

/** `sm:loc` → `loc`: sitemaps come with and without a namespace prefix, in any case. */
function localName(name: string): string {
  const colon = name.lastIndexOf(':');
  return (colon >= 0 ? name.slice(colon + 1) : name).toLowerCase();
}

function httpUrl(raw: string): string | null {
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Reads a sitemap (`<urlset>`) or sitemap index (`<sitemapindex>`), namespaced or not, with CDATA and entities:
 * absolute http(s) locations without duplicates, at most `max` in all. Garbage yields empty lists.
 */
export function parseSitemap(xml: string, max = 50_000): SitemapEntries {
  const limit = Math.floor(max);
  const entries: SitemapEntries = { urls: [], sitemaps: [] };
  if (!(limit > 0)) return entries;

  const seen = new Set<string>();
  const open: string[] = [];
  let loc: string | null = null;

  const parser = new Parser(
    {
      onopentag(name) {
        const local = localName(name);
        open.push(local);
        if (local === 'loc') loc = '';
      },
      ontext(text) {
        if (loc !== null && loc.length <= maxLocChars) loc += text;
      },
      onclosetag() {
        const local = open.pop();
        if (local !== 'loc' || loc === null) return;
        const parent = open.at(-1);
        const url = loc.length <= maxLocChars ? httpUrl(loc) : null;
        loc = null;
        if (url === null || seen.has(url)) return;
        // `<image:loc>` sits in `<image:image>`, `<video:…>` likewise: only page and sitemap locations count.
        const list = parent === 'url' ? entries.urls : parent === 'sitemap' ? entries.sitemaps : null;
        if (list === null) return;
        seen.add(url);
        list.push(url);
        if (entries.urls.length + entries.sitemaps.length >= limit) parser.pause();
      },
    },
    { xmlMode: true },
  );
  parser.write(xml);
  if (entries.urls.length + entries.sitemaps.length < limit) parser.end();
  return entries;
}
