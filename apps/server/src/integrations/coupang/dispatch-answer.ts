import { z } from 'zod';
import { Upstream } from '../../platform/domain-errors.ts';
import { type CallDescription, parseShape, unwrapEnvelope } from './coupang-response.ts';
import { flagSchema, idSchema, textSchema } from './coupang-values.ts';

/** Coupang's answer for one shipment box of an acknowledge or invoice upload. */
export interface CoupangDispatchRow {
  shipmentBoxId: string;
  succeed: boolean;
  resultCode: string;
  retryRequired: boolean;
  resultMessage: string;
}

/** `data.responseCode`: -1 NONE, 0 SUCCESS, 1 PARTIAL_ERROR, 99 FAILED (coupang-wing-lifecycle §5). */
const knownResponseCodes = new Set([-1, 0, 1, 99]);

const answerSchema = z.object({
  responseCode: z.union([z.number().int(), z.string().regex(/^-?\d+$/)]).transform(Number),
  responseMessage: textSchema,
  responseList: z
    .array(
      z.object({
        shipmentBoxId: idSchema,
        succeed: flagSchema,
        resultCode: textSchema,
        retryRequired: flagSchema,
        resultMessage: textSchema,
      }),
    )
    .nullish()
    .transform((rows) => rows ?? []),
});

/**
 * The rows of a dispatch answer in the order of the boxes sent (`boxIds`, one entry per row sent, so a box with
 * several items appears several times). HTTP 200 says nothing: each row's `succeed` decides, and a box the answer
 * does not mention is reported as NO_ANSWER, to be checked and sent again.
 */
export function dispatchRows(
  body: unknown,
  boxIds: readonly string[],
  call: CallDescription,
): CoupangDispatchRow[] {
  const answer = parseShape(answerSchema, unwrapEnvelope(body, call), call);
  if (!knownResponseCodes.has(answer.responseCode)) {
    throw new Upstream(
      `쿠팡의 ${call.operation} 응답에 알 수 없는 처리 결과 코드(${answer.responseCode})가 있습니다.`,
      { provider: 'coupang', httpStatus: 200, retryable: false, providerCode: String(answer.responseCode) },
    );
  }
  const byBox = new Map<string, CoupangDispatchRow[]>();
  for (const row of answer.responseList) {
    const queue = byBox.get(row.shipmentBoxId) ?? [];
    queue.push(row);
    byBox.set(row.shipmentBoxId, queue);
  }
  const unanswered = answer.responseMessage === '' ? '' : ` (쿠팡 메시지: ${answer.responseMessage})`;
  return boxIds.map(
    (shipmentBoxId) =>
      byBox.get(shipmentBoxId)?.shift() ?? {
        shipmentBoxId,
        succeed: false,
        resultCode: 'NO_ANSWER',
        retryRequired: true,
        resultMessage: `쿠팡 응답에 이 배송번호의 처리 결과가 없습니다. 주문 상태를 확인한 뒤 다시 시도해 주세요.${unanswered}`,
      },
  );
}

/** Rows of a chunk that failed as a whole (after earlier chunks went through), and of the chunks not sent. */
export function unsentRows(boxIds: readonly string[], resultCode: string, message: string, retry: boolean) {
  return boxIds.map(
    (shipmentBoxId): CoupangDispatchRow => ({
      shipmentBoxId,
      succeed: false,
      resultCode,
      retryRequired: retry,
      resultMessage: message,
    }),
  );
}
