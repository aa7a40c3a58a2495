/**
 * Messages between the app's thread and the thread that runs embedded PGlite (pglite-thread.ts). The database's
 * WebAssembly runs there so that queries do not hold up HTTP handling, JSON and parsing on the app's thread.
 */

/** What the app asks of the database thread; each request has an id its answer carries back. */
export type ThreadRequest =
  | {
      id: number;
      op: 'query';
      /** The open transaction to run in, if any (see `begin`). */
      tx?: number;
      text: string;
      params: unknown[];
      rowMode?: 'array' | 'object';
      /**
       * Type ids whose text is kept as it is. Drizzle passes parser functions, which cannot cross threads; every one
       * of them answers its input unchanged (dates, timestamps, intervals and numeric arrays stay text).
       */
      textTypes?: number[];
    }
  | { id: number; op: 'exec'; tx?: number; text: string }
  /** Opens a transaction and answers its number once it holds the database. */
  | { id: number; op: 'begin' }
  /** Commits (`commit: true`) or rolls back the transaction and answers when it is over. */
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'listen'; channel: string }
  | { id: number; op: 'unlisten'; channel: string }
  | { id: number; op: 'close' };

/** An error thrown by PGlite with its own fields (code, constraint, detail…), which structured clone would drop. */
export interface ThreadError {
  message: string;
  name: string;
  fields: Record<string, unknown>;
}

/** PGlite's query result, as far as the app reads it. */
export interface ThreadResult {
  rows: unknown[];
  affectedRows?: number;
  fields: { name: string; dataTypeID: number }[];
}

export type ThreadMessage =
  | { kind: 'answer'; id: number; ok: true; value: unknown }
  | { kind: 'answer'; id: number; ok: false; error: ThreadError }
  | { kind: 'notification'; channel: string; payload: string };

/** Copies an error's own fields so that the app's thread can throw an error that tells the same (code 23505…). */
export function toThreadError(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { message: String(error), name: 'Error', fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return { message: error.message, name: error.name, fields };
}

export function fromThreadError(error: ThreadError): Error {
  const rebuilt = new Error(error.message);
  rebuilt.name = error.name;
  return Object.assign(rebuilt, error.fields);
}
