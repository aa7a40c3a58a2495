import type { FastifyReply } from 'fastify';

/**
 * The Open API's "standard error message" (표준오류 메시지): openapi.domeggook.com says every API answers errors in
 * one shape but the stored docs do not show it. Public clients read `errors.code`, `errors.message` and
 * `errors.dmessage` from the JSON body and check the body, not the HTTP status, so the sandbox answers
 * `{ "errors": { code, message, dmessage } }` with HTTP 200. The codes below are the sandbox's own guesses.
 */
export const DOMEGGOOK_ERRORS = {
  missingParameter: { code: 'E1001', message: '필수 파라미터가 누락되었습니다.' },
  invalidParameter: { code: 'E1002', message: '파라미터 값이 올바르지 않습니다.' },
  unsupportedOutput: { code: 'E1003', message: '지원하지 않는 출력 형식입니다.' },
  invalidKey: { code: 'E2001', message: '유효하지 않은 API Key입니다.' },
  unknownMode: { code: 'E3001', message: '존재하지 않는 API입니다.' },
  itemNotFound: { code: 'E4001', message: '상품정보가 존재하지 않습니다.' },
} as const;

/** One of the sandbox's error kinds. */
export type DomeggookErrorKind = keyof typeof DOMEGGOOK_ERRORS;

/** Sends the standard error body; `detail` becomes `dmessage`, the longer explanation. */
export function sendDomeggookError(
  reply: FastifyReply,
  kind: DomeggookErrorKind,
  detail: string,
): FastifyReply {
  const { code, message } = DOMEGGOOK_ERRORS[kind];
  return reply
    .code(200)
    .type('application/json; charset=utf-8')
    .send({ errors: { code, message, dmessage: detail } });
}
