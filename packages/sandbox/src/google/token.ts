import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SignJWT } from 'jose';
import { authenticateClient } from './client-auth.ts';
import { findRepeatedParam, isFormContentType, readParam, sendOAuthError } from './http.ts';
import { scopedClaims } from './identity.ts';
import type { SandboxSigningKey } from './keys.ts';
import { ACCESS_TOKEN_TTL_SECONDS, ID_TOKEN_TTL_SECONDS, type SandboxContext } from './options.ts';
import { checkPkce } from './pkce.ts';
import type { AuthorizationCodeRecord } from './store.ts';

/** Successful token response (RFC 6749 §5.1 plus OIDC's id_token). */
export interface TokenResponse {
  access_token: string;
  expires_in: number;
  token_type: 'Bearer';
  scope: string;
  id_token: string;
}

const TOKEN_PARAMS = ['grant_type', 'code', 'redirect_uri', 'code_verifier', 'client_id', 'client_secret'];

/** Registers POST /token (authorization_code grant only, like Google's sign-in flow). */
export function registerTokenRoute(app: FastifyInstance, ctx: SandboxContext): void {
  app.post('/token', async (request, reply) => {
    if (!isFormContentType(request.headers['content-type'])) {
      return sendOAuthError(
        reply,
        400,
        'invalid_request',
        'The body must be application/x-www-form-urlencoded.',
      );
    }
    const body = request.body;
    const repeated = findRepeatedParam(body, TOKEN_PARAMS);
    if (repeated !== undefined) {
      return sendOAuthError(reply, 400, 'invalid_request', `Parameter ${repeated} was repeated.`);
    }

    const auth = authenticateClient(request.headers.authorization, body, ctx.clients);
    if (!auth.ok) {
      // RFC 6749 §5.2: a failed Basic attempt must be answered with a WWW-Authenticate challenge.
      if (auth.basicAttempted && auth.status === 401) {
        reply.header('www-authenticate', 'Basic realm="sandbox"');
      }
      return sendOAuthError(reply, auth.status, auth.error, auth.description);
    }

    const grantType = readParam(body, 'grant_type');
    if (grantType === undefined) return sendOAuthError(reply, 400, 'invalid_request', 'Missing grant_type.');
    if (grantType !== 'authorization_code') {
      return sendOAuthError(reply, 400, 'unsupported_grant_type', `Unsupported grant_type: ${grantType}`);
    }
    const code = readParam(body, 'code');
    if (code === undefined) {
      return sendOAuthError(reply, 400, 'invalid_request', 'Missing required parameter: code');
    }

    const record = ctx.store.codes.get(code);
    if (record === undefined) return invalidGrant(reply, 'Malformed auth code.');
    if (record.used) {
      // RFC 6749 §4.1.2: a replayed code is a sign of theft, so revoke what it already minted.
      ctx.store.revokeFromCode(record);
      return invalidGrant(reply, 'Bad Request: the authorization code was already redeemed.');
    }
    // Burn the code before any further check, so a failed attempt cannot be retried with other guesses.
    record.used = true;

    const now = ctx.now();
    if (now >= record.expiresAt) return invalidGrant(reply, 'The authorization code has expired.');
    if (record.clientId !== auth.client.clientId) {
      return invalidGrant(reply, 'The authorization code was issued to another client.');
    }
    if (readParam(body, 'redirect_uri') !== record.redirectUri) {
      return invalidGrant(reply, 'redirect_uri does not match the one used in the authorization request.');
    }
    const pkceFailure = checkPkce(
      record.codeChallenge,
      record.codeChallengeMethod,
      readParam(body, 'code_verifier'),
    );
    if (pkceFailure !== undefined) return invalidGrant(reply, pkceFailure);

    const response = await mintTokens(ctx, record, ctx.issuerFor(request), now);
    return reply.code(200).header('cache-control', 'no-store').header('pragma', 'no-cache').send(response);
  });
}

function invalidGrant(reply: FastifyReply, description: string): FastifyReply {
  return sendOAuthError(reply, 400, 'invalid_grant', description);
}

async function mintTokens(
  ctx: SandboxContext,
  record: AuthorizationCodeRecord,
  issuer: string,
  now: number,
): Promise<TokenResponse> {
  const accessToken = ctx.store.issueAccessToken(
    {
      clientId: record.clientId,
      scope: record.scope,
      identity: record.identity,
      expiresAt: now + ACCESS_TOKEN_TTL_SECONDS * 1000,
    },
    record,
  );
  const idToken = await signIdToken(ctx.signingKey, record, issuer, accessToken, Math.floor(now / 1000));
  return {
    access_token: accessToken,
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    token_type: 'Bearer',
    scope: record.scope,
    id_token: idToken,
  };
}

/** Signs an OIDC id_token shaped like Google's. */
export async function signIdToken(
  key: SandboxSigningKey,
  record: AuthorizationCodeRecord,
  issuer: string,
  accessToken: string,
  iat: number,
): Promise<string> {
  const payload: Record<string, string | boolean> = {
    ...scopedClaims(record.identity, record.scope),
    azp: record.clientId,
    at_hash: atHash(accessToken),
  };
  if (record.nonce !== undefined) payload.nonce = record.nonce;
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
    .setIssuer(issuer)
    .setAudience(record.clientId)
    .setSubject(record.identity.sub)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ID_TOKEN_TTL_SECONDS)
    .sign(key.privateKey);
}

/** OIDC Core §3.1.3.6: left half of SHA-256 over the access token, base64url. */
function atHash(accessToken: string): string {
  return createHash('sha256').update(accessToken, 'ascii').digest().subarray(0, 16).toString('base64url');
}
