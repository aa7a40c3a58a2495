import { createHmac, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { exportJWK, exportSPKI, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema/sessions.ts';
import { createTokenSigner } from '../src/modules/auth/token-signer.ts';
import { buildTestApp, type TestContext } from '../test/build-test-app.ts';
import { createUser, loginAs } from '../test/factories.ts';

let ctx: TestContext;
let alice: { id: string; token: string };
let bob: { id: string; token: string };

beforeAll(async () => {
  ctx = await buildTestApp();
  // An admin, so the admin routes (which check the token in onRequest, not preHandler) are probed as well.
  const a = await createUser(ctx, { role: 'admin' });
  const b = await createUser(ctx);
  alice = { id: a.id, token: await loginAs(ctx, a.id) };
  bob = { id: b.id, token: await loginAs(ctx, b.id) };
});
afterAll(() => ctx.close());

/** Routes guarded in different places: a plain preHandler, a workspace list, an admin onRequest hook. */
const guarded = ['/api/user/me', '/api/workspaces', '/api/admin/my-ip'];

const call = (url: string, authorization?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: authorization === undefined ? {} : { authorization } });

/** Every guarded route answers 401 with this code and a Korean detail. */
async function expectRefused(authorization: string | undefined, code: string) {
  for (const url of guarded) {
    const response = await call(url, authorization);
    expect.soft(response.statusCode, `${url} ${authorization?.slice(0, 60)}`).toBe(401);
    expect.soft(response.json(), url).toMatchObject({ code, detail: expect.stringMatching(/[가-힣]/) });
  }
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const partsOf = (token: string) => {
  const [header = '', payload = '', signature = ''] = token.split('.');
  return { header, payload, signature };
};
const decode = (part: string): JWTPayload => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));

// Mirrors token-signer.ts's derivation, so the test can make tokens exactly as the server would sign them.
const serverKey = () =>
  new Uint8Array(createHmac('sha256', ctx.config.appSecret).update('ollida app token v1').digest());

/** A token with the server's claims layout; `build` changes the header, claims or key before signing. */
function appToken(claims: JWTPayload = {}) {
  return new SignJWT({ sub: alice.id, jti: randomUUID(), iss: 'ollida', aud: 'ollida-web', ...claims })
    .setIssuedAt(Math.floor(ctx.clock.now.getTime() / 1000))
    .setExpirationTime(Math.floor(ctx.clock.now.getTime() / 1000) + 3600);
}

describe('tokens that were tampered with', () => {
  it('accepts the untouched tokens (so every refusal below is about the change)', async () => {
    for (const url of guarded) expect((await call(url, `Bearer ${alice.token}`)).statusCode, url).toBe(200);
  });

  it('refuses a changed signature', async () => {
    const { header, payload, signature } = partsOf(alice.token);
    // A middle character: the last one of a base64url signature partly encodes padding bits.
    const flipped = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;
    await expectRefused(`Bearer ${header}.${payload}.${flipped}`, 'token_invalid');
    await expectRefused(`Bearer ${header}.${payload}.`, 'token_invalid');
    await expectRefused(`Bearer ${header}.${payload}.${partsOf(bob.token).signature}`, 'token_invalid');
  });

  it('refuses a payload changed to another user or another session', async () => {
    const { header, payload, signature } = partsOf(bob.token);
    const claims = decode(payload);
    const asAlice = b64({ ...claims, sub: alice.id });
    const aliceSession = decode(partsOf(alice.token).payload).jti;
    const otherSession = b64({ ...claims, jti: aliceSession });
    const longer = b64({ ...claims, exp: (claims.exp ?? 0) + 365 * 24 * 3600 });
    for (const forged of [asAlice, otherSession, longer]) {
      await expectRefused(`Bearer ${header}.${forged}.${signature}`, 'token_invalid');
    }
  });

  it('binds a session to its user even under a valid signature (a leaked key alone is not a session)', async () => {
    const signer = createTokenSigner(ctx.config.appSecret, () => ctx.clock.now);
    const expires = new Date(ctx.clock.now.getTime() + 3_600_000);
    const bobSession = String(decode(partsOf(bob.token).payload).jti);
    // Alice's id on Bob's session, and a session id that was never issued.
    await expectRefused(
      `Bearer ${await signer.sign({ userId: alice.id, sessionId: bobSession }, expires)}`,
      'token_revoked',
    );
    await expectRefused(
      `Bearer ${await signer.sign({ userId: alice.id, sessionId: randomUUID() }, expires)}`,
      'token_revoked',
    );
  });

  it('refuses tokens signed with the right key but the wrong issuer, audience or without exp', async () => {
    const key = serverKey();
    const jti = String(decode(partsOf(alice.token).payload).jti);
    const cases = [
      appToken({ jti, iss: 'someone-else' }),
      appToken({ jti, aud: 'other-app' }),
      new SignJWT({ sub: alice.id, jti, iss: 'ollida', aud: 'ollida-web' }),
    ];
    for (const token of cases) {
      await expectRefused(
        `Bearer ${await token.setProtectedHeader({ alg: 'HS256' }).sign(key)}`,
        'token_invalid',
      );
    }
  });
});

