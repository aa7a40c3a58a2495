/** Schemes a product image or link may use; anything else (javascript:, data:, file:…) is dropped. */
const webSchemes = new Set(['http:', 'https:']);

/**
 * Resolves `raw` against `base` and repairs the broken forms seen on supplier pages (`https:https://…`,
 * `http://https://…`, protocol-relative `//host/…`, stray whitespace). Returns null when no http(s) URL results.
 */
export function absoluteUrl(raw: string | null | undefined, base: string | URL): string | null {
  if (raw === null || raw === undefined) return null;
  let candidate = raw.trim().replace(/[\r\n\t]/g, '');
  if (candidate === '' || candidate.length > 4_096) return null;
  // Doubled schemes: "https:https://x", "https://https://x", "http:https://x".
  candidate = candidate.replace(/^(?:https?:(?:\/\/)?)+(https?:\/\/)/i, '$1');
  try {
    const url = new URL(candidate, base);
    return webSchemes.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** Absolute, repaired and de-duplicated URLs in their first-seen order. */
export function uniqueUrls(raws: Iterable<string | null | undefined>, base: string | URL): string[] {
  const seen = new Set<string>();
  for (const raw of raws) {
    const url = absoluteUrl(raw, base);
    if (url !== null) seen.add(url);
  }
  return [...seen];
}

/** The URL's host name in lower case without a leading `www.`/`m.`, or '' for an unparsable URL. */
export function siteHost(url: string | URL): string {
  try {
    const host = (typeof url === 'string' ? new URL(url) : url).hostname.toLowerCase();
    return host.replace(/^(?:www|m)\./, '');
  } catch {
    return '';
  }
}

/** True when `host` is `domain` or one of its subdomains. */
export function hostIs(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}
