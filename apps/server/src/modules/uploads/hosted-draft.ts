import type { ProductDetails, ProductImage } from '@ollida/contracts/product-details';
import { Invalid } from '../../platform/domain-errors.ts';
import {
  findImageTags,
  type ImageHost,
  type ImageRole,
  imageSourceUrl,
  imageTagWith,
  replaceImageTags,
} from '../hosted-images/index.ts';

/** The draft's picture URLs with the role each is hosted in: a representative is made square for Coupang. */
function picturesOf(details: ProductDetails): Map<string, ImageRole> {
  const roles = new Map<string, ImageRole>();
  const add = (url: string, role: ImageRole) => {
    if (url === '') return;
    if (role === 'representative' || !roles.has(url)) roles.set(url, role);
  };
  add(details.imageUrl, 'representative');
  for (const [index, url] of details.images.entries()) add(url, index === 0 ? 'representative' : 'detail');
  for (const item of details.items) {
    for (const image of item.images)
      add(image.vendorPath, image.imageType === 'REPRESENTATION' ? 'representative' : 'detail');
  }
  return roles;
}

/**
 * The draft with every picture on Ollida's own origin (issue 21): Coupang downloads `vendorPath`s from us, never from
 * the supplier, and every path is short. A picture that cannot be hosted is left out (the listing keeps the others);
 * when no representative is left the host's own Korean refusal is thrown. Detail-page pictures that fail are removed
 * from the HTML. Runs outside any transaction (the host takes the owner's quota lock itself).
 */
export async function withHostedImages(
  host: ImageHost,
  workspaceId: string,
  details: ProductDetails,
): Promise<ProductDetails> {
  const hosted = new Map<string, string>();
  let firstRefusal: unknown;
  for (const [url, role] of picturesOf(details)) {
    try {
      hosted.set(url, (await host.host(workspaceId, url, role)).url);
    } catch (error) {
      // A picture the host refuses (download, type, size) is left out; a used-up allowance or a storage failure is not
      // the picture's fault and stops the upload.
      if (!(error instanceof Invalid)) throw error;
      firstRefusal ??= error;
    }
  }
  const mapped = (url: string) => hosted.get(url);
  const images = details.images.flatMap((url) => mapped(url) ?? []);
  const imageUrl = mapped(details.imageUrl) ?? images[0] ?? '';
  if (imageUrl === '' && firstRefusal !== undefined) throw firstRefusal;
  const items = details.items.map((item) => ({
    ...item,
    images: item.images
      .flatMap((image): ProductImage[] => {
        const url = mapped(image.vendorPath);
        return url === undefined ? [] : [{ ...image, vendorPath: url }];
      })
      .map((image, imageOrder) => ({ ...image, imageOrder })),
  }));
  const detailHtml =
    details.detailHtml.trim() === ''
      ? details.detailHtml
      : (await host.hostDetailHtml(workspaceId, details.detailHtml)).html;
  return { ...details, imageUrl, images, items, detailHtml };
}

/**
 * The detail page with its pictures on Naver's own image server: each distinct picture uploaded once (`upload` answers
 * Naver URLs in order), a picture Naver could not take left out. At most `max` pictures are kept.
 */
export async function withNaverDetailImages(
  html: string,
  upload: (urls: readonly string[]) => Promise<string[]>,
  max = 30,
): Promise<string> {
  const tags = findImageTags(html);
  const sources = [...new Set(tags.flatMap((tag) => imageSourceUrl(tag.attribs.src) ?? []))].slice(0, max);
  if (sources.length === 0) return html;
  const uploaded = new Map<string, string>();
  try {
    (await upload(sources)).forEach((url, index) => {
      const source = sources[index];
      if (source !== undefined) uploaded.set(source, url);
    });
  } catch {
    // One picture Naver or the supplier refuses fails the whole batch: try them one by one.
    for (const source of sources) {
      const [url] = await upload([source]).catch(() => []);
      if (url !== undefined) uploaded.set(source, url);
    }
  }
  return replaceImageTags(html, tags, (tag) => {
    const source = imageSourceUrl(tag.attribs.src);
    const url = source === null ? undefined : uploaded.get(source);
    return url === undefined ? '' : imageTagWith(tag.attribs, url);
  });
}

/**
 * The draft as the review's dry run sees it when pictures will be hosted: every picture URL replaced by a short one of
 * the hosted form, so a long supplier URL is not refused for a length it will not have.
 */
export function withHostedPlaceholders(details: ProductDetails): ProductDetails {
  const placeholder = (url: string, index: number) =>
    url === '' ? '' : `https://ollida.invalid/i/${index}.jpg`;
  return {
    ...details,
    imageUrl: placeholder(details.imageUrl, 0),
    images: details.images.map((url, index) => placeholder(url, index + 1)),
    items: details.items.map((item, itemIndex) => ({
      ...item,
      images: item.images.map((image, index) => ({
        ...image,
        vendorPath: placeholder(image.vendorPath, 100 + itemIndex * 10 + index),
      })),
    })),
  };
}
