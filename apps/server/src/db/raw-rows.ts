import type { SQL } from 'drizzle-orm';
import type { Database } from './client.ts';

/**
 * The rows of a raw SQL query. Both drivers (PGlite, node-postgres) answer `{ rows }`, but the database type shared by
 * them types the result as unknown; the caller names the row shape its SELECT list produces.
 */
export async function rawRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows as T[];
  }
  throw new Error('raw query answered without rows');
}