describe('tokens past their time or revoked', () => {
  it('expires a token once the test clock passes its expiry, and when its session row has expired', async () => {
    const user = await createUser(ctx);
    const token = await loginAs(ctx, user.id);
    const issuedAt = ctx.clock.now;
    try {
      ctx.clock.now = new Date(issuedAt.getTime() + 7 * 24 * 3600_000 + 1_000);
      await expectRefused(`Bearer ${token}`, 'token_expired');
    } finally {
      ctx.clock.now = issuedAt;
    }
    expect((await call('/api/user/me', `Bearer ${token}`)).statusCode).toBe(200);
    // The row, not only the token, carries the end: a session shortened on the server ends at once.
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(issuedAt.getTime() - 1_000) })
      .where(eq(sessions.userId, user.id));
    await expectRefused(`Bearer ${token}`, 'token_expired');
  });

  it('ends the session at logout: the token stops working on the very next request, others keep working', async () => {
    const user = await createUser(ctx);
    const token = await loginAs(ctx, user.id);
    const other = await loginAs(ctx, user.id);
    const logout = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await logout()).statusCode).toBe(200);
    await expectRefused(`Bearer ${token}`, 'token_revoked');
    expect((await logout()).json()).toMatchObject({ code: 'token_revoked' });
    expect((await call('/api/user/me', `Bearer ${other}`)).statusCode).toBe(200);
  });

  it('refuses a token whose session row was revoked on the server (e.g. by another device)', async () => {
    const user = await createUser(ctx);
    const token = await loginAs(ctx, user.id);
    await ctx.database.db
      .update(sessions)
      .set({ revokedAt: ctx.clock.now })
      .where(eq(sessions.userId, user.id));
    await expectRefused(`Bearer ${token}`, 'token_revoked');
  });
});

describe('tokens with another algorithm', () => {
  it('refuses unsigned tokens (alg none, in any spelling, with or without a signature part)', async () => {
    const claims = decode(partsOf(alice.token).payload);
    for (const alg of ['none', 'None', 'NONE', 'nOnE']) {
      const head = b64({ alg, typ: 'JWT' });
      await expectRefused(`Bearer ${head}.${b64(claims)}.`, 'token_invalid');
      await expectRefused(`Bearer ${head}.${b64(claims)}.${partsOf(alice.token).signature}`, 'token_invalid');
    }
  });

  it('refuses HS256 with another secret, with APP_SECRET itself, and HS384/HS512 with the right key', async () => {
    const jti = String(decode(partsOf(alice.token).payload).jti);
    const other = new TextEncoder().encode('another-secret-another-secret-another-secret');
    const raw = new TextEncoder().encode(ctx.config.appSecret);
    await expectRefused(
      `Bearer ${await appToken({ jti }).setProtectedHeader({ alg: 'HS256' }).sign(other)}`,
      'token_invalid',
    );
    await expectRefused(
      `Bearer ${await appToken({ jti }).setProtectedHeader({ alg: 'HS256' }).sign(raw)}`,
      'token_invalid',
    );
    for (const alg of ['HS384', 'HS512']) {
      const token = await appToken({ jti }).setProtectedHeader({ alg }).sign(serverKey());
      await expectRefused(`Bearer ${token}`, 'token_invalid');
    }
  });

  it('refuses RS256 tokens, an embedded key, and the RS/HS confusion with a public key as the HMAC secret', async () => {
    const jti = String(decode(partsOf(alice.token).payload).jti);
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const rs256 = await appToken({ jti }).setProtectedHeader({ alg: 'RS256' }).sign(privateKey);
    await expectRefused(`Bearer ${rs256}`, 'token_invalid');
    // The attacker's own public key in the header (jwk), as some libraries would trust it.
    const { kty, n, e } = await exportJWK(publicKey);
    const embedded = await appToken({ jti })
      .setProtectedHeader({ alg: 'RS256', jwk: { kty, n, e } })
      .sign(privateKey);
    await expectRefused(`Bearer ${embedded}`, 'token_invalid');
    const pem = new TextEncoder().encode(await exportSPKI(publicKey));
    const confused = await appToken({ jti }).setProtectedHeader({ alg: 'HS256' }).sign(pem);
    await expectRefused(`Bearer ${confused}`, 'token_invalid');
    // Claims RS256 while the signature is an HMAC over the public key: a verifier picking the key by header is fooled.
    const head = b64({ alg: 'RS256', typ: 'JWT' });
    const body = b64(decode(partsOf(alice.token).payload));
    const mac = createHmac('sha256', Buffer.from(pem)).update(`${head}.${body}`).digest('base64url');
    await expectRefused(`Bearer ${head}.${body}.${mac}`, 'token_invalid');
  });
});

describe('malformed tokens and headers', () => {
  it('refuses tokens that are not three base64url JSON parts', async () => {
    const { header, payload, signature } = partsOf(alice.token);
    const cases = [
      `${header}.${payload}`,
      `${header}.${payload}.${signature}.${signature}.${signature}`,
      // Characters the bearer syntax allows but base64url does not, and a length no base64 can have.
      `${header}.ab+/cd==~.${signature}`,
      `${header}.abcde.${signature}`,
      `${header}.${Buffer.from('not json').toString('base64url')}.${signature}`,
      `${header}.${b64([1, 2, 3])}.${signature}`,
      `${b64('just a string')}.${payload}.${signature}`,
      '...',
      'a.b.c',
    ];
    for (const token of cases) await expectRefused(`Bearer ${token}`, 'token_invalid');
  });

  it('refuses missing, non-bearer, oddly spelled and huge authorization headers as unauthenticated', async () => {
    const cases = [
      undefined,
      '',
      'Bearer',
      'Bearer ',
      `Basic ${Buffer.from('user:pass').toString('base64')}`,
      `bearer  ${alice.token}`,
      `Bearer ${alice.token} extra`,
      `Bearer ${alice.token.replace('.', '!')}`,
      `Bearer ${'a'.repeat(5_000)}`,
      `Bearer ${alice.token}.${'A'.repeat(1_000_000)}`,
    ];
    for (const header of cases) await expectRefused(header, 'unauthenticated');
  });
});
