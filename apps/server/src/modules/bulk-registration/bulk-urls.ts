import { errorCodes } from '@ollida/contracts/errors';
import { bulkLimits } from '@ollida/contracts/uploads';
import { Invalid } from '../../platform/domain-errors.ts';
import { normalizeSourceUrl } from '../source-parser/index.ts';

/** One line of the paste as it becomes a batch item: a URL to work on, or a line refused on the spot. */
export type PreparedLine = { url: string; invalid: false } | { url: string; invalid: true; message: string };

export interface PreparedUrls {
  lines: PreparedLine[];
  duplicatesSkipped: number;
}

/** Same page for the duplicate check: scheme and host lower-cased (URL does that), no fragment. */
function duplicateKey(href: string): string {
  const url = new URL(href);
  url.hash = '';
  return url.href;
}

/**
 * docs/product/listing.md#url-rules: lines trimmed, blanks dropped, `https://` put in front when missing; the same URL twice is
 * kept once. A line that is still not an http(s) URL stays in the batch as an item that failed at once, so the
 * seller sees it in the list. Throws the Korean 400s for no URL at all and for more than the batch limit.
 */
export function prepareBulkUrls(rawLines: readonly string[]): PreparedUrls {
  const seen = new Set<string>();
  const lines: PreparedLine[] = [];
  let duplicatesSkipped = 0;
  for (const raw of rawLines) {
    // A pasted block may arrive as one string with line breaks in it.
    for (const part of raw.split(/\r?\n/)) {
      const line = part.trim();
      if (line === '') continue;
      let prepared: PreparedLine;
      try {
        prepared = { url: duplicateKey(normalizeSourceUrl(line)), invalid: false };
      } catch {
        prepared = { url: line, invalid: true, message: `올바른 URL이 아닙니다: ${line}` };
      }
      if (seen.has(prepared.url)) {
        duplicatesSkipped += 1;
        continue;
      }
      seen.add(prepared.url);
      lines.push(prepared);
    }
  }
  if (lines.length === 0) {
    throw new Invalid('유효한 URL이 없습니다. 한 줄에 하나씩 입력해주세요.', errorCodes.bulkNoUrls);
  }
  if (lines.length > bulkLimits.maxUrls) {
    throw new Invalid(
      `한 번에 최대 ${bulkLimits.maxUrls.toLocaleString('ko-KR')}개까지 등록할 수 있습니다. (입력 ${lines.length.toLocaleString('ko-KR')}개)`,
      errorCodes.bulkTooManyUrls,
    );
  }
  return { lines, duplicatesSkipped };
}
