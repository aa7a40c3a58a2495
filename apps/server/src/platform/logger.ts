import type { FastifyServerOptions } from 'fastify';

/** Query parameters whose values never reach the logs. */
const secretParams = new Set([
  'code',
  'state',
  'token',
  'access_token',
  'id_token',
  'jwt',
  'secret',
  'password',
  'client_secret',
  'client_secret_sign',
  'signature',
]);

/** Replaces secret query values with `[REDACTED]` so OAuth codes and tokens never enter the logs. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const key of [...params.keys()]) {
    if (secretParams.has(key.toLowerCase())) params.set(key, '[REDACTED]');
  }
  return `${url.slice(0, queryStart)}?${params.toString()}`;
}

/** pino options: request ids, secret headers and query values redacted; `stream` lets tests read the lines. */
export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'res.headers.location',
      ],
      censor: '[REDACTED]',
    },
    serializers: {
      req: (request: { method: string; url: string; id: string; ip?: string }) => ({
        id: request.id,
        method: request.method,
        url: redactUrl(request.url),
        ip: request.ip,
      }),
    },
  };
}
