import * as oidc from 'openid-client';
import type { GoogleConfig } from '../../config.ts';

const requestTimeoutSeconds = 10;

export interface AuthorizationRequest {
  url: URL;
  state: string;
  codeVerifier: string;
  nonce: string;
}

export interface VerifiedIdentity {
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
  picture: string | undefined;
}

/** The errors a sign-in can end with; the caller turns them into user-facing answers. */
export type OidcFailure =
  | { kind: 'denied'; error: string }
  | { kind: 'rejected'; error: string }
  | { kind: 'unavailable'; error: string };

export class OidcError extends Error {
  constructor(public readonly failure: OidcFailure) {
    super(`${failure.kind}: ${failure.error}`);
  }
}

/** openid-client codes that mean Google did not answer properly, as opposed to refusing this sign-in. */
const unavailableCodes = new Set([
  'OAUTH_TIMEOUT',
  'OAUTH_ABORT',
  'OAUTH_RESPONSE_IS_NOT_CONFORM',
  'OAUTH_RESPONSE_IS_NOT_JSON',
]);

function classify(error: unknown): OidcFailure {
  const code =
    error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  if (code && unavailableCodes.has(code)) return { kind: 'unavailable', error: code };
  if (error instanceof oidc.AuthorizationResponseError) {
    return error.error === 'access_denied'
      ? { kind: 'denied', error: error.error }
      : { kind: 'rejected', error: error.error };
  }
  if (error instanceof oidc.ResponseBodyError) {
    return error.status >= 500
      ? { kind: 'unavailable', error: error.error }
      : { kind: 'rejected', error: error.error };
  }
  if (error instanceof oidc.ClientError) return { kind: 'rejected', error: error.code ?? 'client_error' };
  return { kind: 'unavailable', error: error instanceof Error ? error.name : 'unknown' };
}

/** Google sign-in through openid-client: discovery, PKCE + state + nonce, and full id_token checks. */
export function createGoogleOidcClient(google: GoogleConfig) {
  let configuration: Promise<oidc.Configuration> | undefined;

  async function loadConfiguration(): Promise<oidc.Configuration> {
    const issuer = new URL(google.issuer);
    const config = await oidc.discovery(
      issuer,
      google.clientId,
      undefined,
      oidc.ClientSecretPost(google.clientSecret),
      {
        timeout: requestTimeoutSeconds,
        // Only local sandboxes are served over plain http; Google itself is always https.
        execute: issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
      },
    );
    config.timeout = requestTimeoutSeconds;
    oidc.enableNonRepudiationChecks(config);
    return config;
  }

  function getConfiguration(): Promise<oidc.Configuration> {
    configuration ??= loadConfiguration().catch((error: unknown) => {
      configuration = undefined;
      throw new OidcError(classify(error));
    });
    return configuration;
  }

  return {
    /** Builds the provider URL the browser is sent to, with fresh state, PKCE verifier and nonce. */
    async startAuthorization(callbackUrl: string): Promise<AuthorizationRequest> {
      const config = await getConfiguration();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: callbackUrl,
        scope: 'openid email profile',
        response_type: 'code',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
        prompt: 'select_account',
      });
      return { url, state, codeVerifier, nonce };
    },

    /** Exchanges the callback's code and returns the verified identity from the id_token. */
    async finishAuthorization(
      callbackUrl: URL,
      checks: { state: string; codeVerifier: string; nonce: string },
    ): Promise<VerifiedIdentity> {
      const config = await getConfiguration();
      try {
        const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          expectedState: checks.state,
          pkceCodeVerifier: checks.codeVerifier,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (!claims) throw new OidcError({ kind: 'rejected', error: 'id_token_missing' });
        return {
          subject: claims.sub,
          email: typeof claims.email === 'string' ? claims.email : undefined,
          emailVerified: claims.email_verified === true,
          name: typeof claims.name === 'string' ? claims.name : undefined,
          picture: typeof claims.picture === 'string' ? claims.picture : undefined,
        };
      } catch (error) {
        if (error instanceof OidcError) throw error;
        throw new OidcError(classify(error));
      }
    },
  };
}

export type GoogleOidcClient = ReturnType<typeof createGoogleOidcClient>;
