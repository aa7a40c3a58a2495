// HTTP calls of the process tests (multi-instance, faults), made the way a browser or `curl` would (docs/guide/sandbox.md, "curl로 로그인하기").

export interface Reply {
  status: number;
  body: Record<string, unknown>;
}

/** One JSON call; `token` signs it in, `forwardedFor` plays a client behind the trusted loopback proxy. */
export async function call(
  base: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; forwardedFor?: string } = {},
): Promise<Reply> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    body = { text };
  }
  return { status: response.status, body };
}

/** `call`, failing unless the status is `expected`. */
export async function expectCall(
  expected: number,
  ...args: Parameters<typeof call>
): Promise<Record<string, unknown>> {
  const reply = await call(...args);
  if (reply.status !== expected) {
    throw new Error(
      `${args[1]} ${args[2]}: expected ${expected}, got ${reply.status} ${JSON.stringify(reply.body)}`,
    );
  }
  return reply.body;
}

/** A record field that must be an object (the `data` of most answers). */
export function objectAt(value: Record<string, unknown>, key: string): Record<string, unknown> {
  const field = value[key];
  if (typeof field !== 'object' || field === null || Array.isArray(field)) {
    throw new Error(`expected an object at ${key}: ${JSON.stringify(value)}`);
  }
  return field as Record<string, unknown>;
}

/** Signs in through the instance's Google sandbox with cookies kept by hand, as curl's cookie jar does. */
export async function signIn(base: string, email: string): Promise<string> {
  const jar = new Map<string, string>();
  const step = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string> | undefined),
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
      },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const separator = pair.indexOf('=');
      if (separator > 0) jar.set(pair.slice(0, separator), pair.slice(separator + 1));
    }
    const location = response.headers.get('location');
    if (response.status !== 302 || location === null) {
      throw new Error(`sign-in step ${url} answered ${response.status}: ${await response.text()}`);
    }
    return new URL(location, url).toString();
  };
  const authorize = await step(
    `${base}/auth/google/login?final_redirect=${encodeURIComponent(`${base}/login`)}`,
  );
  const form = new URLSearchParams(new URL(authorize).search);
  form.set('email', email);
  form.set('name', '판매자');
  form.set('email_verified', 'on');
  const callback = await step(`${base}/sandbox/google/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  const landing = await step(callback);
  const token = new URL(landing).hash.replace(/^#token=/, '');
  if (!token) throw new Error(`no token in ${landing}`);
  return decodeURIComponent(token);
}

/** A Coupang workspace with the sandbox demo keys, its first usable return center and outbound place connected. */
export async function connectCoupangStore(base: string, token: string): Promise<string> {
  const info = await expectCall(200, base, 'GET', '/api/app-info');
  const demo = objectAt(objectAt(info, 'sandbox_demo'), 'coupang');
  const wing = String(demo.wing_account);
  const created = await expectCall(201, base, 'POST', '/api/workspaces', {
    token,
    body: { platform: 'coupang', workspace_name: '테스트 쿠팡 스토어', ...demo },
  });
  const workspaceId = String(objectAt(created, 'data').workspace_id);
  const firstUsable = async (path: string) => {
    const page = objectAt(await expectCall(200, base, 'GET', path, { token }), 'data');
    const content = Array.isArray(page.content) ? (page.content as Record<string, unknown>[]) : [];
    const usable = content.find((entry) => entry.usable === true);
    if (usable === undefined) throw new Error(`nothing usable at ${path}`);
    return usable;
  };
  const center = await firstUsable(`/api/coupang/return-centers/${wing}`);
  await expectCall(200, base, 'PATCH', `/api/coupang/stores/${wing}/connect-return-center`, {
    token,
    body: { returnCenterCode: center.returnCenterCode },
  });
  const place = await firstUsable(`/api/coupang/shipping-places/${wing}`);
  await expectCall(200, base, 'PATCH', `/api/coupang/stores/${wing}/connect-shipping-place`, {
    token,
    body: {
      outboundShippingPlaceCode: place.outboundShippingPlaceCode,
      shippingPlaceName: place.shippingPlaceName,
    },
  });
  return workspaceId;
}
