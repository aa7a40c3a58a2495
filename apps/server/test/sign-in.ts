import type { TestContext } from './build-test-app.ts';
import { testPublicUrl } from './build-test-app.ts';

export interface SandboxIdentity {
  email: string;
  name: string;
  emailVerified?: boolean;
  action?: 'deny';
}

export interface SignInSteps {
  /** Where the app sent the browser (the sandbox authorize URL). */
  authorizeUrl: URL;
  /** The state cookie the app set, as a `Cookie` header value. */
  cookie: string;
  /** The sandbox's redirect back to the app's callback. */
  callbackUrl: URL;
}

/** Runs the browser's first two steps: app login redirect, then the sandbox form post. */
export async function startSignIn(
  ctx: TestContext,
  identity: SandboxIdentity,
  finalRedirect = `${testPublicUrl}/login`,
): Promise<SignInSteps> {
  const login = await ctx.app.inject({
    method: 'GET',
    url: `/auth/google/login?redirect_uri=${encodeURIComponent(`${testPublicUrl}/auth/google/callback`)}&final_redirect=${encodeURIComponent(finalRedirect)}`,
  });
  if (login.statusCode !== 302) throw new Error(`login answered ${login.statusCode}: ${login.body}`);
  const authorizeUrl = new URL(String(login.headers.location));
  const setCookie = login.cookies.find((c) => c.name === 'ollida_login_state');
  if (!setCookie) throw new Error('no state cookie');

  const form = new URLSearchParams(authorizeUrl.searchParams);
  form.set('email', identity.email);
  form.set('name', identity.name);
  if (identity.emailVerified !== false) form.set('email_verified', 'on');
  if (identity.action) form.set('action', identity.action);
  const submitted = await fetch(new URL(authorizeUrl.pathname, authorizeUrl), {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  if (submitted.status !== 302)
    throw new Error(`sandbox answered ${submitted.status}: ${await submitted.text()}`);
  return {
    authorizeUrl,
    cookie: `ollida_login_state=${setCookie.value}`,
    callbackUrl: new URL(String(submitted.headers.get('location'))),
  };
}

/** Delivers the callback to the app as the browser would. */
export function deliverCallback(ctx: TestContext, callbackUrl: URL, cookie: string) {
  return ctx.app.inject({
    method: 'GET',
    url: `${callbackUrl.pathname}${callbackUrl.search}`,
    headers: { cookie },
  });
}

/** The whole sign-in; returns the app token taken from the final redirect's fragment. */
export async function signInThroughSandbox(ctx: TestContext, identity: SandboxIdentity): Promise<string> {
  const steps = await startSignIn(ctx, identity);
  const callback = await deliverCallback(ctx, steps.callbackUrl, steps.cookie);
  const location = new URL(String(callback.headers.location));
  const token = new URLSearchParams(location.hash.slice(1)).get('token');
  if (!token) throw new Error(`no token in ${location.toString()}`);
  return token;
}
