import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type ProductSearchRow, productSearches } from '../../db/schema/investigator.ts';

export type NewProductSearch = typeof productSearches.$inferInsert;

/** Product search records; every read and delete is scoped to the user. */
export function createProductSearchRepo(db: Database) {
  return {
    async insert(record: NewProductSearch): Promise<ProductSearchRow> {
      const [row] = await db.insert(productSearches).values(record).returning();
      if (!row) throw new Error('product search insert returned nothing');
      return row;
    },

    /** The user's records, newest first. */
    async history(userId: string, limit: number): Promise<ProductSearchRow[]> {
      return db
        .select()
        .from(productSearches)
        .where(eq(productSearches.userId, userId))
        .orderBy(desc(productSearches.createdAt), desc(productSearches.id))
        .limit(limit);
    },

    /** Deletes the user's own record; false when there is none (or it is someone else's). */
    async deleteOwn(id: string, userId: string): Promise<boolean> {
      const gone = await db
        .delete(productSearches)
        .where(and(eq(productSearches.id, id), eq(productSearches.userId, userId)))
        .returning({ id: productSearches.id });
      return gone.length > 0;
    },
  };
}

export type ProductSearchRepo = ReturnType<typeof createProductSearchRepo>;
