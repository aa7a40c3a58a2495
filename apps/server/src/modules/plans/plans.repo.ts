import { and, asc, count, eq, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  type BillingCustomerRow,
  billingCustomers,
  type SubscriptionRow,
  subscriptions,
} from '../../db/schema/billing.ts';
import { hostedImageUses } from '../../db/schema/hosted-images.ts';
import { crawlSessions } from '../../db/schema/investigator.ts';
import { uploadedProducts } from '../../db/schema/uploads.ts';
import { workspaceInvitations, workspaceMembers, workspaces } from '../../db/schema/workspaces.ts';
import { seoulDayOf } from '../../platform/seoul-calendar.ts';

/** A half-open span of instants: `start` inclusive, `end` exclusive. */
export interface TimeWindow {
  start: Date;
  end: Date;
}

/** The counts plan limits are measured by; one query each. */
export function createPlansRepo(db: Database) {
  return {
    /**
     * Holds the seller's plan lock until the surrounding transaction ends, so a count and the insert it allows are
     * not interleaved with another request of the same seller. Outside a transaction it is released at once.
     */
    async lockOwner(ownerId: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`plan:${ownerId}`}, 0))`);
    },

    /** The seller's subscription row (one per user), whatever its state. */
    async findSubscription(userId: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
      return row;
    },

    /** The seller's Toss billing identity and registered card, if they ever opened a card window. */
    async findBillingCustomer(userId: string): Promise<BillingCustomerRow | undefined> {
      const [row] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId));
      return row;
    },

    /** Whether the seller's first card registration added the free uses (the promotion of docs/product/plans-and-payments.md#free-uses). */
    async hasCardBonus(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ at: billingCustomers.bonusGrantedAt })
        .from(billingCustomers)
        .where(eq(billingCustomers.userId, userId));
      return row?.at != null;
    },

    /**
     * Uploads that did not fail (pending ones hold their slot, so parallel uploads cannot all pass the last one)
     * across every store the seller owns, disconnected ones included; all time when no window is given.
     */
    async countRegistrations(ownerId: string, window: TimeWindow | undefined): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(uploadedProducts)
        .innerJoin(workspaces, eq(workspaces.id, uploadedProducts.workspaceId))
        .where(
          and(
            eq(workspaces.ownerId, ownerId),
            inArray(uploadedProducts.status, ['pending', 'success']),
            window === undefined ? undefined : gte(uploadedProducts.createdAt, window.start),
            window === undefined ? undefined : lt(uploadedProducts.createdAt, window.end),
          ),
        );
      return row?.n ?? 0;
    },

    /** Product Investigator crawls the seller started in the window (whatever became of them). */
    async countCrawls(userId: string, window: TimeWindow): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(crawlSessions)
        .where(
          and(
            eq(crawlSessions.userId, userId),
            gte(crawlSessions.startedAt, window.start),
            lt(crawlSessions.startedAt, window.end),
          ),
        );
      return row?.n ?? 0;
    },

    /**
     * Pictures hosted for the seller's stores (disconnected ones included) in the Seoul month starting at
     * `month.start`: one per distinct picture per store (see hosted_image_uses).
     */
    async countHostedImages(ownerId: string, month: TimeWindow): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(hostedImageUses)
        .innerJoin(workspaces, eq(workspaces.id, hostedImageUses.workspaceId))
        .where(and(eq(workspaces.ownerId, ownerId), eq(hostedImageUses.month, seoulDayOf(month.start))));
      return row?.n ?? 0;
    },

    /** Connected stores the seller owns on either marketplace; a disconnected one frees its place. */
    async countStores(ownerId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(workspaces)
        .where(and(eq(workspaces.ownerId, ownerId), isNull(workspaces.disconnectedAt)));
      return row?.n ?? 0;
    },

    /**
     * Whether `workspaceId` is among the `limit` earliest connected stores of its owner: the ones a smaller plan keeps
     * writable (those connected later are read-only until the plan allows them or others are disconnected).
     */
    async isWithinStoreLimit(ownerId: string, workspaceId: string, limit: number): Promise<boolean> {
      const kept = await db
        .select({ id: workspaces.id })
        .from(workspaces)
        .where(and(eq(workspaces.ownerId, ownerId), isNull(workspaces.disconnectedAt)))
        .orderBy(asc(workspaces.createdAt), asc(workspaces.id))
        .limit(limit);
      return kept.some((row) => row.id === workspaceId);
    },

    /** The connected workspaces the seller owns (at most their store count). */
    async ownedWorkspaceIds(ownerId: string): Promise<string[]> {
      const rows = await db
        .select({ id: workspaces.id })
        .from(workspaces)
        .where(and(eq(workspaces.ownerId, ownerId), isNull(workspaces.disconnectedAt)));
      return rows.map((row) => row.id);
    },

    /** People in a workspace besides its owner, plus the invitations still waiting for an answer. */
    async countTeam(workspaceId: string): Promise<number> {
      const members = db
        .select({ n: count() })
        .from(workspaceMembers)
        .where(
          and(
            eq(workspaceMembers.workspaceId, workspaces.id),
            ne(workspaceMembers.userId, workspaces.ownerId),
          ),
        );
      const pending = db
        .select({ n: count() })
        .from(workspaceInvitations)
        .where(
          and(
            eq(workspaceInvitations.workspaceId, workspaces.id),
            eq(workspaceInvitations.status, 'pending'),
          ),
        );
      const [row] = await db
        .select({ n: sql<number>`(${members}) + (${pending})`.mapWith(Number) })
        .from(workspaces)
        .where(eq(workspaces.id, workspaceId));
      return row?.n ?? 0;
    },
  };
}

export type PlansRepo = ReturnType<typeof createPlansRepo>;
