import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { currentAuth } from '../../platform/authenticate.ts';
import type { BillingRepo } from './billing.repo.ts';
import type { RenewalSweep } from './renewal-sweep.ts';

/**
 * Sandbox mode only, never mounted outside it:
 * - `POST /sandbox/ollida/billing/advance` moves the signed-in seller's subscription forward in time (its period, or
 *   its next retry, now ends) and runs the renewal sweep, so a renewal, a failure and a retry can be seen at once;
 * - `POST /sandbox/ollida/billing/sweep` runs the renewal sweep now, on the app's clock (tests move that clock).
 */
export function registerBillingSandboxControls(
  app: FastifyInstance,
  deps: {
    requireUser: preHandlerAsyncHookHandler;
    repo: BillingRepo;
    sweep: RenewalSweep;
    clock: () => Date;
  },
): void {
  app.post(
    '/sandbox/ollida/billing/advance',
    { preHandler: deps.requireUser, schema: { hide: true } },
    async (request) => {
      const userId = currentAuth(request).user.id;
      await deps.repo.makeDueNow(userId, deps.clock());
      return deps.sweep.sweep();
    },
  );
  app.post(
    '/sandbox/ollida/billing/sweep',
    { preHandler: deps.requireUser, schema: { hide: true } },
    async () => deps.sweep.sweep(),
  );
}
