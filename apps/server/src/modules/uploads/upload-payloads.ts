import { createHash } from 'node:crypto';
import { and, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { storedPayloads } from '../../db/schema/stored-payloads.ts';
import { uploadedProducts } from '../../db/schema/uploads.ts';

/** Strings longer than this (UTF-16 units) are kept once in stored_payloads and replaced by a marker. */
export const inlineStringLimit = 1024;
/** Strings of the list preview keep this many characters (as the migration cut the rows saved before). */
export const previewTextLength = 200;

const marker = 'ollida:stored-payload:sha256:';
const markerPattern = /^ollida:stored-payload:sha256:([0-9a-f]{64})$/;
const hourMs = 3_600_000;
/** A payload no attempt lists is deleted once it was last taken this long ago (a write in flight always has it newer). */
const unusedGraceMs = 24 * hourMs;
const sweepBatch = 500;
const sweepRounds = 200;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * `value` with its long strings replaced by markers, collected into `blobs` by hash. A short string that happens to
 * look like a marker is stored too, so every marker in the database was written here and names its own payload.
 */
export function stowLongStrings(value: unknown, blobs: Map<string, string>): unknown {
  if (typeof value === 'string') {
    if (value.length <= inlineStringLimit && !value.startsWith(marker)) return value;
    const hash = createHash('sha256').update(value).digest('hex');
    blobs.set(hash, value);
    return `${marker}${hash}`;
  }
  if (Array.isArray(value)) return value.map((entry) => stowLongStrings(entry, blobs));
  if (isRecord(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) => [key, stowLongStrings(entry, blobs)]),
    );
  }
  return value;
}

function collectMarkers(value: unknown, found: Set<string>): void {
  if (typeof value === 'string') {
    const hash = markerPattern.exec(value)?.[1];
    if (hash !== undefined) found.add(hash);
  } else if (Array.isArray(value)) {
    for (const entry of value) collectMarkers(entry, found);
  } else if (isRecord(value)) {
    for (const entry of Object.values(value)) collectMarkers(entry, found);
  }
}

function restoreMarkers(value: unknown, bodies: ReadonlyMap<string, string>): unknown {
  if (typeof value === 'string') {
    const hash = markerPattern.exec(value)?.[1];
    return hash === undefined ? value : (bodies.get(hash) ?? value);
  }
  if (Array.isArray(value)) return value.map((entry) => restoreMarkers(entry, bodies));
  if (isRecord(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) => [key, restoreMarkers(entry, bodies)]),
    );
  }
  return value;
}

/** `text` cut to `previewTextLength` characters (code points, as PostgreSQL counts them), with an ellipsis. */
function cutText(text: string): string {
  if (text.length <= previewTextLength) return text;
  // Enough UTF-16 units for one code point past the limit, however many are surrogate pairs.
  const points = Array.from(text.slice(0, previewTextLength * 2 + 2));
  return points.length <= previewTextLength ? text : `${points.slice(0, previewTextLength).join('')}…`;
}

/** The draft as a list row carries it: its top-level values without lists and objects, long text cut. */
export function detailsPreviewOf(details: unknown): Record<string, unknown> {
  if (!isRecord(details)) return {};
  const preview: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(details)) {
    if (typeof value === 'object' && value !== null) continue;
    preview[key] = typeof value === 'string' ? cutText(value) : value;
  }
  return preview;
}

/**
 * `payload_hashes` of an updated row: what it held plus `hashes`. Hashes a column no longer uses stay until the row
 * goes, so a payload is never swept while any version of the row may point at it.
 */
export function addedHashes(hashes: readonly string[]): SQL {
  const added = sql`ARRAY[${sql.join(
    hashes.map((hash) => sql`${hash}`),
    sql`, `,
  )}]::text[]`;
  return sql`array(select distinct unnest(${uploadedProducts.payloadHashes} || ${added}))`;
}

