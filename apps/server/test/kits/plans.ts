import { randomUUID } from 'node:crypto';
import { orderNameOf, type PlanType, planOf } from '@ollida/contracts/plans';
import { eq } from 'drizzle-orm';
import { payments, subscriptions } from '../../src/db/schema/billing.ts';
import { uploadedProducts } from '../../src/db/schema/uploads.ts';
import { workspaceInvitations, workspaceMembers, workspaces } from '../../src/db/schema/workspaces.ts';
import { createUser, type FactoryContext } from '../factories.ts';

const dayMs = 24 * 60 * 60 * 1000;

type UploadStatus = 'pending' | 'success' | 'failure';

/** Test-side rows for plan limits: subscriptions (with their payment), uploads, stores and team members. */
export function planKit(ctx: FactoryContext) {
  const db = ctx.database.db;
  let sequence = 0;

  /** Workspace rows owned by `ownerId`, with the owner's membership; disconnected ones when asked. */
  async function seedStores(ownerId: string, count: number, options: { disconnected?: boolean } = {}) {
    const ids: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const [row] = await db
        .insert(workspaces)
        .values({
          name: `상점 ${index + 1}`,
          platform: index % 2 === 0 ? 'coupang' : 'naver',
          ownerId,
          disconnectedAt: options.disconnected ? ctx.clock.now : null,
        })
        .returning();
      if (!row) throw new Error('no workspace');
      await db.insert(workspaceMembers).values({ workspaceId: row.id, userId: ownerId, role: 'owner' });
      ids.push(row.id);
    }
    return ids;
  }

  return {
    seedStores,

    /** One workspace row owned by `ownerId`. */
    async seedStore(ownerId: string, options: { disconnected?: boolean } = {}) {
      const [id] = await seedStores(ownerId, 1, options);
      if (!id) throw new Error('no workspace');
      return id;
    },

    /** A completed payment and the subscription it set; by default active from 5 days ago for 30 days. */
    async subscribe(
      userId: string,
      planType: PlanType,
      options: { status?: 'active' | 'cancelled'; start?: Date; end?: Date } = {},
    ) {
      const plan = planOf(planType);
      if (!plan) throw new Error(`no plan ${planType}`);
      const start = options.start ?? new Date(ctx.clock.now.getTime() - 5 * dayMs);
      const end = options.end ?? new Date(start.getTime() + 30 * dayMs);
      const [payment] = await db
        .insert(payments)
        .values({
          userId,
          orderId: `order-${randomUUID()}`,
          orderName: orderNameOf(plan),
          planType,
          amount: plan.priceWon,
          status: 'completed',
          approvedAt: start,
        })
        .returning();
      if (!payment) throw new Error('no payment');
      const values = {
        planType,
        status: options.status ?? 'active',
        currentPeriodStart: start,
        currentPeriodEnd: end,
        paymentId: payment.id,
      };
      await db
        .insert(subscriptions)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: subscriptions.userId, set: values });
      return { start, end };
    },

    /** Moves the seller's subscription (to expire or cancel it). */
    async updateSubscription(
      userId: string,
      values: Partial<Pick<typeof subscriptions.$inferInsert, 'status' | 'currentPeriodEnd'>>,
    ) {
      await db.update(subscriptions).set(values).where(eq(subscriptions.userId, userId));
    },

    /** `count` upload rows in a workspace, each with its own supplier item. */
    async seedUploads(workspaceId: string, status: UploadStatus, createdAt: Date, count = 1) {
      if (count === 0) return;
      await db.insert(uploadedProducts).values(
        Array.from({ length: count }, () => {
          sequence += 1;
          return {
            workspaceId,
            platform: 'coupang' as const,
            uploaderEmail: 'seed@example.com',
            channel: 'web' as const,
            status,
            displayProductName: '상품',
            sellerProductName: '상품',
            originalUrl: 'https://supplier.example/p',
            supplierKey: `seed-${sequence}`,
            productDetails: {},
            createdAt,
          };
        }),
      );
    },

    /** Joined members (new users) and invitations in a workspace, sent by its owner. */
    async seedTeam(
      workspaceId: string,
      ownerId: string,
      team: { members?: number; pending?: number; answered?: number },
    ) {
      for (let index = 0; index < (team.members ?? 0); index += 1) {
        const user = await createUser(ctx);
        await db.insert(workspaceMembers).values({ workspaceId, userId: user.id, role: 'member' });
      }
      const invitation = (status: 'pending' | 'accepted' | 'declined') => ({
        workspaceId,
        email: `invitee-${randomUUID()}@example.com`,
        role: 'member' as const,
        invitedBy: ownerId,
        status,
      });
      const rows = [
        ...Array.from({ length: team.pending ?? 0 }, () => invitation('pending')),
        ...Array.from({ length: team.answered ?? 0 }, (_, index) =>
          invitation(index % 2 === 0 ? 'accepted' : 'declined'),
        ),
      ];
      if (rows.length > 0) await db.insert(workspaceInvitations).values(rows);
    },
  };
}
