import { Upstream } from '../../platform/domain-errors.ts';

/** Ids per `confirm`/`dispatch` call. */
export const NAVER_ORDER_CHANGE_BATCH = 30;
/** Code of a row a confirm/dispatch answer did not mention, or whose call got no usable answer. */
export const NO_ANSWER = 'NO_ANSWER';

/** Outcome of a confirm or dispatch: rows Naver accepted and rows it refused (or did not answer for). */
export interface NaverOrderChangeResult {
  succeeded: string[];
  failed: { productOrderId: string; code: string; message: string }[];
}

/** `items` in runs of `size`, in order. */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

/**
 * Sends non-idempotent batches one after another. A call that fails is not repeated (it may have taken effect): its
 * rows and the later ones come back as NO_ANSWER, unless nothing was sent before, when the error is thrown.
 */
export async function inBatches<T>(
  rows: readonly T[],
  idOf: (row: T) => string,
  send: (batch: T[]) => Promise<NaverOrderChangeResult>,
): Promise<NaverOrderChangeResult> {
  const result: NaverOrderChangeResult = { succeeded: [], failed: [] };
  const batches = chunks(rows, NAVER_ORDER_CHANGE_BATCH);
  for (const [index, batch] of batches.entries()) {
    let answer: NaverOrderChangeResult;
    try {
      answer = await send(batch);
    } catch (error) {
      if (index === 0 || !(error instanceof Upstream)) throw error;
      const message = `네이버 응답을 받지 못했습니다. 주문 상태를 확인한 뒤 다시 시도해 주세요. (${error.message})`;
      for (const row of batches.slice(index).flat())
        result.failed.push({ productOrderId: idOf(row), code: NO_ANSWER, message });
      return result;
    }
    // Only rows of this batch count, each once: an answer naming other ids is not believed for them.
    const asked = new Set(batch.map(idOf));
    const answered = new Set<string>();
    for (const id of answer.succeeded) {
      if (asked.has(id) && !answered.has(id)) result.succeeded.push(id);
      answered.add(id);
    }
    for (const row of answer.failed) {
      if (asked.has(row.productOrderId) && !answered.has(row.productOrderId)) result.failed.push(row);
      answered.add(row.productOrderId);
    }
    for (const row of batch) {
      const id = idOf(row);
      if (!answered.has(id))
        result.failed.push({
          productOrderId: id,
          code: NO_ANSWER,
          message: '네이버가 이 상품주문에 답하지 않았습니다.',
        });
    }
  }
  return result;
}
