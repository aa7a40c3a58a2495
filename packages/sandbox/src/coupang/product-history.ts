import { kstDateTime } from './kst.ts';
import { findProhibitedWord } from './prohibited-words.ts';
import { CoupangSandboxError } from './wire.ts';

/** One change of a product's review state, kept in the order it happened. */
export interface ProductHistoryEntry {
  /** Coupang's Korean statusName the product moved to. */
  status: string;
  at: number;
  by: string;
  comment: string;
}

/** Who settles reviews in the sandbox (Coupang's review team on the real service). */
export const REVIEWER = '쿠팡 상품검수';

/**
 * Why the review refuses a product's names, or undefined when they pass. Prohibited words are judged in the review
 * (승인반려 with this reason), not by the create call: Coupang publishes no word list and documents no such create
 * error, while review rejections are its documented channel (docs/protocols/coupang-wing.md §4; the list itself is the
 * sandbox's choice, see prohibited-words.ts).
 */
export function denialReasonOf(sellerProductName: string, displayProductName?: string): string | undefined {
  const names: [string, string | undefined][] = [
    ['상품명', sellerProductName],
    ['노출상품명', displayProductName],
  ];
  for (const [label, name] of names) {
    const found = name === undefined ? undefined : findProhibitedWord(name);
    if (found === undefined) continue;
    return found.kind === 'counterfeit'
      ? `${label}에 판매 금지 표현('${found.word}')이 포함되어 승인이 반려되었습니다.`
      : `${label}에 질병의 예방·치료 효능을 표방하는 표현('${found.word}')이 포함되어 승인이 반려되었습니다. 의약품으로 오인될 수 있는 표현은 사용할 수 없습니다.`;
  }
  return undefined;
}

const defaultPageSize = 20;
const maxPageSize = 100;

function queryValue(query: unknown, name: string): string | undefined {
  const value = typeof query === 'object' && query !== null ? Reflect.get(query, name) : undefined;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function pageOf(query: unknown): { offset: number; size: number } {
  const token = queryValue(query, 'nextToken');
  const size = queryValue(query, 'maxPerPage');
  if (token !== undefined && !/^\d{1,6}$/.test(token)) {
    throw new CoupangSandboxError(400, 'product', `nextToken[${token}]이 올바르지 않습니다.`);
  }
  const pageSize = size === undefined ? defaultPageSize : Number(size);
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > maxPageSize) {
    throw new CoupangSandboxError(
      400,
      'product',
      `maxPerPage는 1 이상 ${maxPageSize} 이하의 정수여야 합니다. (입력값: ${String(size)})`,
    );
  }
  return { offset: token === undefined ? 0 : Number(token), size: pageSize };
}

/**
 * `GET …/seller-products/{id}/histories`: newest first, paged by an offset token ("" on the last page). The protocol
 * notes (docs/protocols/coupang-wing.md §3) only say the official sample has `"code":"200"`; the entry fields and the paging are our
 * best reading of that sample, not a confirmed shape.
 */
export function historiesPage(history: readonly ProductHistoryEntry[], query: unknown) {
  const { offset, size } = pageOf(query);
  const newestFirst = [...history].reverse();
  const page = newestFirst.slice(offset, offset + size);
  return {
    code: '200',
    message: 'SUCCESS',
    data: page.map((entry) => ({
      status: entry.status,
      createdAt: kstDateTime(entry.at),
      createdBy: entry.by,
      comment: entry.comment,
    })),
    nextToken: offset + size < newestFirst.length ? String(offset + size) : '',
  };
}
