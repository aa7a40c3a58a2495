import { errorCodes } from '@ollida/contracts/errors';
import { type AllowanceTier, cardBonusUses, planAllowances } from '@ollida/contracts/plans';
import type { Database } from '../../db/client.ts';
import { Forbidden } from '../../platform/domain-errors.ts';
import { seoulMonthOf } from '../../platform/seoul-calendar.ts';
import {
  imageLimitMessage,
  investigatorLimitMessage,
  memberLimitMessage,
  registrationLimitMessage,
  storeLimitMessage,
  storeReadOnlyMessage,
} from './plan-limit-messages.ts';
import { createPlansRepo, type TimeWindow } from './plans.repo.ts';
import { subscriptionStateOf } from './subscription-state.ts';

/** The workspace a member would join, as the plan check needs it. */
export interface MemberLimitSubject {
  workspaceId: string;
  ownerId: string;
}

/**
 * What a seller's plan allows, asked by the services before they create something that counts. Each check throws
 * `Forbidden` (codes uploadQuotaExceeded, storeLimitReached, memberLimitReached) with a Korean message naming the plan
 * that would allow it; it resolves when the action is allowed.
 *
 * Pass the transaction that then inserts the counted row: the check locks the owner until that transaction ends, so
 * parallel requests of one seller are counted one after another and cannot all take the last place.
 */
export interface PlanLimits {
  /** Team size per workspace (pending invitations count); asked where an invitation is inserted. */
  assertCanAddMember(subject: MemberLimitSubject, tx?: Database): Promise<void>;
  /** Connected stores the seller owns; asked where a workspace is inserted. */
  assertCanAddStore(ownerId: string, tx?: Database): Promise<void>;
  /**
   * Registrations (pending + successful uploads) across every store the owner has; asked where an attempt is written.
   * With `workspaceId`, also that the store is not read-only: after a move to a plan with fewer stores, only the
   * earliest connected ones up to the plan's count take new registrations (code storeReadOnly).
   */
  assertCanUpload(ownerId: string, tx?: Database, workspaceId?: string): Promise<void>;
  /** Product Investigator crawls started this Seoul month; asked where a crawl session is inserted. */
  assertCanCrawl(userId: string, tx?: Database): Promise<void>;
  /**
   * Pictures hosted this Seoul month for the owner's stores (code imageQuotaExceeded); asked where a new picture of a
   * store is recorded (modules/hosted-images).
   */
  assertCanHostImage(ownerId: string, tx?: Database): Promise<void>;
}

/** Limits that allow everything: for tests of other features that are not about plans. */
export function createUnlimitedPlanLimits(): PlanLimits {
  return {
    assertCanAddMember: async () => {},
    assertCanAddStore: async () => {},
    assertCanUpload: async () => {},
    assertCanCrawl: async () => {},
    assertCanHostImage: async () => {},
  };
}

/** Registrations a tier allows: the free tier's grow by the card bonus once the seller registered a card. */
export function registrationLimitOf(tier: AllowanceTier, cardBonus: boolean): number | null {
  const limit = planAllowances[tier].registrations;
  return tier === 'free' && cardBonus && limit !== null ? limit + cardBonusUses : limit;
}

/** The span registrations are counted in: the Seoul calendar month on a plan, all time (undefined) on the free tier. */
export function registrationWindowOf(tier: AllowanceTier, now: Date): TimeWindow | undefined {
  return planAllowances[tier].registrationWindow === 'month' ? seoulMonthOf(now) : undefined;
}

/**
 * Limits read from each seller's subscription (the workspace owner's for uploads and members): the owner's lock, one
 * query for the tier, then one count unless the tier is unlimited; all on `tx` when given.
 */
export function createPlanLimits(db: Database, options: { clock?: () => Date } = {}): PlanLimits {
  const clock = options.clock ?? (() => new Date());

  /** The owner's tier read under the owner's lock, with the repo the count then runs on. */
  async function lockedTier(ownerId: string, tx: Database | undefined, now: Date) {
    const repo = createPlansRepo(tx ?? db);
    await repo.lockOwner(ownerId);
    const tier: AllowanceTier = subscriptionStateOf(await repo.findSubscription(ownerId), now).tier;
    return { repo, tier };
  }

  return {
    async assertCanUpload(ownerId: string, tx?: Database, workspaceId?: string): Promise<void> {
      const now = clock();
      const { repo, tier } = await lockedTier(ownerId, tx, now);
      const stores = planAllowances[tier].stores;
      if (
        workspaceId !== undefined &&
        stores !== null &&
        !(await repo.isWithinStoreLimit(ownerId, workspaceId, stores))
      ) {
        throw new Forbidden(storeReadOnlyMessage(tier, stores), errorCodes.storeReadOnly);
      }
      const limit = registrationLimitOf(tier, tier === 'free' && (await repo.hasCardBonus(ownerId)));
      if (limit === null) return;
      const used = await repo.countRegistrations(ownerId, registrationWindowOf(tier, now));
      if (used >= limit) {
        throw new Forbidden(registrationLimitMessage(tier, limit, used), errorCodes.uploadQuotaExceeded);
      }
    },

    async assertCanCrawl(userId: string, tx?: Database): Promise<void> {
      const now = clock();
      const { repo, tier } = await lockedTier(userId, tx, now);
      const limit = planAllowances[tier].investigatorRunsPerMonth;
      if (limit === null) return;
      const used = limit === 0 ? 0 : await repo.countCrawls(userId, seoulMonthOf(now));
      if (used >= limit) {
        throw new Forbidden(investigatorLimitMessage(tier, limit, used), errorCodes.investigatorLimitReached);
      }
    },

    async assertCanHostImage(ownerId: string, tx?: Database): Promise<void> {
      const now = clock();
      const { repo, tier } = await lockedTier(ownerId, tx, now);
      const limit = planAllowances[tier].imagesPerMonth;
      if (limit === null) return;
      const used = await repo.countHostedImages(ownerId, seoulMonthOf(now));
      if (used >= limit) {
        throw new Forbidden(imageLimitMessage(tier, limit, used), errorCodes.imageQuotaExceeded);
      }
    },

    async assertCanAddStore(ownerId: string, tx?: Database): Promise<void> {
      const { repo, tier } = await lockedTier(ownerId, tx, clock());
      const limit = planAllowances[tier].stores;
      if (limit === null) return;
      const used = await repo.countStores(ownerId);
      if (used >= limit) {
        throw new Forbidden(storeLimitMessage(tier, limit, used), errorCodes.storeLimitReached);
      }
    },

    async assertCanAddMember({ workspaceId, ownerId }: MemberLimitSubject, tx?: Database): Promise<void> {
      const { repo, tier } = await lockedTier(ownerId, tx, clock());
      const limit = planAllowances[tier].membersPerWorkspace;
      if (limit === null) return;
      const used = await repo.countTeam(workspaceId);
      if (used >= limit) {
        throw new Forbidden(memberLimitMessage(tier, limit, used), errorCodes.memberLimitReached);
      }
    },
  };
}
