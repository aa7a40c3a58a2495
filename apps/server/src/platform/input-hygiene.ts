import { errorCodes } from '@ollida/contracts/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** PostgreSQL cannot store U+0000 in text: no field of ours may carry it, so it is refused before any work. */
export const nulCharacterDetail = '입력값에 사용할 수 없는 문자(NUL)가 들어 있습니다.';

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((entry) => containsNul(entry, depth + 1));
  return Object.entries(value).some(
    ([key, entry]) => key.includes('\u0000') || containsNul(entry, depth + 1),
  );
}

/**
 * Refuses a NUL character anywhere in the URL (path or query, encoded as %00) or in a JSON body with the same
 * Korean 400, instead of the database error it would become half-way through a change.
 */
export function registerInputHygiene(app: FastifyInstance): void {
  const refuse = (reply: FastifyReply) =>
    reply
      .status(400)
      .type('application/json; charset=utf-8')
      .send({ detail: nulCharacterDetail, code: errorCodes.invalid });
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (/%00/i.test(request.url)) return refuse(reply);
  });
  app.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
    if (containsNul(request.body)) return refuse(reply);
  });
}

/**
 * Fastify's own refusals before routing (a path that is not valid percent-encoding, a path parameter over the
 * length limit) in our `{detail, code}` shape, without echoing the path back.
 */
export function frameworkErrorReply(error: { code?: string }, _request: unknown, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply
      .status(414)
      .type('application/json; charset=utf-8')
      .send({ detail: '요청 주소가 너무 깁니다.', code: errorCodes.invalid });
    return;
  }
  void reply
    .status(400)
    .type('application/json; charset=utf-8')
    .send({ detail: '요청 주소의 형식이 올바르지 않습니다.', code: errorCodes.invalid });
}
