import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext, testAppSecret } from '../../../test/build-test-app.ts';
import { demoVendor, workspaceKit } from '../../../test/kits/workspaces.ts';
import { workspaceMembers, workspaces } from '../../db/schema/workspaces.ts';
import { createSecretBox } from '../../platform/secret-box.ts';

let ctx: TestContext;
let kit: ReturnType<typeof workspaceKit>;

/** A local port nothing listens on: connections are refused at once, like a marketplace that cannot be reached. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

beforeAll(async () => {
  const port = await closedPort();
  ctx = await buildTestApp({ env: { COUPANG_API_BASE: `http://127.0.0.1:${port}/sandbox/coupang` } });
  kit = workspaceKit(ctx);
});
afterAll(() => ctx.close());

describe('when Coupang does not answer', () => {
  it('answers 502 to a creation and saves nothing', async () => {
    const { token } = await kit.signIn();
    const response = await kit.call(token, 'POST', '/api/workspaces', kit.coupangBody());
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ code: 'upstream_error', provider: 'coupang' });
    expect(response.json().detail).toMatch(/연결하지 못했습니다/);
    expect(await kit.countWorkspaces()).toBe(0);
  });

  it('records a network_error test result and leaves the key status as it was', async () => {
    const { user, token } = await kit.signIn();
    const secrets = createSecretBox(testAppSecret);
    const [row] = await ctx.database.db
      .insert(workspaces)
      .values({
        name: '쿠팡',
        platform: 'coupang',
        ownerId: user.id,
        wingAccount: demoVendor.wingAccount,
        vendorCode: demoVendor.vendorId,
        credentials: secrets.seal(
          JSON.stringify({
            platform: 'coupang',
            accessKey: demoVendor.accessKey,
            secretKey: demoVendor.secretKey,
          }),
        ),
        keyPrefix: demoVendor.accessKey.slice(0, 8),
        keyStatus: 'valid',
      })
      .returning();
    if (!row) throw new Error('insert failed');
    await ctx.database.db
      .insert(workspaceMembers)
      .values({ workspaceId: row.id, userId: user.id, role: 'owner' });

    const response = await kit.call(token, 'POST', `/api/workspaces/${row.id}/test-credentials`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ is_valid: false, error_type: 'network_error' });
    expect(response.json().data.message).toMatch(/연결하지 못했습니다/);
    expect(await kit.workspaceRow(row.id)).toMatchObject({
      keyStatus: 'valid',
      lastTestValid: false,
      lastTestErrorType: 'network_error',
    });
  });
});
