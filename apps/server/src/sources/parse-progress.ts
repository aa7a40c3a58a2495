// What a parser thread tells the pool about the task it runs, through a SharedArrayBuffer (the thread is busy: it
// cannot answer messages until the page is read).
import { readFileSync } from 'node:fs';

/**
 * Slots of the progress buffer (BigInt64): `started` set last (1) once `thread` and `start` are written; `thread` is
 * the Linux thread id whose CPU time the pool reads (0 when unknown), `start` its CPU time (ns) when the task began,
 * or the wall clock (ms) when the thread id is unknown.
 */
export const PROGRESS_SLOTS = { started: 0, thread: 1, start: 2 } as const;
export const PROGRESS_BYTES = 3 * BigInt64Array.BYTES_PER_ELEMENT;

/** The CPU time (ns) a Linux thread has run, from /proc (schedstat's first field); null elsewhere. */
export function threadCpuNs(path: string): bigint | null {
  try {
    const first = readFileSync(path, 'utf8').split(' ')[0] ?? '';
    return /^\d+$/.test(first) ? BigInt(first) : null;
  } catch {
    return null;
  }
}
