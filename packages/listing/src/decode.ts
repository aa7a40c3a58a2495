import iconv from 'iconv-lite';

/** Where the charset used to decode a page came from (WHATWG order: BOM, transport, meta prescan, sniffing). */
export type CharsetSource = 'bom' | 'header' | 'meta' | 'sniffed' | 'default';

/** A decoded page and how its charset was chosen. */
export interface DecodedHtml {
  html: string;
  /** The iconv-lite name used, e.g. `utf-8`, `cp949`. */
  charset: string;
  source: CharsetSource;
}

/** Every label browsers treat as Korean (they all mean Windows code page 949, a superset of EUC-KR). */
const koreanLabels = new Set([
  'euc-kr',
  'euckr',
  'cp949',
  'ms949',
  'uhc',
  'windows-949',
  'windows949',
  'ks_c_5601-1987',
  'ks_c_5601-1989',
  'ksc5601',
  'ksc_5601',
  'csksc56011987',
  'iso-ir-149',
  'korean',
  'cseuckr',
  'x-windows-949',
]);

/** Maps a declared charset label to an iconv-lite encoding name, or null when unknown or unsupported. */
export function charsetFromLabel(label: string | null | undefined): string | null {
  if (label === null || label === undefined) return null;
  const normalised = label
    .trim()
    .replace(/^["']|["']$/g, '')
    .toLowerCase();
  if (normalised === '') return null;
  if (koreanLabels.has(normalised)) return 'cp949';
  if (normalised === 'utf8' || normalised === 'utf-8' || normalised === 'unicode-1-1-utf-8') return 'utf-8';
  return iconv.encodingExists(normalised) ? normalised : null;
}

/** The `charset=` parameter of a Content-Type header value. */
export function charsetFromContentType(contentType: string | null | undefined): string | null {
  const match = /charset\s*=\s*("?)([^";,\s]+)\1/i.exec(contentType ?? '');
  return charsetFromLabel(match?.[2]);
}

/** `<meta charset>` or `<meta http-equiv=Content-Type content=…charset=…>` in the first 1024 bytes (XML declarations ignored). */
function charsetFromMeta(bytes: Uint8Array): string | null {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  for (const tag of head.match(/<meta\b[^>]*>/gi) ?? []) {
    const direct = /\bcharset\s*=\s*["']?([^"'\s/>;]+)/i.exec(tag);
    if (direct !== null && !/http-equiv/i.test(tag)) return charsetFromLabel(direct[1]);
    if (/http-equiv\s*=\s*["']?content-type/i.test(tag)) {
      const content = /\bcontent\s*=\s*(["'])(.*?)\1/i.exec(tag);
      const charset = charsetFromContentType(content?.[2]);
      if (charset !== null) return charset;
    }
  }
  return null;
}

function isValidUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** True when the bytes contain anything outside ASCII (otherwise every candidate decodes them the same). */
function hasHighBytes(bytes: Uint8Array): boolean {
  return bytes.some((byte) => byte >= 0x80);
}

function decodeWith(bytes: Uint8Array, charset: string): string {
  return charset === 'utf-8'
    ? Buffer.from(bytes).toString('utf8')
    : iconv.decode(Buffer.from(bytes), charset);
}

/** A byte-order mark settles the encoding before anything else (UTF-8, UTF-16 LE/BE). */
function decodeByBom(bytes: Uint8Array): DecodedHtml | null {
  const withBom = (skip: number, charset: string): DecodedHtml => ({
    html: iconv.decode(Buffer.from(bytes.subarray(skip)), charset),
    charset,
    source: 'bom',
  });
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return withBom(3, 'utf-8');
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return withBom(2, 'utf-16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return withBom(2, 'utf-16be');
  return null;
}

/**
 * When a page declares UTF-8 or a Korean charset, the bytes can still prove it wrong: Korean text in CP949 is never
 * valid UTF-8, and Korean text in UTF-8 is (almost never accidentally). Only these two are corrected.
 */
function correctedCharset(bytes: Uint8Array, declared: string): string | null {
  if (declared !== 'utf-8' && declared !== 'cp949') return null;
  if (!hasHighBytes(bytes)) return null;
  const isUtf8 = isValidUtf8(bytes);
  if (declared === 'utf-8' && !isUtf8) return 'cp949';
  if (declared === 'cp949' && isUtf8) return 'utf-8';
  return null;
}

function decodeDeclared(bytes: Uint8Array, declared: string, source: CharsetSource): DecodedHtml {
  const corrected = correctedCharset(bytes, declared);
  if (corrected !== null)
    return { html: decodeWith(bytes, corrected), charset: corrected, source: 'sniffed' };
  return { html: decodeWith(bytes, declared), charset: declared, source };
}

/**
 * Decodes a page's bytes: a BOM wins, then the Content-Type charset (it beats a contradicting `<meta>`), then the
 * `<meta>` prescan, then sniffing (valid UTF-8 stays UTF-8; otherwise CP949, the usual undeclared Korean encoding).
 * A declared UTF-8/Korean charset the bytes contradict is corrected (see `correctedCharset`).
 */
export function decodeHtml(bytes: Uint8Array, contentType?: string | null): DecodedHtml {
  const byBom = decodeByBom(bytes);
  if (byBom !== null) return byBom;
  const fromHeader = charsetFromContentType(contentType);
  if (fromHeader !== null) return decodeDeclared(bytes, fromHeader, 'header');
  const fromMeta = charsetFromMeta(bytes);
  if (fromMeta !== null) return decodeDeclared(bytes, fromMeta, 'meta');
  if (!hasHighBytes(bytes) || isValidUtf8(bytes)) {
    return {
      html: decodeWith(bytes, 'utf-8'),
      charset: 'utf-8',
      source: hasHighBytes(bytes) ? 'sniffed' : 'default',
    };
  }
  return { html: decodeWith(bytes, 'cp949'), charset: 'cp949', source: 'sniffed' };
}

/**
 * Decodes a text file without markup (a CSV saved by Excel): BOM first, then valid UTF-8, otherwise CP949 — the
 * encoding Korean Excel uses for "CSV (쉼표로 분리)".
 */
export function decodeText(bytes: Uint8Array): DecodedHtml {
  const byBom = decodeByBom(bytes);
  if (byBom !== null) return byBom;
  if (isValidUtf8(bytes)) return { html: decodeWith(bytes, 'utf-8'), charset: 'utf-8', source: 'sniffed' };
  return { html: decodeWith(bytes, 'cp949'), charset: 'cp949', source: 'sniffed' };
}
