import { createHmac } from 'node:crypto';
import { errorCodes } from '@ollida/contracts/errors';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { Unauthenticated } from '../../platform/domain-errors.ts';

const issuer = 'ollida';
const audience = 'ollida-web';

export interface AppTokenClaims {
  userId: string;
  sessionId: string;
}

/** Derives the app-token key from APP_SECRET so the secret itself never signs anything directly. */
function deriveKey(appSecret: string): Uint8Array {
  return new Uint8Array(createHmac('sha256', appSecret).update('ollida app token v1').digest());
}

/** Signs and verifies the app's HS256 bearer tokens (7-day sessions, `jti` = session id). */
export function createTokenSigner(appSecret: string, clock: () => Date) {
  const key = deriveKey(appSecret);
  // Imported once: handing jose the raw bytes would import them again on every request's verification.
  const verifyKey = crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
  return {
    async sign(claims: AppTokenClaims, expiresAt: Date): Promise<string> {
      const now = clock();
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.userId)
        .setJti(claims.sessionId)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt(Math.floor(now.getTime() / 1000))
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
    },

    async verify(token: string): Promise<AppTokenClaims> {
      try {
        const { payload } = await jwtVerify(token, await verifyKey, {
          algorithms: ['HS256'],
          issuer,
          audience,
          currentDate: clock(),
          requiredClaims: ['sub', 'jti', 'exp'],
        });
        if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string') throw new Error('claims');
        return { userId: payload.sub, sessionId: payload.jti };
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) {
          throw new Unauthenticated(
            '로그인이 만료되었습니다. 다시 로그인해 주세요.',
            errorCodes.tokenExpired,
          );
        }
        throw new Unauthenticated(
          '로그인 정보가 올바르지 않습니다. 다시 로그인해 주세요.',
          errorCodes.tokenInvalid,
        );
      }
    },
  };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;
