import { createHash, timingSafeEqual } from 'node:crypto';
import { PKCE_VALUE_PATTERN } from './authorize-request.ts';

/** Why a PKCE check failed, or undefined when it passed. */
export type PkceFailure = string | undefined;

/** Checks a code_verifier against what was bound at /authorize (RFC 7636 §4.6). */
export function checkPkce(
  challenge: string | undefined,
  method: 'S256' | 'plain' | undefined,
  verifier: string | undefined,
): PkceFailure {
  if (challenge === undefined) {
    // A verifier without a challenge hints at a PKCE downgrade; refuse rather than ignore it.
    return verifier === undefined ? undefined : 'code_verifier was sent but no code_challenge was used.';
  }
  if (verifier === undefined) return 'Missing code verifier.';
  if (!PKCE_VALUE_PATTERN.test(verifier)) return 'Invalid code verifier.';
  const derived = method === 'S256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
  const a = Buffer.from(derived);
  const b = Buffer.from(challenge);
  return a.length === b.length && timingSafeEqual(a, b) ? undefined : 'Invalid code verifier.';
}
