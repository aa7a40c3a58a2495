import { Worker } from 'node:worker_threads';
import {
  fromThreadError,
  type ThreadMessage,
  type ThreadRequest,
  type ThreadResult,
} from './pglite-thread-protocol.ts';

/** The part of PGlite (and of its transactions) that Drizzle and the database handle use. */
export interface PgliteQueries {
  query(
    text: string,
    params?: unknown[],
    options?: { rowMode?: 'array' | 'object'; parsers?: object },
  ): Promise<ThreadResult>;
  exec(text: string): Promise<ThreadResult[]>;
}

type Request = ThreadRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/**
 * The database thread: `pglite-thread.js` beside the server bundle (its own esbuild entry), or `pglite-thread.ts` when
 * the server runs from TypeScript (tsx, vitest). A worker's `--import tsx` does not reach its entry module on Node 20,
 * so from source a one-line script registers tsx first and then imports the entry.
 */
function startThread(dataDir: string | undefined): Worker {
  const options = { workerData: { dataDir } };
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./pglite-thread.js', import.meta.url), options);
  const entry = new URL('./pglite-thread.ts', import.meta.url).href;
  const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(bootstrap, { ...options, eval: true });
}

/**
 * Embedded PGlite on its own thread, with PGlite's interface: the app's thread only sends statements and receives
 * rows, so a slow query no longer stops HTTP handling. One thread, one database: statements run one at a time in
 * the order they arrive, and a statement outside a transaction waits until the open transaction ends.
 */
export class PgliteRemote implements PgliteQueries {
  readonly #worker: Worker;
  readonly #pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  readonly #listeners = new Map<string, Set<(payload: string) => void>>();
  #nextId = 1;
  #failure: Error | undefined;

  constructor(dataDir: string | undefined) {
    this.#worker = startThread(dataDir);
    this.#worker.on('message', (message: ThreadMessage) => this.#receive(message));
    this.#worker.on('error', (error) => this.#fail(error));
    this.#worker.on('exit', (code) =>
      this.#fail(new Error(`the database thread stopped (exit code ${code})`)),
    );
  }

  #receive(message: ThreadMessage): void {
    if (message.kind === 'notification') {
      for (const listener of this.#listeners.get(message.channel) ?? []) listener(message.payload);
      return;
    }
    const waiting = this.#pending.get(message.id);
    if (!waiting) return;
    this.#pending.delete(message.id);
    if (message.ok) waiting.resolve(message.value);
    else waiting.reject(fromThreadError(message.error));
  }

  #fail(error: Error): void {
    this.#failure ??= error;
    for (const waiting of this.#pending.values()) waiting.reject(error);
    this.#pending.clear();
  }

  #send<T>(request: Request): Promise<T> {
    if (this.#failure) return Promise.reject(this.#failure);
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ ...request, id });
    });
  }

  #query(
    tx: number | undefined,
    text: string,
    params: unknown[] = [],
    options: { rowMode?: 'array' | 'object'; parsers?: object } = {},
  ): Promise<ThreadResult> {
    const textTypes = options.parsers ? Object.keys(options.parsers).map(Number) : undefined;
    return this.#send({ op: 'query', tx, text, params, rowMode: options.rowMode, textTypes });
  }

  #queries(tx: number): PgliteQueries {
    return {
      query: (text, params, options) => this.#query(tx, text, params, options),
      exec: (text) => this.#send({ op: 'exec', tx, text }),
    };
  }

  query(
    text: string,
    params?: unknown[],
    options?: { rowMode?: 'array' | 'object'; parsers?: object },
  ): Promise<ThreadResult> {
    return this.#query(undefined, text, params, options);
  }

  exec(text: string): Promise<ThreadResult[]> {
    return this.#send({ op: 'exec', text });
  }

  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(work: (tx: PgliteQueries) => Promise<T>): Promise<T> {
    const tx = await this.#send<number>({ op: 'begin' });
    let result: T;
    try {
      result = await work(this.#queries(tx));
    } catch (error) {
      await this.#send({ op: 'end', tx, commit: false });
      throw error;
    }
    await this.#send({ op: 'end', tx, commit: true });
    return result;
  }

  /** Hears NOTIFY on `channel`; answers the function that stops this listener. */
  async listen(channel: string, listener: (payload: string) => void): Promise<() => Promise<void>> {
    let listening = this.#listeners.get(channel);
    if (!listening) {
      listening = new Set();
      this.#listeners.set(channel, listening);
      await this.#send({ op: 'listen', channel });
    }
    listening.add(listener);
    return async () => {
      const current = this.#listeners.get(channel);
      current?.delete(listener);
      if (current?.size === 0) {
        this.#listeners.delete(channel);
        await this.#send({ op: 'unlisten', channel });
      }
    };
  }

  async close(): Promise<void> {
    if (!this.#failure) await this.#send({ op: 'close' });
    this.#worker.removeAllListeners('exit');
    await this.#worker.terminate();
  }
}