/** What an attempt's write sets when it carries a draft or a request. */
export interface PayloadColumns {
  productDetails?: unknown;
  detailsPreview?: Record<string, unknown>;
  marketplaceRequest?: unknown;
}

/** The long strings of upload attempts, stored once by hash (issue 22 §5). */
export function createUploadPayloads(db: Database, clock: () => Date = () => new Date()) {
  async function save(blobs: ReadonlyMap<string, string>, tx: Database): Promise<void> {
    if (blobs.size === 0) return;
    const now = clock();
    await tx
      .insert(storedPayloads)
      .values(
        [...blobs].map(([hash, body]) => ({
          hash,
          body,
          bytes: Buffer.byteLength(body),
          lastUsedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: storedPayloads.hash,
        set: { lastUsedAt: now },
        setWhere: lt(storedPayloads.lastUsedAt, new Date(now.getTime() - hourMs)),
      });
  }

  /**
   * A write carrying `productDetails` and/or `marketplaceRequest` (null clears one): their long strings saved, markers
   * in their place, the draft's list preview, and the hashes the row now points at.
   */
  async function stow(
    input: PayloadColumns,
    tx: Database = db,
  ): Promise<{ columns: PayloadColumns; hashes: string[] }> {
    const blobs = new Map<string, string>();
    const columns: PayloadColumns = {};
    if (input.productDetails !== undefined) {
      columns.productDetails = stowLongStrings(input.productDetails, blobs);
      columns.detailsPreview = detailsPreviewOf(input.productDetails);
    }
    if (input.marketplaceRequest !== undefined) {
      columns.marketplaceRequest = stowLongStrings(input.marketplaceRequest, blobs);
    }
    await save(blobs, tx);
    return { columns, hashes: [...blobs.keys()] };
  }

  return {
    stow,

    /** An update's values with its draft and request stowed (unchanged when it carries neither). */
    async updateValues<T extends PayloadColumns>(
      update: T,
      tx: Database = db,
    ): Promise<T & { payloadHashes?: SQL }> {
      if (update.productDetails === undefined && update.marketplaceRequest === undefined) return update;
      const { columns, hashes } = await stow(update, tx);
      return { ...update, ...columns, ...(hashes.length > 0 ? { payloadHashes: addedHashes(hashes) } : {}) };
    },

    /** `value` with its markers replaced by their text; only hashes the row lists are read. */
    async hydrate(value: unknown, rowHashes: readonly string[]): Promise<unknown> {
      const found = new Set<string>();
      collectMarkers(value, found);
      const allowed = new Set(rowHashes);
      const wanted = [...found].filter((hash) => allowed.has(hash));
      if (wanted.length === 0) return value;
      const rows = await db
        .select({ hash: storedPayloads.hash, body: storedPayloads.body })
        .from(storedPayloads)
        .where(inArray(storedPayloads.hash, wanted));
      return restoreMarkers(value, new Map(rows.map((row) => [row.hash, row.body])));
    },

    /** Deletes payloads no attempt lists any more, in bounded batches; answers how many went. */
    async purgeUnused(now: Date): Promise<number> {
      const before = new Date(now.getTime() - unusedGraceMs);
      let deleted = 0;
      for (let round = 0; round < sweepRounds; round += 1) {
        const unused = db
          .select({ hash: storedPayloads.hash })
          .from(storedPayloads)
          .where(
            and(
              lt(storedPayloads.lastUsedAt, before),
              sql`not exists (select 1 from ${uploadedProducts} where ${uploadedProducts.payloadHashes} @> array[${storedPayloads.hash}])`,
            ),
          )
          .limit(sweepBatch);
        const gone = await db
          .delete(storedPayloads)
          .where(and(inArray(storedPayloads.hash, unused), lt(storedPayloads.lastUsedAt, before)))
          .returning({ hash: storedPayloads.hash });
        deleted += gone.length;
        if (gone.length < sweepBatch) break;
      }
      return deleted;
    },
  };
}

export type UploadPayloads = ReturnType<typeof createUploadPayloads>;
