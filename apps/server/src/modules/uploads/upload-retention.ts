import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { uploadedProducts } from '../../db/schema/uploads.ts';
import { scheduleDailyPurge } from '../../platform/daily-purge.ts';
import { createUploadPayloads } from './upload-payloads.ts';

const dayMs = 86_400_000;
const batchSize = 500;
const maxRounds = 200;

export interface UploadPurge {
  /** Failed attempts deleted. */
  attempts: number;
  /** Stored payloads no attempt used any more, deleted. */
  payloads: number;
}

/**
 * The daily expiry of failed upload attempts older than the retention period (issue 22 §5), then of the stored
 * payloads nothing points at any more. Successful and pending attempts are kept: they are the store's listings.
 */
export function createUploadRetention(deps: {
  db: Database;
  clock: () => Date;
  retentionDays: number;
  onDone?: (purged: UploadPurge) => void;
  onError?: (error: unknown) => void;
}) {
  const { db } = deps;
  const payloads = createUploadPayloads(db, deps.clock);

  async function purgeFailedBefore(cutoff: Date): Promise<number> {
    const expired = and(eq(uploadedProducts.status, 'failure'), lt(uploadedProducts.createdAt, cutoff));
    let deleted = 0;
    for (let round = 0; round < maxRounds; round += 1) {
      const batch = db
        .select({ id: uploadedProducts.id })
        .from(uploadedProducts)
        .where(expired)
        .limit(batchSize);
      const gone = await db
        .delete(uploadedProducts)
        .where(and(inArray(uploadedProducts.id, batch), expired))
        .returning({ id: uploadedProducts.id });
      deleted += gone.length;
      if (gone.length < batchSize) break;
    }
    return deleted;
  }

  return scheduleDailyPurge(async (): Promise<UploadPurge> => {
    const now = deps.clock();
    const attempts = await purgeFailedBefore(new Date(now.getTime() - deps.retentionDays * dayMs));
    return { attempts, payloads: await payloads.purgeUnused(now) };
  }, deps);
}

export type UploadRetention = ReturnType<typeof createUploadRetention>;
