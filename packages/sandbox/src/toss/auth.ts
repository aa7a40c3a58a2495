import { sameSecret } from '../text-safety.ts';
import { type TossReply, tossError } from './errors.ts';
import type { TossMerchantKeys } from './options.ts';

/** Outcome of checking a request's `Authorization: Basic base64("<secretKey>:")` header. */
export type SecretKeyCheck = { kind: 'ok'; keys: TossMerchantKeys } | { kind: 'error'; reply: TossReply };

const base64Pattern = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * Finds the merchant key pair whose secret key the header carries. Only the exact header a correct client sends
 * (`Basic ` + base64 of the secret key and an empty password) passes: a password, another scheme spelling or a
 * non-canonical encoding is UNAUTHORIZED_KEY, so a client bug here cannot pass locally and fail against Toss.
 */
export function checkSecretKey(
  header: string | undefined,
  keys: readonly TossMerchantKeys[],
): SecretKeyCheck {
  const unauthorized: SecretKeyCheck = { kind: 'error', reply: tossError('UNAUTHORIZED_KEY') };
  const encoded = /^Basic (\S+)$/.exec(header ?? '')?.[1];
  if (encoded === undefined) return unauthorized;
  if (!base64Pattern.test(encoded)) return { kind: 'error', reply: tossError('INCORRECT_BASIC_AUTH_FORMAT') };
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  // The trailing colon (empty password) is mandatory; without it Toss rejects the header's format.
  if (!decoded.includes(':')) return { kind: 'error', reply: tossError('INCORRECT_BASIC_AUTH_FORMAT') };
  const found = keys.find((pair) =>
    sameSecret(encoded, Buffer.from(`${pair.secretKey}:`, 'utf8').toString('base64')),
  );
  return found === undefined ? unauthorized : { kind: 'ok', keys: found };
}
