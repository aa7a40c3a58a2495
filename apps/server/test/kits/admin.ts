import { createAccessLogRepo } from '../../src/modules/admin/index.ts';
import type { AccessLogEntry } from '../../src/platform/access-log.ts';
import type { TestContext } from '../build-test-app.ts';
import { createUser, loginAs } from '../factories.ts';

type Method = 'GET' | 'POST' | 'DELETE';

/** Helpers of the admin tests: users by role, calls from a chosen client address, seeded log lines. */
export function adminKit(ctx: TestContext) {
  const logRepo = createAccessLogRepo(ctx.database.db);

  async function userWithRole(role: 'user' | 'admin') {
    const user = await createUser(ctx, { role });
    return { user, token: await loginAs(ctx, user.id) };
  }

  return {
    admin: () => userWithRole('admin'),
    seller: () => userWithRole('user'),

    /**
     * A request as the app sees it. `ip` travels in X-Forwarded-For, believed only when the test app trusts the
     * loopback proxy (TRUST_PROXY=127.0.0.1).
     */
    call(
      token: string | undefined,
      method: Method,
      url: string,
      options: { body?: unknown; ip?: string; userAgent?: string; headers?: Record<string, string> } = {},
    ) {
      return ctx.app.inject({
        method,
        url,
        headers: {
          ...options.headers,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(options.ip ? { 'x-forwarded-for': options.ip } : {}),
          ...(options.userAgent ? { 'user-agent': options.userAgent } : {}),
        },
        ...(options.body === undefined ? {} : { payload: options.body as object }),
      });
    },

    /** Writes log lines (and their rollups) the way a flush does. */
    seed: (entries: AccessLogEntry[]) => logRepo.writeBatch(entries),

    /** One log line with defaults; `minutesAgo` counts back from the test clock. */
    entry(overrides: Partial<AccessLogEntry> & { minutesAgo?: number } = {}): AccessLogEntry {
      const { minutesAgo = 0, ...rest } = overrides;
      return {
        at: new Date(ctx.clock.now.getTime() - minutesAgo * 60_000),
        ip: '203.0.113.10',
        method: 'GET',
        path: '/',
        statusCode: 200,
        userId: null,
        userAgent: 'Mozilla/5.0 (test)',
        durationMs: 3,
        isDangerous: false,
        ...rest,
      };
    },

    flushLog: () => ctx.app.traffic.accessLog.flush(),
  };
}
