import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';

const bigMarker = '\u0000big:';

/**
 * JSON text in which bigint values become bare integer literals, the way Coupang sends 18-digit ids; a JS number
 * could not carry them, and sending them as strings would hide the client's precision bugs.
 */
export function toWireJson(value: unknown): string {
  const text = JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'bigint' ? `${bigMarker}${item.toString()}` : item,
  );
  return text.replace(/"\\u0000big:(-?\d+)"/g, '$1');
}

/** Sends a JSON body with the content type the gateway uses. */
export function sendJson(reply: FastifyReply, status: number, body: unknown): FastifyReply {
  return reply.code(status).type('application/json;charset=UTF-8').send(toWireJson(body));
}

/** A gateway-level failure (auth, throttling, routing): `{code:"ERROR", message, transactionId}`. */
export function sendGatewayError(
  reply: FastifyReply,
  status: number,
  message: string,
  extra: Record<string, unknown> = {},
): FastifyReply {
  return sendJson(reply, status, { code: 'ERROR', message, transactionId: randomUUID(), ...extra });
}

/** A failure of the seller-product and category-meta family, whose code is the string "ERROR". */
export function sendProductError(
  reply: FastifyReply,
  status: number,
  message: string,
  extra: Record<string, unknown> = {},
): FastifyReply {
  return sendJson(reply, status, { code: 'ERROR', message, ...extra });
}

/** A failure of the order / shipping-center / predict family, whose code is the numeric HTTP status. */
export function sendNumericError(reply: FastifyReply, status: number, message: string): FastifyReply {
  return sendJson(reply, status, { code: status, message, data: null });
}

/** A thrown failure that route code raises and the plugin's error handler renders in the right family shape. */
export class CoupangSandboxError extends Error {
  constructor(
    readonly status: number,
    readonly family: 'product' | 'numeric' | 'gateway',
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}
