// The parser thread of the parse pool (parse-pool.ts): decodes and extracts one page per task, off the main thread.
// Bundled on its own into dist/parse-worker.js (scripts/build-server.ts); run from TypeScript through tsx otherwise.
import { readlinkSync } from 'node:fs';
import { decodeHtml } from '@ollida/listing/decode';
import { extract } from '@ollida/listing/extract';
import type { SourceProduct } from '@ollida/listing/source-product';
import { PROGRESS_SLOTS, threadCpuNs } from './parse-progress.ts';

/** One page to read: fetched bytes (decoded here, charset from BOM, header or meta) or already-decoded HTML. */
export type ParseInput =
  | { body: Uint8Array; contentType: string | null; url: string }
  | { html: string; url: string };

export interface ParseTask {
  input: ParseInput;
  /** Shared with the pool: where this thread says it started the task (see `PROGRESS_SLOTS`). */
  progress: SharedArrayBuffer;
}

/** This thread's Linux id (`/proc/thread-self` → `<pid>/task/<tid>`), 0 when there is no such thing. */
const threadId: number = (() => {
  try {
    return Number(/\/task\/(\d+)$/.exec(readlinkSync('/proc/thread-self'))?.[1] ?? 0);
  } catch {
    return 0;
  }
})();

function markStarted(progress: SharedArrayBuffer): void {
  const slots = new BigInt64Array(progress);
  const cpu = threadId === 0 ? null : threadCpuNs('/proc/thread-self/schedstat');
  Atomics.store(slots, PROGRESS_SLOTS.thread, BigInt(cpu === null ? 0 : threadId));
  Atomics.store(slots, PROGRESS_SLOTS.start, cpu ?? BigInt(Date.now()));
  Atomics.store(slots, PROGRESS_SLOTS.started, 1n);
}

/**
 * Decode + extract, exactly what the main thread did before the pool. `extract` already holds every list to the
 * schema's bounds (a hostile page's 150,000 description pictures come back as 500), so little is copied back.
 */
export function parseInput(input: ParseInput): SourceProduct {
  const html = 'html' in input ? input.html : decodeHtml(input.body, input.contentType).html;
  return extract(html, input.url);
}

export default function parseTask(task: ParseTask): SourceProduct {
  markStarted(task.progress);
  return parseInput(task.input);
}
