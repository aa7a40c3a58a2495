import { absoluteUrl } from './urls.ts';

/**
 * Folder names that only ever hold a shop's interface: skins, themes, layout pieces, icons and buttons. A product
 * photo is stored under the shop's product or upload folders, never in these.
 */
const uiFolders = new Set([
  'icon',
  'icons',
  'ico',
  'btn',
  'btns',
  'button',
  'buttons',
  'banner',
  'banners',
  'logo',
  'logos',
  'sns',
  'skin',
  'skins',
  'theme',
  'themes',
  'layout',
  'sprite',
  'sprites',
  'emoticon',
  'emoji',
  'flags',
  'badge',
  'badges',
  'common_img',
]);

/**
 * Words that name an interface picture when they stand as a whole token of the file name ("btn_buy.gif",
 * "icon-cart.png", "logo.png", "spacer.gif", "star5.png"). Tokens are split on `_ - .` and lose trailing digits, so
 * "star5" reads as "star". A product photo named after its product ("logo-tee-black") would be lost, but such names
 * are rare next to the thousands of shop icons that use these words.
 */
const uiWords = new Set([
  'logo',
  'icon',
  'ico',
  'btn',
  'button',
  'arrow',
  'arr',
  'prev',
  'next',
  'banner',
  'spacer',
  'blank',
  'pixel',
  'transparent',
  'loading',
  'loader',
  'spinner',
  'sprite',
  'badge',
  'sns',
  'facebook',
  'twitter',
  'instagram',
  'youtube',
  'star',
  'stars',
  'rating',
  'qrcode',
  'qr',
  'avatar',
  'placeholder',
  'favicon',
  'noimage',
  'noimg',
  'nophoto',
  'overlay',
  'play',
]);

/** The shop's one picture for link previews ("meta.png", "meta_image.png", "og_default.jpg", "image_meta.png"). */
const previewWords = new Set(['meta', 'og', 'ogimg', 'ogimage', 'opengraph']);
const previewCompanions = new Set([
  'image',
  'img',
  'default',
  'share',
  'sharing',
  'site',
  'social',
  'main',
  'common',
]);

function isPreviewPicture(tokens: readonly string[]): boolean {
  return (
    tokens.some((token) => previewWords.has(token)) &&
    tokens.every((token) => previewWords.has(token) || previewCompanions.has(token))
  );
}

/** Image path parts worth comparing: the folders and the file name without its extension, lower case. */
function pathParts(url: URL): { folders: string[]; fileTokens: string[] } {
  const segments = decodeSafe(url.pathname)
    .toLowerCase()
    .split('/')
    .filter((segment) => segment !== '');
  const file = segments.pop() ?? '';
  const stem = file.replace(/\.[a-z0-9]{2,5}$/, '');
  return {
    folders: segments,
    // Digits only trail a word ("star5", "icon01"): splitting on every digit would find "qr" inside hash names ("8Qr9…").
    // The look-behind starts the digit run only at its first digit: `\d+$` alone rescans the run from every digit.
    fileTokens: stem
      .split(/[_\-.\s]+/)
      .map((token) => token.replace(/(?<!\d)\d+$/, ''))
      .filter((token) => token !== ''),
  };
}

function decodeSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Tracking pixels and 1×1 spacers by their size hints in the address ("1x1.gif", "/pixel?", "…-16-16.png"). */
const tinySize = /(?:^|[^0-9])(?:1x1|0x0)(?:[^0-9]|$)|-(?:1[0-9]|2[0-4])-(?:1[0-9]|2[0-4])\.(?:png|gif|jpg)$/;

/** True when the address names a shop interface picture (icon, button, logo, banner, spacer, tracking pixel). */
export function isUiImageUrl(raw: string): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  const { folders, fileTokens } = pathParts(url);
  if (folders.some((folder) => uiFolders.has(folder))) return true;
  if (fileTokens.some((token) => uiWords.has(token)) || isPreviewPicture(fileTokens)) return true;
  return tinySize.test(url.pathname.toLowerCase());
}

/**
 * The identity of a picture: host and path, plus the query only when the path names no image file (a query such as
 * `?v=3` or `?w=600` on `photo.jpg` is a cache or size hint; on `image.php?id=7` it is the picture itself).
 */
export function imageIdentity(url: string): string {
  const withoutScheme = url.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/#.*$/, '');
  const queryAt = withoutScheme.indexOf('?');
  if (queryAt === -1) return withoutScheme;
  const path = withoutScheme.slice(0, queryAt);
  return /\.(?:jpe?g|png|gif|webp|avif|bmp)$/i.test(path) ? path : withoutScheme;
}

/** Size words shops glue to one picture's renditions, as a prefix ("t50_", "s-") or a suffix ("_thumb", "L", "-XS"). */
const sizePrefix = /^(?:t\d{2,3}|s|m|l|xs|thumb|thumbnail|tn|small|big|large|mini)[_-](?=.{6})/;
const sizeSuffix =
  /(?:[_-](?:xs|s|m|l|xl|thumb|thumbnail|tn|small|big|large|medium|mini|org|origin|zoom)|(?<=\d)(?:xs|s|m|l|xl))$/;
const rank: Readonly<Record<string, number>> = {
  xl: 4,
  l: 3,
  big: 3,
  large: 3,
  org: 4,
  origin: 4,
  zoom: 4,
  m: 2,
  medium: 2,
  s: 1,
  xs: 0,
  small: 1,
  thumb: 0,
  thumbnail: 0,
  tn: 0,
  mini: 0,
};

/** One picture whatever its rendition: the identity with the size words of its file name removed, and their rank. */
function renditionOf(url: string): { picture: string; rank: number } {
  const identity = imageIdentity(url);
  const slash = identity.lastIndexOf('/');
  const folder = identity.slice(0, slash + 1);
  const file = identity.slice(slash + 1);
  const dot = file.lastIndexOf('.');
  const stem = (dot > 0 ? file.slice(0, dot) : file).toLowerCase();
  const extension = dot > 0 ? file.slice(dot).toLowerCase() : '';
  const prefix = sizePrefix.exec(stem)?.[0] ?? '';
  const rest = stem.slice(prefix.length);
  const suffix = sizeSuffix.exec(rest)?.[0] ?? '';
  const core = rest.slice(0, rest.length - suffix.length);
  if (core.length < 6) return { picture: identity, rank: 2 };
  const word = (suffix || prefix).replace(/[_-]/g, '');
  const level = /^t\d+$/.test(word) ? 0 : (rank[word] ?? 2);
  return { picture: `${folder}${core}${extension}`, rank: level };
}

/**
 * A product gallery from candidate addresses in page order: made absolute and repaired, one per picture (renditions
 * of one picture, "…239XS.jpg" and "…239L.jpg", count once at the largest size, in the place of the first), shop
 * interface pictures left out.
 */
export function galleryUrls(raws: Iterable<string | null | undefined>, base: string | URL): string[] {
  const pictures = new Map<string, { url: string; rank: number }>();
  for (const raw of raws) {
    const url = absoluteUrl(raw, base);
    if (url === null || isUiImageUrl(url)) continue;
    const { picture, rank: level } = renditionOf(url);
    const seen = pictures.get(picture);
    if (seen === undefined) pictures.set(picture, { url, rank: level });
    else if (level > seen.rank) pictures.set(picture, { url, rank: level });
  }
  return [...pictures.values()].map((entry) => entry.url);
}
