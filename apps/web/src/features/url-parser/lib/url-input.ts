const schemePattern = /^https?:\/\//i;

/** The URL as the parser wants it: trimmed, `https://` added when no http(s) scheme leads; null when blank. */
export function normalizeUrl(raw: string): string | null {
  const trimmed = raw.trim();
  if (trimmed === '') return null;
  return schemePattern.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/**
 * Why an address with a scheme other than http(s) (`ftp://`, `file://`) cannot be parsed, in Korean; null when the
 * address has no scheme or an http(s) one.
 */
export function unsupportedSchemeText(raw: string): string | null {
  const scheme = /^([a-z][a-z0-9+.-]{0,19}):\/\//i.exec(raw.trim())?.[1]?.toLowerCase();
  if (scheme === undefined || scheme === 'http' || scheme === 'https') return null;
  return `${scheme}:// 주소는 지원하지 않습니다. http:// 또는 https:// 로 시작하는 상품 주소를 입력해 주세요.`;
}

/** One URL per line: blank lines dropped, each line normalised (docs/product/listing.md#url-rules). */
export function urlsFromLines(text: string): string[] {
  return text.split(/\r?\n/).flatMap((line) => {
    const url = normalizeUrl(line);
    return url === null ? [] : [url];
  });
}

/** Lines that hold something, for the live count under the textarea. */
export function countFilledLines(text: string): number {
  return text.split(/\r?\n/).filter((line) => line.trim() !== '').length;
}

const urlColumnNames = ['url', '링크', '주소', '상품url', '상품주소', '상품링크'];

/** The header that most likely holds the URLs: an exact known name first, then any name containing "url". */
export function guessUrlColumn(headers: readonly string[]): string | null {
  const normalized = headers.map((header) => header.trim().toLowerCase().replace(/\s+/g, ''));
  const exact = normalized.findIndex((header) => urlColumnNames.includes(header));
  if (exact >= 0) return headers[exact] ?? null;
  const partial = normalized.findIndex(
    (header) => header.includes('url') || header.includes('링크') || header.includes('주소'),
  );
  return partial >= 0 ? (headers[partial] ?? null) : null;
}

/** How many filled cells the column check reads (a CSV has up to 5,000 rows). */
const columnSampleSize = 20;
const urlLikePattern = /^(https?:\/\/)?[^\s/.]+(\.[^\s/.]+)+(\/\S*)?$/i;

/**
 * A warning when the chosen column's first filled cells hold no web address (e.g. a 상품명 or 가격 column); null when
 * one of them looks like a URL or the column is empty.
 */
export function nonUrlColumnWarning(
  table: { headers: readonly string[]; rows: readonly (readonly string[])[] },
  header: string,
): string | null {
  const index = table.headers.indexOf(header);
  if (index < 0) return null;
  const sample: string[] = [];
  for (const cells of table.rows) {
    if (sample.length >= columnSampleSize) break;
    const cell = (cells[index] ?? '').trim();
    if (cell !== '') sample.push(cell);
  }
  if (sample.length === 0 || sample.some((cell) => urlLikePattern.test(cell))) return null;
  return `'${header}' 컬럼에는 상품 주소가 보이지 않습니다. URL이 들어 있는 컬럼을 골라 주세요.`;
}

/** The column's cells as URLs: trimmed, blanks dropped, normalised like a typed URL. */
export function urlsFromColumn(
  table: { headers: readonly string[]; rows: readonly (readonly string[])[] },
  header: string,
): string[] {
  const index = table.headers.indexOf(header);
  if (index < 0) return [];
  return table.rows.flatMap((row) => {
    const url = normalizeUrl(row[index] ?? '');
    return url === null ? [] : [url];
  });
}

/** The first URLs of the column with their row number, for the preview under the column selector. */
export function columnPreview(
  table: { headers: readonly string[]; rows: readonly (readonly string[])[] },
  header: string,
  count: number,
): { row: number; url: string }[] {
  const index = table.headers.indexOf(header);
  const preview: { row: number; url: string }[] = [];
  if (index < 0) return preview;
  for (const [row, cells] of table.rows.entries()) {
    if (preview.length >= count) break;
    const url = normalizeUrl(cells[index] ?? '');
    if (url !== null) preview.push({ row, url });
  }
  return preview;
}

/** docs/product/listing.md#csv-import: the file name must end in .csv, in any letter case. */
export function isCsvFileName(name: string): boolean {
  return /\.csv$/i.test(name.trim());
}
