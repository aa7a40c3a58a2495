import { and, count, desc, eq, getTableColumns, ilike, max, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type CrawledPageRow, crawledPages, crawlHistory } from '../../db/schema/investigator.ts';

export type NewCrawledPage = Omit<typeof crawledPages.$inferInsert, 'id'>;
/** A stored page without its body (lists never read the bytes). */
export type PageSummary = Omit<CrawledPageRow, 'body'>;

const { body: _body, ...summaryColumns } = getTableColumns(crawledPages);

/** `%text%` for ILIKE with the user's wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

export interface PageFilter {
  source?: string;
  /** Crawl day `YYYY-MM-DD`. */
  date?: string;
  search?: string;
  /** Only pages whose parse found a product. */
  parsedOnly?: boolean;
}

function whereOf(userId: string, filter: PageFilter): SQL | undefined {
  return and(
    eq(crawledPages.userId, userId),
    filter.source === undefined ? undefined : eq(crawledPages.source, filter.source),
    filter.date === undefined ? undefined : eq(crawledPages.crawlDate, filter.date),
    filter.parsedOnly ? eq(crawledPages.parseSuccess, true) : undefined,
    filter.search === undefined
      ? undefined
      : or(
          ilike(crawledPages.itemName, containing(filter.search)),
          ilike(crawledPages.url, containing(filter.search)),
          ilike(crawledPages.productId, containing(filter.search)),
          ilike(crawledPages.domain, containing(filter.search)),
        ),
  );
}

/**
 * The page store (compressed pages with their parse) and the crawl history. Every page and history row belongs to the
 * user whose crawl stored it, and every read is scoped to one user.
 */
export function createPageStoreRepo(db: Database) {
  return {
    /** Stores a page; the same user's second crawl of the same product on the same day replaces it. */
    async savePage(page: NewCrawledPage): Promise<void> {
      const { userId, domain, productId, crawlDate, ...rest } = page;
      await db
        .insert(crawledPages)
        .values(page)
        .onConflictDoUpdate({
          target: [crawledPages.userId, crawledPages.domain, crawledPages.productId, crawledPages.crawlDate],
          set: { ...rest },
        });
    },

    /** Counts the user's visit of a product page (their first one sets `crawled_at`). */
    async recordVisit(visit: {
      userId: string;
      domain: string;
      productId: string;
      url: string;
      at: Date;
      fileSize: number;
    }) {
      await db
        .insert(crawlHistory)
        .values({
          userId: visit.userId,
          domain: visit.domain,
          productId: visit.productId,
          url: visit.url,
          crawledAt: visit.at,
          lastAccessedAt: visit.at,
          visitCount: 1,
          fileSize: visit.fileSize,
        })
        .onConflictDoUpdate({
          target: [crawlHistory.userId, crawlHistory.domain, crawlHistory.productId],
          set: {
            url: visit.url,
            lastAccessedAt: visit.at,
            fileSize: visit.fileSize,
            visitCount: sql`${crawlHistory.visitCount} + 1`,
          },
        });
    },

    async history(userId: string, domain: string, limit: number) {
      return db
        .select()
        .from(crawlHistory)
        .where(and(eq(crawlHistory.userId, userId), eq(crawlHistory.domain, domain)))
        .orderBy(desc(crawlHistory.lastAccessedAt), crawlHistory.productId)
        .limit(limit);
    },

    /** Pages of a filter, newest first. */
    async pages(userId: string, filter: PageFilter, offset: number, limit: number): Promise<PageSummary[]> {
      return db
        .select(summaryColumns)
        .from(crawledPages)
        .where(whereOf(userId, filter))
        .orderBy(desc(crawledPages.modifiedAt), desc(crawledPages.id))
        .limit(limit)
        .offset(offset);
    },

    async countPages(userId: string, filter: PageFilter): Promise<number> {
      const [row] = await db.select({ total: count() }).from(crawledPages).where(whereOf(userId, filter));
      return row?.total ?? 0;
    },

    /** The latest parsed pages of a site. */
    async parsedOfDomain(userId: string, domain: string, limit: number): Promise<PageSummary[]> {
      return db
        .select(summaryColumns)
        .from(crawledPages)
        .where(
          and(
            eq(crawledPages.userId, userId),
            eq(crawledPages.domain, domain),
            eq(crawledPages.parseSuccess, true),
          ),
        )
        .orderBy(desc(crawledPages.modifiedAt), desc(crawledPages.id))
        .limit(limit);
    },

    /** Crawl days with pages read by `source`, newest first. */
    async datesOf(userId: string, source: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ date: crawledPages.crawlDate })
        .from(crawledPages)
        .where(and(eq(crawledPages.userId, userId), eq(crawledPages.source, source)))
        .orderBy(desc(crawledPages.crawlDate));
      return rows.map((row) => row.date);
    },

    /** Files as the browser shows them: by site, newest day first. */
    async files(
      userId: string,
      search: string | undefined,
      offset: number,
      limit: number,
    ): Promise<PageSummary[]> {
      return db
        .select(summaryColumns)
        .from(crawledPages)
        .where(whereOf(userId, { search }))
        .orderBy(crawledPages.domain, desc(crawledPages.crawlDate), crawledPages.productId)
        .limit(limit)
        .offset(offset);
    },

    /** The user's own page at a file path; another user's page of the same path is not theirs. */
    async findPage(
      userId: string,
      key: { domain: string; date: string; productId: string },
    ): Promise<CrawledPageRow | undefined> {
      const [row] = await db
        .select()
        .from(crawledPages)
        .where(
          and(
            eq(crawledPages.userId, userId),
            eq(crawledPages.domain, key.domain),
            eq(crawledPages.crawlDate, key.date),
            eq(crawledPages.productId, key.productId),
          ),
        );
      return row;
    },

    /** A page by id, whoever owns it: only for a signed link, which was issued to the page's owner. */
    async findPageById(id: string): Promise<CrawledPageRow | undefined> {
      const [row] = await db.select().from(crawledPages).where(eq(crawledPages.id, id));
      return row;
    },

    /** Per source: the user's parsed products and latest crawl day. */
    async sourceCounts(userId: string) {
      return db
        .select({ source: crawledPages.source, count: count(), latestDate: max(crawledPages.crawlDate) })
        .from(crawledPages)
        .where(and(eq(crawledPages.userId, userId), eq(crawledPages.parseSuccess, true)))
        .groupBy(crawledPages.source)
        .orderBy(desc(count()));
    },

    async totals(userId: string): Promise<{ files: number; products: number; latest: Date | null }> {
      const [row] = await db
        .select({
          files: count(),
          products: sql<number>`count(*) filter (where ${crawledPages.parseSuccess})::int`,
          latest: max(crawledPages.modifiedAt),
        })
        .from(crawledPages)
        .where(eq(crawledPages.userId, userId));
      return { files: row?.files ?? 0, products: row?.products ?? 0, latest: row?.latest ?? null };
    },
  };
}

export type PageStoreRepo = ReturnType<typeof createPageStoreRepo>;
