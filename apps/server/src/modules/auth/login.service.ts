import { createHash, timingSafeEqual } from 'node:crypto';
import { errorCodes } from '@ollida/contracts/errors';
import { authFragment, loginErrorCodes } from '@ollida/contracts/session-keys';
import { type GoogleOidcClient, OidcError } from '../../integrations/google/oidc-client.ts';
import { Invalid, Upstream } from '../../platform/domain-errors.ts';
import type { UsersRepo } from '../users/index.ts';
import type { SessionService } from './session.service.ts';
import type { SessionsRepo } from './sessions.repo.ts';

const pendingLoginTtlMs = 10 * 60 * 1000;
const googleUnavailable = { provider: 'google', retryable: true } as const;

const hashState = (state: string) => createHash('sha256').update(state).digest('base64url');

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function withFragment(target: string, key: string, value: string): string {
  const url = new URL(target);
  url.hash = `${key}=${encodeURIComponent(value)}`;
  return url.toString();
}

/** Google sign-in use cases: start (state, PKCE, nonce kept server-side) and finish (verify, upsert, token). */
export function createLoginService(deps: {
  publicUrl: string;
  adminEmails: ReadonlySet<string>;
  oidc: GoogleOidcClient;
  sessionsRepo: SessionsRepo;
  users: UsersRepo;
  sessions: SessionService;
  clock: () => Date;
}) {
  const callbackUrl = `${deps.publicUrl}/auth/google/callback`;
  const appOrigin = new URL(deps.publicUrl).origin;

  function resolveFinalRedirect(finalRedirect: string | undefined): string {
    if (finalRedirect === undefined) return `${deps.publicUrl}/login`;
    let target: URL;
    try {
      target = new URL(finalRedirect);
    } catch {
      target = new URL('invalid:');
    }
    if (target.origin !== appOrigin || target.username !== '' || target.password !== '') {
      throw new Invalid(
        '로그인 후 이동할 주소는 이 서비스의 주소여야 합니다.',
        errorCodes.loginRedirectRefused,
      );
    }
    target.hash = '';
    return target.toString();
  }

  const invalidState = () =>
    new Invalid(
      '로그인 요청이 만료되었거나 올바르지 않습니다. 처음부터 다시 로그인해 주세요.',
      errorCodes.loginStateInvalid,
    );

  return {
    async startLogin(query: { redirect_uri?: string; final_redirect?: string }) {
      if (query.redirect_uri !== undefined && query.redirect_uri !== callbackUrl) {
        throw new Invalid('허용되지 않은 로그인 콜백 주소입니다.', errorCodes.loginRedirectRefused);
      }
      const finalRedirect = resolveFinalRedirect(query.final_redirect);
      const now = deps.clock();
      const request = await deps.oidc.startAuthorization(callbackUrl).catch((error: unknown) => {
        throw error instanceof OidcError
          ? new Upstream(
              'Google 로그인 서버에 연결하지 못했습니다. 잠시 후 다시 시도해 주세요.',
              googleUnavailable,
            )
          : error;
      });
      await deps.sessionsRepo.purgeExpired(now);
      await deps.sessionsRepo.insertPendingLogin({
        stateHash: hashState(request.state),
        codeVerifier: request.codeVerifier,
        nonce: request.nonce,
        finalRedirect,
        expiresAt: new Date(now.getTime() + pendingLoginTtlMs),
      });
      return { location: request.url.toString(), state: request.state };
    },

    /** Returns where to send the browser: the final page with `#token=` or `#error=`. */
    async finishLogin(input: {
      rawQuery: string;
      state: string | undefined;
      error: string | undefined;
      cookieState: string | undefined;
      userAgent: string | undefined;
    }): Promise<string> {
      const { state, cookieState } = input;
      if (!state || !cookieState || !sameText(state, cookieState)) throw invalidState();
      const pending = await deps.sessionsRepo.takePendingLogin(hashState(state));
      if (!pending || pending.expiresAt.getTime() <= deps.clock().getTime()) throw invalidState();
      if (input.error !== undefined) {
        const reason = input.error === 'access_denied' ? loginErrorCodes.cancelled : loginErrorCodes.failed;
        return withFragment(pending.finalRedirect, authFragment.error, reason);
      }

      const identity = await deps.oidc
        .finishAuthorization(new URL(`${callbackUrl}?${input.rawQuery}`), {
          state,
          codeVerifier: pending.codeVerifier,
          nonce: pending.nonce,
        })
        .catch((error: unknown) => {
          if (!(error instanceof OidcError)) throw error;
          if (error.failure.kind === 'unavailable') {
            throw new Upstream(
              'Google 로그인 서버에 연결하지 못했습니다. 잠시 후 다시 시도해 주세요.',
              googleUnavailable,
            );
          }
          throw new Invalid(
            '로그인 정보를 확인하지 못했습니다. 처음부터 다시 로그인해 주세요.',
            errorCodes.loginFailed,
          );
        });

      if (!identity.email || !identity.emailVerified) {
        return withFragment(pending.finalRedirect, authFragment.error, loginErrorCodes.emailNotVerified);
      }
      const user = await deps.users.upsertFromGoogle(
        {
          subject: identity.subject,
          email: identity.email,
          name: (identity.name ?? identity.email.split('@')[0] ?? identity.email).slice(0, 200),
          picture: identity.picture?.startsWith('https://') ? identity.picture.slice(0, 2048) : null,
        },
        deps.adminEmails.has(identity.email.toLowerCase()),
        deps.clock(),
      );
      if (!user) return withFragment(pending.finalRedirect, authFragment.error, loginErrorCodes.emailTaken);
      const token = await deps.sessions.createSession(user.id, input.userAgent);
      return withFragment(pending.finalRedirect, authFragment.token, token);
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
