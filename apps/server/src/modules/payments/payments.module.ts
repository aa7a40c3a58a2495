import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { TossConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createHttpClient } from '../../integrations/http-client.ts';
import { createTossClient } from '../../integrations/toss/toss-client.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import { registerBilling } from '../billing/index.ts';
import type { SubscriptionReader } from '../plans/index.ts';
import { createPaymentSettlement } from './payment-settlement.ts';
import { createPaymentWebhook } from './payment-webhook.ts';
import { createPaymentsRepo } from './payments.repo.ts';
import { registerPaymentRoutes } from './payments.routes.ts';
import { createPaymentsService } from './payments.service.ts';

/** The real Toss SDK; in sandbox mode the in-app sandbox's shim at the same path is loaded instead. */
const tossSdkUrl = 'https://js.tosspayments.com/v2/standard';

/** What the payments module is built from (see app.ts). */
export interface PaymentsModuleDeps {
  db: Database;
  requireUser: preHandlerAsyncHookHandler;
  toss: TossConfig;
  /** Whether the sandboxes are mounted under `${publicUrl}/sandbox` (the SDK URL then points at the Toss shim). */
  sandbox: boolean;
  publicUrl: string;
  subscriptions: SubscriptionReader;
  secrets: SecretBox;
  clock: () => Date;
  /** Seconds between renewal sweeps here; 0 on an instance that does not run jobs. */
  renewalSweepIntervalSeconds: number;
}

/** Payments (client key, create, confirm, abandon, history, Toss webhook) and card-billing subscriptions. */
export function registerPayments(app: FastifyInstance, deps: PaymentsModuleDeps): void {
  const repo = createPaymentsRepo(deps.db);
  const toss = createTossClient({
    baseUrl: deps.toss.baseUrl,
    secretKey: deps.toss.secretKey,
    http: createHttpClient(),
  });
  const settlement = createPaymentSettlement({ repo, clock: deps.clock });
  const billing = registerBilling(app, {
    db: deps.db,
    requireUser: deps.requireUser,
    toss,
    payments: repo,
    settlement,
    subscriptions: deps.subscriptions,
    secrets: deps.secrets,
    publicUrl: deps.publicUrl,
    clock: deps.clock,
    sweepIntervalSeconds: deps.renewalSweepIntervalSeconds,
    sandbox: deps.sandbox,
  });
  registerPaymentRoutes(app, {
    requireUser: deps.requireUser,
    service: createPaymentsService({
      repo,
      toss,
      settlement,
      subscriptions: deps.subscriptions,
      clock: deps.clock,
    }),
    webhook: createPaymentWebhook({ repo, toss, settlement, onBillingDeleted: billing.onBillingDeleted }),
    clientKey: {
      clientKey: deps.toss.clientKey,
      // Not toss.baseUrl: TOSS_API_BASE may move the API elsewhere in sandbox mode, while the page's CSP only allows
      // the app's own origin and Toss's CDN; the in-app sandbox always serves the shim here.
      sdkUrl: deps.sandbox ? `${deps.publicUrl}/sandbox/toss/v2/standard` : tossSdkUrl,
    },
  });
}
