import { randomBytes } from 'node:crypto';
import { type CryptoKey, exportJWK, generateKeyPair, type JWK, type KeyObject } from 'jose';

/** RS256 key pair plus the `kid` the id_token header and the JWKS agree on. */
export interface SandboxSigningKey {
  kid: string;
  privateKey: CryptoKey | KeyObject;
  publicKey: CryptoKey | KeyObject;
}

/** JWKS document as served from `/certs`. */
export interface SandboxJwks {
  keys: JWK[];
}

/** Generates a fresh RS256 key pair with a random kid. */
export async function generateSandboxSigningKey(): Promise<SandboxSigningKey> {
  // extractable so the public half can be exported to the JWKS.
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  return { kid: randomBytes(16).toString('hex'), privateKey, publicKey };
}

/** Builds the public JWKS for a signing key, never leaking private members. */
export async function buildJwks(key: SandboxSigningKey): Promise<SandboxJwks> {
  const { kty, n, e } = await exportJWK(key.publicKey);
  return { keys: [{ kty, n, e, kid: key.kid, alg: 'RS256', use: 'sig' }] };
}
