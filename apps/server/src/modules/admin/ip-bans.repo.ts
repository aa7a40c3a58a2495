import { count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type BannedIpRow, bannedIps, ipBlockListVersion } from '../../db/schema/traffic.ts';

export interface NewBan {
  ipAddress: string;
  reason: string;
  bannedBy: string;
  bannedByUserId: string | null;
  detectedPath: string | null;
}

/** The blocked IPs table and the version every change bumps (by trigger). */
export function createIpBansRepo(db: Database) {
  return {
    /** The list's version: moves on every change to `banned_ips`, whoever made it. */
    async version(): Promise<number> {
      const [row] = await db.select({ version: ipBlockListVersion.version }).from(ipBlockListVersion);
      return row?.version ?? 0;
    },

    /** Every blocked address (the in-memory block list). */
    async allAddresses(): Promise<string[]> {
      const rows = await db.select({ ip: bannedIps.ipAddress }).from(bannedIps);
      return rows.map((row) => row.ip);
    },

    async find(ipAddress: string): Promise<BannedIpRow | undefined> {
      const [row] = await db.select().from(bannedIps).where(eq(bannedIps.ipAddress, ipAddress));
      return row;
    },

    /** Inserts the block; undefined when the address was already blocked (nothing changes then). */
    async insert(ban: NewBan): Promise<BannedIpRow | undefined> {
      const [row] = await db.insert(bannedIps).values(ban).onConflictDoNothing().returning();
      return row;
    },

    /** Removes one block; false when there was none. */
    async remove(ipAddress: string): Promise<boolean> {
      const gone = await db
        .delete(bannedIps)
        .where(eq(bannedIps.ipAddress, ipAddress))
        .returning({ id: bannedIps.id });
      return gone.length > 0;
    },

    /** Removes every block; answers how many there were. */
    async removeAll(): Promise<number> {
      const gone = await db.delete(bannedIps).returning({ id: bannedIps.id });
      return gone.length;
    },

    /** One page, newest block first. */
    async page(offset: number, limit: number): Promise<{ rows: BannedIpRow[]; total: number }> {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(bannedIps)
          .orderBy(desc(bannedIps.bannedAt), desc(bannedIps.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(bannedIps),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    /** How many blocks the security system made and are still in place. */
    async countBannedBy(bannedBy: string): Promise<number> {
      const [row] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(bannedIps)
        .where(eq(bannedIps.bannedBy, bannedBy));
      return row?.total ?? 0;
    },
  };
}

export type IpBansRepo = ReturnType<typeof createIpBansRepo>;
