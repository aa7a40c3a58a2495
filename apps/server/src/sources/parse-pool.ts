// Reads product pages (decode + extract) on worker threads, so a huge or hostile page costs a parser thread, never
// the main thread that answers every other request. One entry point for the URL parser (and with it bulk jobs and
// product search) and the Investigator.
import { availableParallelism } from 'node:os';
import { errorCodes } from '@ollida/contracts/errors';
import type { SourceProduct } from '@ollida/listing/source-product';
import { Piscina } from 'piscina';
import { DomainError } from '../platform/domain-errors.ts';
import { PROGRESS_BYTES, PROGRESS_SLOTS, threadCpuNs } from './parse-progress.ts';
import { type ParseInput, type ParseTask, parseInput } from './parse-worker.ts';

export type { ParseInput } from './parse-worker.ts';

/** Reads a page into a `SourceProduct`. */
export interface PageParser {
  /** Rejects with `source_too_complex` when the page needs more CPU time than one page may. */
  parse(input: ParseInput): Promise<SourceProduct>;
  /** Stops the parser threads (running pages are abandoned). */
  close(): Promise<void>;
}

export interface ParsePoolOptions {
  /** CPU time (ms) one page may take; default 5,000. */
  cpuLimitMs?: number;
  /** Parser threads; default one per core. */
  threads?: number;
}

export const DEFAULT_PARSE_CPU_LIMIT_MS = 5_000;

/** The refusal a seller sees for a page over the CPU limit. */
export function pageTooComplex(cpuLimitMs: number): DomainError {
  const seconds = Math.round(cpuLimitMs / 100) / 10;
  return new DomainError(
    422,
    errorCodes.sourceTooComplex,
    `상품 페이지가 너무 크거나 복잡해서 읽지 못했습니다 (처리 시간 ${seconds}초 초과). 다른 상품 주소로 시도하거나 브라우저 확장 프로그램으로 가져와 주세요.`,
  );
}

/**
 * Where the parser thread's code is: next to this module, `parse-worker.js` in the server bundle (dist/, its own
 * esbuild entry) or `parse-worker.ts` when the server runs from TypeScript (tsx, vitest), loaded through tsx then.
 */
function workerEntry(): { filename: string; execArgv?: string[] } {
  const fromSource = import.meta.url.endsWith('.ts');
  const filename = new URL(fromSource ? './parse-worker.ts' : './parse-worker.js', import.meta.url).href;
  return fromSource ? { filename, execArgv: ['--import', 'tsx'] } : { filename };
}

interface Running {
  progress: BigInt64Array;
  controller: AbortController;
}

/** CPU ms the task has used so far, or null while it waits in the queue. */
function cpuUsedMs(progress: BigInt64Array): number | null {
  if (Atomics.load(progress, PROGRESS_SLOTS.started) === 0n) return null;
  const thread = Atomics.load(progress, PROGRESS_SLOTS.thread);
  const start = Atomics.load(progress, PROGRESS_SLOTS.start);
  // Without a thread id (not Linux) the wall clock since the start stands in for CPU time.
  if (thread === 0n) return Date.now() - Number(start);
  const now = threadCpuNs(`/proc/self/task/${thread}/schedstat`);
  return now === null ? null : Number(now - start) / 1e6;
}

/** The fetched bytes' own memory, moved to the parser thread instead of copied (nobody reads them afterwards). */
function movable(input: ParseInput): ArrayBuffer[] | undefined {
  if (!('body' in input)) return undefined;
  const { buffer, byteOffset, byteLength } = input.body;
  // Only a buffer the body has to itself: small Buffers share Node's pool with unrelated data.
  return buffer instanceof ArrayBuffer && byteOffset === 0 && byteLength === buffer.byteLength
    ? [buffer]
    : undefined;
}

function isOutOfMemory(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ERR_WORKER_OUT_OF_MEMORY';
}

/**
 * A pool of parser threads (piscina), one per core, started on demand and at low priority (the main thread keeps
 * answering while every core reads pages). A page over the CPU limit is refused and its thread terminated (piscina
 * aborts a running task that way; a fresh thread takes the next page).
 */
export function createParsePool(options: ParsePoolOptions = {}): PageParser {
  const cpuLimitMs = options.cpuLimitMs ?? DEFAULT_PARSE_CPU_LIMIT_MS;
  const pool = new Piscina<ParseTask, SourceProduct>({
    ...workerEntry(),
    minThreads: 0,
    maxThreads: Math.max(1, options.threads ?? availableParallelism()),
    idleTimeout: 60_000,
    concurrentTasksPerWorker: 1,
    // The lowest priority: the main thread (and whatever else runs) goes first when the cores are busy.
    niceIncrement: process.platform === 'win32' ? 0 : 19,
    // A page whose document outgrows this takes its thread down, not the server.
    resourceLimits: { maxOldGenerationSizeMb: 2_048 },
  });
  const running = new Set<Running>();
  let watchdog: NodeJS.Timeout | undefined;
  let closed = false;

  const check = () => {
    for (const task of running) {
      const used = cpuUsedMs(task.progress);
      if (used !== null && used > cpuLimitMs) task.controller.abort();
    }
  };
  const watch = () => {
    watchdog ??= setInterval(check, Math.min(250, Math.max(10, cpuLimitMs / 20)));
    watchdog.unref();
  };

  return {
    async parse(input) {
      if (closed) throw new Error('parse pool is closed');
      const buffer = new SharedArrayBuffer(PROGRESS_BYTES);
      const task: Running = { progress: new BigInt64Array(buffer), controller: new AbortController() };
      running.add(task);
      watch();
      try {
        return await pool.run(
          { input, progress: buffer },
          { signal: task.controller.signal, transferList: movable(input) },
        );
      } catch (error) {
        if (task.controller.signal.aborted || isOutOfMemory(error)) throw pageTooComplex(cpuLimitMs);
        throw error;
      } finally {
        running.delete(task);
        if (running.size === 0 && watchdog !== undefined) {
          clearInterval(watchdog);
          watchdog = undefined;
        }
      }
    },
    async close() {
      closed = true;
      if (watchdog !== undefined) clearInterval(watchdog);
      await pool.destroy();
    },
  };
}

/** The same reading on the calling thread: for tests of other features and tools that parse a handful of pages. */
export const inlinePageParser: PageParser = {
  parse: async (input) => parseInput(input),
  close: async () => {},
};
