import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { TossClient } from '../../integrations/toss/toss-client.ts';
import { registerPeriodicSweep } from '../../platform/periodic-sweep.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import type { PaymentSettlement, PaymentsRepo } from '../payments/index.ts';
import { createPlansRepo, type SubscriptionReader } from '../plans/index.ts';
import { createBillingRepo } from './billing.repo.ts';
import { registerBillingRoutes } from './billing.routes.ts';
import { createBillingService } from './billing.service.ts';
import { createBillingCharger } from './billing-charge.ts';
import { createBillingLedger } from './billing-ledger.ts';
import { billingNotices } from './billing-notices.ts';
import { createBillingRefund } from './billing-refund.ts';
import { registerBillingSandboxControls } from './billing-sandbox-controls.ts';
import { billingKeyHash, createCardVault } from './card-vault.ts';
import { createRenewalSweep } from './renewal-sweep.ts';

/** What the billing module is built from (see payments.module.ts, which shares its Toss client and settlement). */
export interface BillingModuleDeps {
  db: Database;
  requireUser: preHandlerAsyncHookHandler;
  toss: TossClient;
  payments: PaymentsRepo;
  settlement: PaymentSettlement;
  subscriptions: SubscriptionReader;
  secrets: SecretBox;
  publicUrl: string;
  clock: () => Date;
  /** Seconds between renewal sweeps in this process; 0 = none here (an HTTP-only instance). */
  sweepIntervalSeconds: number;
  /** Sandbox mode: mounts the control that makes a subscription due now, for trying renewals by hand and e2e. */
  sandbox: boolean;
}

/** Card-billing subscriptions: routes, the renewal sweep, and the BILLING_DELETED webhook handler it answers. */
export function registerBilling(app: FastifyInstance, deps: BillingModuleDeps) {
  const { clock } = deps;
  const repo = createBillingRepo(deps.db);
  const logError = (error: unknown) => app.log.error({ err: error }, 'billing: Toss card call failed');
  const vault = createCardVault({ repo, secrets: deps.secrets, toss: deps.toss, clock, onError: logError });
  const charger = createBillingCharger({ toss: deps.toss, payments: deps.payments, clock });
  const ledger = createBillingLedger({ payments: deps.payments, billing: repo, clock });
  const refund = createBillingRefund({ repo, toss: deps.toss, settlement: deps.settlement });
  const sweep = createRenewalSweep({
    repo,
    charger,
    ledger,
    vault,
    clock,
    refund: async (paymentId) => {
      await refund(paymentId, '구독이 끝난 뒤 승인된 자동 결제 환불');
    },
    onError: (error, userId) => app.log.error({ err: error, userId }, 'billing: renewal failed'),
  });
  const service = createBillingService({
    repo,
    plans: createPlansRepo(deps.db),
    toss: deps.toss,
    vault,
    charger,
    ledger,
    sweep,
    refund,
    subscriptions: deps.subscriptions,
    publicUrl: deps.publicUrl,
    clock,
  });
  registerBillingRoutes(app, { requireUser: deps.requireUser, service });
  if (deps.sandbox)
    registerBillingSandboxControls(app, { requireUser: deps.requireUser, repo, sweep, clock });

  registerPeriodicSweep(app, {
    intervalSeconds: deps.sweepIntervalSeconds,
    name: 'billing: renewal sweep',
    sweep: () => sweep.sweep(),
  });

  return {
    sweep,
    /**
     * Toss says a billing key was deleted (unsigned, so only ever a reason to stop charging it): forget the card and
     * tell the seller. A key we do not hold is ignored.
     */
    async onBillingDeleted(billingKey: string): Promise<void> {
      const customer = await repo.findByKeyHash(billingKeyHash(billingKey));
      if (customer?.billingKeySealed == null) return;
      const now = clock();
      await repo.forgetCard(customer.userId, customer.billingKeySealed, now);
      await repo.notify(customer.userId, billingNotices.cardRemoved(), now);
    },
  };
}

export type Billing = ReturnType<typeof registerBilling>;
