import { type TossReply, tossError } from './errors.ts';
import type { TossMerchantKeys } from './options.ts';

/** Outcome of checking a request's `Authorization: Basic base64("<secretKey>:")` header. */
export type SecretKeyCheck = { kind: 'ok'; keys: TossMerchantKeys } | { kind: 'error'; reply: TossReply };

const base64Pattern = /^[A-Za-z0-9+/]+={0,2}$/;

/** Finds the merchant key pair whose secret key the header carries, answering Toss's auth errors otherwise. */
export function checkSecretKey(
  header: string | undefined,
  keys: readonly TossMerchantKeys[],
): SecretKeyCheck {
  const match = /^Basic\s+(\S+)\s*$/i.exec(header ?? '');
  const encoded = match?.[1];
  if (encoded === undefined) return { kind: 'error', reply: tossError('UNAUTHORIZED_KEY') };
  if (!base64Pattern.test(encoded)) return { kind: 'error', reply: tossError('INCORRECT_BASIC_AUTH_FORMAT') };
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  // The trailing colon (empty password) is mandatory; without it Toss rejects the header's format.
  if (colon < 0) return { kind: 'error', reply: tossError('INCORRECT_BASIC_AUTH_FORMAT') };
  const secretKey = decoded.slice(0, colon);
  const found = keys.find((pair) => pair.secretKey === secretKey);
  if (found === undefined) return { kind: 'error', reply: tossError('UNAUTHORIZED_KEY') };
  return { kind: 'ok', keys: found };
}
