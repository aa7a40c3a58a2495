/**
 * The database thread: embedded PGlite behind messages from the app's thread (pglite-remote.ts). Queries and
 * transactions keep PGlite's own order: a query outside a transaction waits until the open one ends.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import {
  type ThreadMessage,
  type ThreadRequest,
  type ThreadResult,
  toThreadError,
} from './pglite-thread-protocol.ts';

const port = parentPort;
if (!port) throw new Error('pglite-thread runs as a worker thread');

/**
 * PGlite's WebAssembly memory grows to what PostgreSQL uses and never shrinks, so its buffers are set for one small
 * team's database rather than PostgreSQL's defaults (shared_buffers 128 MB, maintenance_work_mem 64 MB): with the
 * defaults the server passed 512 MB after a 300-URL batch. Tables live on disk and the OS caches their pages.
 */
const postgresqlconf = ['shared_buffers=32MB', 'maintenance_work_mem=16MB', 'temp_buffers=2MB'];

const dataDir: string | undefined = (workerData as { dataDir?: string } | undefined)?.dataDir;
const database = (() => {
  if (!dataDir) return new PGlite({ postgresqlconf });
  const dir = join(dataDir, 'pg');
  mkdirSync(dir, { recursive: true });
  return new PGlite(dir, { postgresqlconf });
})();

interface OpenTransaction {
  tx: Transaction;
  finish: (commit: boolean) => void;
  /** Settles when PGlite has committed (or failed to) or rolled back. */
  done: Promise<unknown>;
}

/** Why a transaction's callback gives up when the app asks for a rollback. */
const rollbackAsked = new Error('rollback asked by the app');

const transactions = new Map<number, OpenTransaction>();
const listeners = new Map<string, () => Promise<void>>();
let nextTransaction = 1;

const keepText = (value: string) => value;

function target(tx: number | undefined): PGlite | Transaction {
  if (tx === undefined) return database;
  const open = transactions.get(tx);
  if (!open) throw new Error(`transaction ${tx} is not open`);
  return open.tx;
}

const resultOf = (result: {
  rows: unknown[];
  affectedRows?: number;
  fields: { name: string; dataTypeID: number }[];
}): ThreadResult => ({ rows: result.rows, affectedRows: result.affectedRows, fields: result.fields });

/** Opens a transaction that stays open until `end` names it; answers its number once it holds the database. */
function begin(): Promise<number> {
  return new Promise((opened, failed) => {
    const id = nextTransaction++;
    const done = database.transaction(
      (tx) =>
        new Promise<void>((committed, rolledBack) => {
          transactions.set(id, {
            tx,
            finish: (commit) => (commit ? committed() : rolledBack(rollbackAsked)),
            done,
          });
          opened(id);
        }),
    );
    done.catch((error: unknown) => {
      if (!transactions.has(id) && error !== rollbackAsked) failed(error);
    });
  });
}

/** Ends the transaction; answers when PGlite has committed or rolled it back (a failed commit answers its error). */
async function end(id: number, commit: boolean): Promise<void> {
  const open = transactions.get(id);
  if (!open) throw new Error(`transaction ${id} is not open`);
  transactions.delete(id);
  open.finish(commit);
  try {
    await open.done;
  } catch (error) {
    if (error !== rollbackAsked) throw error;
  }
}

async function run(request: ThreadRequest): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const parsers = Object.fromEntries((request.textTypes ?? []).map((type) => [type, keepText]));
      return resultOf(
        await target(request.tx).query(request.text, request.params, { rowMode: request.rowMode, parsers }),
      );
    }
    case 'exec':
      return (await target(request.tx).exec(request.text)).map(resultOf);
    case 'begin':
      return begin();
    case 'end':
      return end(request.tx, request.commit);
    case 'listen': {
      if (!listeners.has(request.channel)) {
        const channel = request.channel;
        const stop = await database.listen(channel, (payload) =>
          post({ kind: 'notification', channel, payload }),
        );
        listeners.set(channel, stop);
      }
      return undefined;
    }
    case 'unlisten': {
      await listeners.get(request.channel)?.();
      listeners.delete(request.channel);
      return undefined;
    }
    case 'close':
      await database.close();
      return undefined;
  }
}

function post(message: ThreadMessage): void {
  port?.postMessage(message);
}

port.on('message', (request: ThreadRequest) => {
  run(request).then(
    (value) => post({ kind: 'answer', id: request.id, ok: true, value }),
    (error: unknown) => post({ kind: 'answer', id: request.id, ok: false, error: toThreadError(error) }),
  );
});
