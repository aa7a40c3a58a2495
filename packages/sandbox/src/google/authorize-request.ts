import { findRepeatedParam, readParam } from './http.ts';
import type { GoogleSandboxClient } from './options.ts';

/** A fully validated authorization request. */
export interface AuthorizeRequest {
  clientId: string;
  redirectUri: string;
  scope: string;
  state?: string;
  nonce?: string;
  codeChallenge?: string;
  codeChallengeMethod?: 'S256' | 'plain';
  loginHint?: string;
}

/** Outcome of validating /authorize parameters, mirroring how Google reacts to each kind of problem. */
export type AuthorizeValidation =
  /** The client or redirect_uri cannot be trusted: show an error page, never redirect (RFC 6749 §4.1.2.1). */
  | { kind: 'page'; error: string; description: string; clientId?: string; redirectUri?: string }
  /** Anything else wrong goes back to the (trusted) redirect_uri as an error response. */
  | { kind: 'redirect'; redirectUri: string; error: string; description: string; state?: string }
  | { kind: 'ok'; request: AuthorizeRequest };

/** Parameters the sign-in form carries through as hidden inputs. */
export const OAUTH_PARAM_NAMES = [
  'response_type',
  'client_id',
  'redirect_uri',
  'scope',
  'state',
  'nonce',
  'code_challenge',
  'code_challenge_method',
  'login_hint',
] as const;

const SUPPORTED_SCOPES = new Set(['openid', 'email', 'profile']);
// RFC 7636 §4.1/§4.2: verifiers and challenges share the unreserved alphabet and 43-128 length.
export const PKCE_VALUE_PATTERN = /^[A-Za-z0-9\-._~]{43,128}$/;

/** Validates /authorize parameters from a query string or a posted form. */
export function validateAuthorizeParams(
  params: unknown,
  clients: ReadonlyMap<string, GoogleSandboxClient>,
): AuthorizeValidation {
  const clientId = readParam(params, 'client_id');
  const redirectUri = readParam(params, 'redirect_uri');
  const repeatedTrusted = findRepeatedParam(params, ['client_id', 'redirect_uri']);
  if (repeatedTrusted !== undefined) {
    return {
      kind: 'page',
      error: 'invalid_request',
      description: `${repeatedTrusted} 매개변수가 중복되었습니다.`,
    };
  }
  if (clientId === undefined) {
    return { kind: 'page', error: 'invalid_request', description: 'client_id 매개변수가 없습니다.' };
  }
  const client = clients.get(clientId);
  if (client === undefined) {
    return {
      kind: 'page',
      error: 'invalid_client',
      description: 'OAuth 클라이언트를 찾을 수 없습니다.',
      clientId,
    };
  }
  if (redirectUri === undefined || !client.redirectUris.includes(redirectUri)) {
    return {
      kind: 'page',
      error: 'redirect_uri_mismatch',
      description: '요청의 redirect_uri가 이 클라이언트에 등록된 값과 일치하지 않습니다.',
      clientId,
      redirectUri,
    };
  }

  const state = readParam(params, 'state');
  const fail = (error: string, description: string): AuthorizeValidation => ({
    kind: 'redirect',
    redirectUri,
    error,
    description,
    state,
  });

  const repeated = findRepeatedParam(params, OAUTH_PARAM_NAMES);
  if (repeated !== undefined) return fail('invalid_request', `Parameter ${repeated} was repeated.`);

  const responseType = readParam(params, 'response_type');
  if (responseType === undefined) return fail('invalid_request', 'Missing required parameter: response_type');
  if (responseType !== 'code') {
    return fail('unsupported_response_type', `Unsupported response_type: ${responseType}`);
  }

  const scope = readParam(params, 'scope');
  if (scope === undefined) return fail('invalid_request', 'Missing required parameter: scope');
  const scopes = scope.split(' ').filter((s) => s !== '');
  const unknown = scopes.find((s) => !SUPPORTED_SCOPES.has(s));
  if (unknown !== undefined) return fail('invalid_scope', `Unsupported scope: ${unknown}`);
  if (!scopes.includes('openid')) return fail('invalid_scope', 'The openid scope is required.');

  const codeChallenge = readParam(params, 'code_challenge');
  const method = readParam(params, 'code_challenge_method');
  if (method !== undefined && method !== 'S256' && method !== 'plain') {
    return fail('invalid_request', `Unsupported code_challenge_method: ${method}`);
  }
  if (method !== undefined && codeChallenge === undefined) {
    return fail('invalid_request', 'code_challenge_method was given without code_challenge.');
  }
  if (codeChallenge !== undefined && !PKCE_VALUE_PATTERN.test(codeChallenge)) {
    return fail('invalid_request', 'code_challenge must be 43-128 characters of [A-Za-z0-9-._~].');
  }

  const request: AuthorizeRequest = { clientId, redirectUri, scope: [...new Set(scopes)].join(' ') };
  if (state !== undefined) request.state = state;
  const nonce = readParam(params, 'nonce');
  if (nonce !== undefined) request.nonce = nonce;
  if (codeChallenge !== undefined) {
    request.codeChallenge = codeChallenge;
    // RFC 7636 §4.3: an absent method means "plain".
    request.codeChallengeMethod = method ?? 'plain';
  }
  const loginHint = readParam(params, 'login_hint');
  if (loginHint !== undefined) request.loginHint = loginHint;
  return { kind: 'ok', request };
}

/** Re-emits the validated request as the flat parameter set the form carries forward. */
export function authorizeRequestParams(request: AuthorizeRequest): Record<string, string | undefined> {
  return {
    response_type: 'code',
    client_id: request.clientId,
    redirect_uri: request.redirectUri,
    scope: request.scope,
    state: request.state,
    nonce: request.nonce,
    code_challenge: request.codeChallenge,
    code_challenge_method: request.codeChallengeMethod,
    login_hint: request.loginHint,
  };
}
