import { load } from 'cheerio/slim';
import { uniqueUrls } from '../urls.ts';

/** Lazy-loading attributes first: their `src` is then only a placeholder. */
const SOURCE_ATTRIBUTES = ['data-src', 'ec-data-src', 'data-original', 'src'] as const;

/** Absolute URLs of the `<img>`s in a seller's detail HTML, in order, resolved against the product URL. */
export function detailImagesOf(html: string | null, baseUrl: string): string[] {
  if (html === null || !html.includes('<img')) return [];
  const $ = load(html);
  const sources = $('img')
    .toArray()
    .map((element) => {
      const attribute = SOURCE_ATTRIBUTES.find((name) => (element.attribs[name] ?? '').trim() !== '');
      return attribute === undefined ? undefined : element.attribs[attribute];
    });
  return uniqueUrls(sources, baseUrl);
}
