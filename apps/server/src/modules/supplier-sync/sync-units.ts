import { siteHost } from '@ollida/listing/urls';
import { OWNERCLAN_ITEMS_PER_CALL } from '../../integrations/ownerclan/ownerclan-client.ts';
import type { SyncListingRow } from './supplier-sync.repo.ts';

/** The lane of the listings read through a supplier API in batches (no host name has a colon). */
const batchLane = 'supplier-api:batched';

/** What one turn of a run reads: one listing (its page or supplier API) or a batch from one supplier API call. */
export type SyncUnit =
  | { kind: 'one'; lane: string; listing: SyncListingRow }
  | { kind: 'batch'; lane: string; listings: SyncListingRow[] };

/**
 * A run's listings as units of work: the ones `readsInBatches` (오너클랜 with the API configured) in batches of up to
 * `batchSize`, one batch call after another; every other listing on its own, in the lane of its supplier site.
 */
export function unitsOf(
  listings: readonly SyncListingRow[],
  readsInBatches: (url: string) => boolean,
  batchSize = OWNERCLAN_ITEMS_PER_CALL,
): SyncUnit[] {
  const units: SyncUnit[] = [];
  let batch: SyncListingRow[] = [];
  for (const listing of listings) {
    if (!readsInBatches(listing.originalUrl)) {
      units.push({ kind: 'one', lane: siteHost(listing.originalUrl), listing });
      continue;
    }
    batch.push(listing);
    if (batch.length === batchSize) {
      units.push({ kind: 'batch', lane: batchLane, listings: batch });
      batch = [];
    }
  }
  if (batch.length > 0) units.push({ kind: 'batch', lane: batchLane, listings: batch });
  return units;
}
