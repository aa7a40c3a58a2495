import { defaultMonthlyUploads } from '@ollida/contracts/plans';
import { and, count, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { uploadedProducts } from '../../db/schema/uploads.ts';
import { workspaces } from '../../db/schema/workspaces.ts';

/** The workspace a member would join, as the plan check needs it. */
export interface MemberLimitSubject {
  workspaceId: string;
  ownerId: string;
}

/** What a seller's plan allows, asked by the services before they create something that counts. */
export interface PlanLimits {
  /** Team size (spec 2 §9: pro up to 5 members, business unlimited); asked before an invitation is created. */
  canAddMember(subject: MemberLimitSubject): Promise<boolean>;
  /** Connected stores (starter 1, pro 3, business unlimited); asked before a workspace is created. */
  canAddStore(ownerId: string): Promise<boolean>;
  /** Product uploads this month across every store the seller owns; asked before each upload. */
  canUpload(ownerId: string): Promise<boolean>;
}

/**
 * Until the payments issue (#8) lands every seller may grow; that issue replaces this with limits that read the owner's
 * subscription. It is built once in app.ts, so the swap happens in one place.
 */
export function createUnlimitedPlanLimits(): PlanLimits {
  return {
    canAddMember: async () => true,
    canAddStore: async () => true,
    canUpload: async () => true,
  };
}

// Korea has kept UTC+9 without daylight saving since 1988, so the month boundary is a fixed offset.
const seoulOffsetMs = 9 * 60 * 60 * 1000;

/** The start (inclusive) and end (exclusive) of the Asia/Seoul calendar month holding `now`, as instants. */
export function seoulMonthOf(now: Date): { start: Date; end: Date } {
  const wall = new Date(now.getTime() + seoulOffsetMs);
  const year = wall.getUTCFullYear();
  const month = wall.getUTCMonth();
  return {
    start: new Date(Date.UTC(year, month, 1) - seoulOffsetMs),
    end: new Date(Date.UTC(year, month + 1, 1) - seoulOffsetMs),
  };
}

/**
 * Stores and members stay unlimited; uploads are capped per owner and month at `defaultMonthlyUploads` until the
 * payments issue (#8) reads the owner's plan. Every successful upload counts, confirmed duplicates included.
 */
export function createDefaultPlanLimits(
  db: Database,
  options: { clock?: () => Date; monthlyUploads?: number } = {},
): PlanLimits {
  const clock = options.clock ?? (() => new Date());
  const monthlyUploads = options.monthlyUploads ?? defaultMonthlyUploads;
  return {
    canAddMember: async () => true,
    canAddStore: async () => true,
    async canUpload(ownerId: string): Promise<boolean> {
      const { start, end } = seoulMonthOf(clock());
      const [row] = await db
        .select({ uploads: count() })
        .from(uploadedProducts)
        .innerJoin(workspaces, eq(workspaces.id, uploadedProducts.workspaceId))
        .where(
          and(
            eq(workspaces.ownerId, ownerId),
            // Attempts in flight count too, so parallel uploads cannot all pass the last free slot.
            inArray(uploadedProducts.status, ['pending', 'success']),
            gte(uploadedProducts.createdAt, start),
            lt(uploadedProducts.createdAt, end),
          ),
        );
      return (row?.uploads ?? 0) < monthlyUploads;
    },
  };
}
