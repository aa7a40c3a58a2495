import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { storeApiKeys, storeKeyReveals } from '../../db/schema/coupang-stores.ts';
import { userWorkspaceSettings, workspaceMembers, workspaces } from '../../db/schema/workspaces.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';

export type StoreWorkspaceRow = typeof workspaces.$inferSelect;
export type StoreApiKeyRow = typeof storeApiKeys.$inferSelect;
type Role = (typeof workspaceMembers.$inferSelect)['role'];

/** A Coupang store as one member sees it: its workspace row and their role. */
export interface MemberStoreRow {
  workspace: StoreWorkspaceRow;
  role: Role;
}

/** The settings a store screen may change on its workspace. */
export type StoreSettingsUpdate = Partial<
  Pick<
    StoreWorkspaceRow,
    | 'returnCenterCode'
    | 'returnCenterName'
    | 'returnCenterContact'
    | 'returnCenterZipcode'
    | 'returnCenterAddress'
    | 'returnCenterAddressDetail'
    | 'outboundShippingPlaceCode'
    | 'shippingPlaceName'
    | 'outboundShippingPlaceContact'
    | 'outboundZipcode'
    | 'outboundAddress'
    | 'outboundAddressDetail'
    | 'outboundRemoteFees'
    | 'deliveryChargeOnReturn'
    | 'returnCharge'
    | 'requested'
  >
>;

/** The store (a connected workspace of either marketplace) an external API key belongs to. */
export interface ApiKeyStore {
  workspaceId: string;
  workspaceName: string;
  ownerId: string;
  platform: 'coupang' | 'naver';
  wingAccount: string | null;
  vendorCode: string | null;
  storeName: string | null;
  keyPrefix: string;
}

const connectedCoupang = and(eq(workspaces.platform, 'coupang'), isNull(workspaces.disconnectedAt));

/** Queries for Coupang stores (connected Coupang workspaces), their API keys and the key-reveal audit. */
export function createCoupangStoresRepo(db: Database) {
  function memberStores(userId: string) {
    return db
      .select({ workspace: workspaces, role: workspaceMembers.role })
      .from(workspaces)
      .innerJoin(
        workspaceMembers,
        and(eq(workspaceMembers.workspaceId, workspaces.id), eq(workspaceMembers.userId, userId)),
      );
  }

  return {
    /** The caller's connected Coupang stores, oldest first. */
    async listForMember(userId: string): Promise<MemberStoreRow[]> {
      return memberStores(userId)
        .where(connectedCoupang)
        .orderBy(asc(workspaces.createdAt), asc(workspaces.id));
    },

    /**
     * The caller's store of a Wing account (case-insensitive, as the unique index compares); when they are in
     * several, the one they own comes first, then the oldest.
     */
    async findForMember(userId: string, wingAccount: string): Promise<MemberStoreRow | undefined> {
      const [row] = await memberStores(userId)
        .where(and(connectedCoupang, sql`lower(${workspaces.wingAccount}) = lower(${wingAccount})`))
        .orderBy(
          sql`case when ${workspaceMembers.role} = 'owner' then 0 else 1 end`,
          asc(workspaces.createdAt),
          asc(workspaces.id),
        )
        .limit(1);
      return row;
    },

    async updateSettings(workspaceId: string, update: StoreSettingsUpdate): Promise<void> {
      await db.update(workspaces).set(update).where(eq(workspaces.id, workspaceId));
    },

    /** Sets the store's Wing login id; false when the owner already has another connected store with that id. */
    async changeWingAccount(workspaceId: string, wingAccount: string): Promise<boolean> {
      try {
        await db.update(workspaces).set({ wingAccount }).where(eq(workspaces.id, workspaceId));
        return true;
      } catch (error) {
        if (isUniqueViolation(error, 'workspaces_coupang_wing_account_unique')) return false;
        throw error;
      }
    },

    /**
     * Hides the store everywhere while keeping the row for uploaded-product history: its keys are dropped, its
     * API key revoked, and no one's current or main choice points at it any more.
     */
    async disconnect(workspaceId: string, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(workspaces)
          .set({ disconnectedAt: now, credentials: null })
          .where(eq(workspaces.id, workspaceId));
        await tx.delete(storeApiKeys).where(eq(storeApiKeys.workspaceId, workspaceId));
        await tx
          .update(userWorkspaceSettings)
          .set({ currentWorkspaceId: null })
          .where(eq(userWorkspaceSettings.currentWorkspaceId, workspaceId));
        await tx
          .update(userWorkspaceSettings)
          .set({ mainWorkspaceId: null })
          .where(eq(userWorkspaceSettings.mainWorkspaceId, workspaceId));
      });
    },

    async findApiKey(workspaceId: string): Promise<StoreApiKeyRow | undefined> {
      const [row] = await db
        .select()
        .from(storeApiKeys)
        .where(eq(storeApiKeys.workspaceId, workspaceId))
        .limit(1);
      return row;
    },

    /** Stores a new key hash in place of any previous one, which stops working at once. */
    async replaceApiKey(values: typeof storeApiKeys.$inferInsert): Promise<StoreApiKeyRow> {
      const { workspaceId: _workspaceId, ...replaced } = values;
      const [row] = await db
        .insert(storeApiKeys)
        .values(values)
        .onConflictDoUpdate({ target: storeApiKeys.workspaceId, set: replaced })
        .returning();
      if (!row) throw new Error('store api key upsert returned nothing');
      return row;
    },

    /** Deletes the store's key; false when there was none. */
    async deleteApiKey(workspaceId: string): Promise<boolean> {
      const deleted = await db
        .delete(storeApiKeys)
        .where(eq(storeApiKeys.workspaceId, workspaceId))
        .returning({ workspaceId: storeApiKeys.workspaceId });
      return deleted.length > 0;
    },

    /** The connected store (either marketplace) whose API key has this hash. */
    async findStoreByKeyHash(keyHash: string): Promise<ApiKeyStore | undefined> {
      const [row] = await db
        .select({
          workspaceId: workspaces.id,
          workspaceName: workspaces.name,
          ownerId: workspaces.ownerId,
          platform: workspaces.platform,
          wingAccount: workspaces.wingAccount,
          vendorCode: workspaces.vendorCode,
          storeName: workspaces.storeName,
          keyPrefix: storeApiKeys.keyPrefix,
        })
        .from(storeApiKeys)
        .innerJoin(workspaces, eq(workspaces.id, storeApiKeys.workspaceId))
        .where(and(eq(storeApiKeys.keyHash, keyHash), isNull(workspaces.disconnectedAt)))
        .limit(1);
      return row;
    },

    async recordReveal(values: typeof storeKeyReveals.$inferInsert): Promise<void> {
      await db.insert(storeKeyReveals).values(values);
    },
  };
}

export type CoupangStoresRepo = ReturnType<typeof createCoupangStoresRepo>;
