import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type CrawlItem, type CrawlSessionRow, crawlSessions } from '../../db/schema/investigator.ts';

/** Crawl sessions: created by the start call, advanced by the crawl job. */
export function createCrawlSessionsRepo(db: Database) {
  return {
    async create(
      session: { userId: string; domain: string; maxCrawls: number; startedAt: Date },
      tx?: Database,
    ) {
      const [row] = await (tx ?? db).insert(crawlSessions).values(session).returning();
      if (!row) throw new Error('crawl session insert returned nothing');
      return row;
    },

    async find(id: string): Promise<CrawlSessionRow | undefined> {
      const [row] = await db.select().from(crawlSessions).where(eq(crawlSessions.id, id));
      return row;
    },

    /** The user's crawls started since `since` (the plan's monthly allowance). */
    async countStartedSince(userId: string, since: Date, tx?: Database): Promise<number> {
      const [row] = await (tx ?? db)
        .select({ total: count() })
        .from(crawlSessions)
        .where(and(eq(crawlSessions.userId, userId), gte(crawlSessions.startedAt, since)));
      return row?.total ?? 0;
    },

    /** The user's crawl still running, if any (one at a time). */
    async runningOf(userId: string, tx?: Database): Promise<CrawlSessionRow | undefined> {
      const [row] = await (tx ?? db)
        .select()
        .from(crawlSessions)
        .where(and(eq(crawlSessions.userId, userId), eq(crawlSessions.status, 'running')))
        .limit(1);
      return row;
    },

    /** Every crawl still running (the recovery sweep looks for ones without a job). */
    async runningIds(): Promise<string[]> {
      const rows = await db
        .select({ id: crawlSessions.id })
        .from(crawlSessions)
        .where(eq(crawlSessions.status, 'running'));
      return rows.map((row) => row.id);
    },

    /** The product pages discovery planned. */
    async savePlan(id: string, items: CrawlItem[]): Promise<void> {
      await db.update(crawlSessions).set({ items, discovered: true }).where(eq(crawlSessions.id, id));
    },

    /** One planned page's outcome, written over its slot (the job runs one page at a time). */
    async saveItem(id: string, index: number, item: CrawlItem): Promise<void> {
      await db
        .update(crawlSessions)
        .set({
          items: sql`jsonb_set(${crawlSessions.items}, ${`{${index}}`}::text[], ${JSON.stringify(item)}::jsonb)`,
        })
        .where(eq(crawlSessions.id, id));
    },

    async finish(id: string, status: 'success' | 'error', message: string, finishedAt: Date): Promise<void> {
      await db
        .update(crawlSessions)
        .set({ status, message, finishedAt })
        .where(and(eq(crawlSessions.id, id), eq(crawlSessions.status, 'running')));
    },
  };
}

export type CrawlSessionsRepo = ReturnType<typeof createCrawlSessionsRepo>;
