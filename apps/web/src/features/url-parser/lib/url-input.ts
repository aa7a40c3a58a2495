const schemePattern = /^https?:\/\//i;

/** The URL as the parser wants it: trimmed, `https://` added when no http(s) scheme leads; null when blank. */
export function normalizeUrl(raw: string): string | null {
  const trimmed = raw.trim();
  if (trimmed === '') return null;
  return schemePattern.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** One URL per line: blank lines dropped, each line normalised (spec 1 §5 bulk text). */
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

const urlColumnNames = ['url', '링크', '주소', '상품url'];

/** The header that most likely holds the URLs: an exact known name first, then any name containing "url". */
export function guessUrlColumn(headers: readonly string[]): string | null {
  const normalized = headers.map((header) => header.trim().toLowerCase().replace(/\s+/g, ''));
  const exact = normalized.findIndex((header) => urlColumnNames.includes(header));
  if (exact >= 0) return headers[exact] ?? null;
  const partial = normalized.findIndex((header) => header.includes('url') || header.includes('링크'));
  return partial >= 0 ? (headers[partial] ?? null) : null;
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

/** Spec 1 §5: the file name must end in .csv, in any letter case. */
export function isCsvFileName(name: string): boolean {
  return /\.csv$/i.test(name.trim());
}
