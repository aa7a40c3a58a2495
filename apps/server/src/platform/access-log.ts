import type { FastifyInstance } from 'fastify';
import { clientIpOf } from './client-ip.ts';

/** One answered request, as the access log keeps it. */
export interface AccessLogEntry {
  at: Date;
  ip: string;
  method: string;
  /** Path only, never the query string (it can carry payment keys and sign-in codes). */
  path: string;
  statusCode: number;
  userId: string | null;
  userAgent: string | null;
  durationMs: number;
  isDangerous: boolean;
}

export interface AccessLogOptions {
  /** Writes one batch (raw lines and rollups); a rejection puts the batch back in the buffer. */
  write: (entries: AccessLogEntry[]) => Promise<void>;
  /** Entries held at most; when full, the oldest are dropped and counted (requests never wait for the database). */
  maxBuffered?: number;
  /** A flush starts at once when this many entries wait. */
  flushRows?: number;
  /** Otherwise one starts this often. */
  flushIntervalMs?: number;
  onError?: (error: unknown) => void;
}

export interface AccessLogBuffer {
  record(entry: AccessLogEntry): void;
  /** Writes what waits now (one flush at a time; a call during a flush waits for it and then writes the rest). */
  flush(): Promise<void>;
  /** Stops the timer and writes everything left (graceful shutdown). */
  close(): Promise<void>;
  /** Entries dropped since start because the buffer was full. */
  readonly dropped: number;
  readonly buffered: number;
}

const maxPathLength = 512;
const maxUserAgentLength = 300;

/**
 * A bounded in-memory buffer of access-log entries, flushed in batches off the request path: every second or every
 * `flushRows` entries. If the database is slow the buffer fills and the oldest entries are dropped (and counted)
 * rather than making requests wait.
 */
export function createAccessLogBuffer(options: AccessLogOptions): AccessLogBuffer {
  const maxBuffered = options.maxBuffered ?? 20_000;
  const flushRows = options.flushRows ?? 1_000;
  let waiting: AccessLogEntry[] = [];
  let dropped = 0;
  let running: Promise<void> | null = null;

  /** Keeps the newest `maxBuffered` entries; dropping a tenth at a time keeps the cost off each request. */
  function makeRoom(incoming: number): void {
    const overflow = waiting.length + incoming - maxBuffered;
    if (overflow <= 0) return;
    const drop = Math.min(waiting.length, Math.max(overflow, Math.ceil(maxBuffered / 10)));
    waiting.splice(0, drop);
    dropped += drop;
  }

  async function writeWaiting(): Promise<void> {
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      try {
        await options.write(batch);
      } catch (error) {
        options.onError?.(error);
        // Back in front of newer entries, within the bound; the next tick tries again.
        makeRoom(batch.length);
        const room = maxBuffered - waiting.length;
        waiting = [...batch.slice(Math.max(0, batch.length - room)), ...waiting];
        return;
      }
    }
  }

  function flush(): Promise<void> {
    if (running) return running.then(() => flush());
    running = writeWaiting().finally(() => {
      running = null;
    });
    return running;
  }

  const timer = setInterval(() => {
    if (!running && waiting.length > 0) void flush();
  }, options.flushIntervalMs ?? 1_000);
  timer.unref();

  return {
    record(entry) {
      makeRoom(1);
      waiting.push(entry);
      if (waiting.length >= flushRows && !running) void flush();
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
    get dropped() {
      return dropped;
    },
    get buffered() {
      return waiting.length;
    },
  };
}

/** The path of a request URL without its query string, bounded. */
export function logPathOf(url: string): string {
  const end = url.search(/[?#]/);
  const path = end === -1 ? url : url.slice(0, end);
  return path.length > maxPathLength ? path.slice(0, maxPathLength) : path;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the IP guard when the path matched a dangerous pattern. */
    isDangerousPath?: boolean;
  }
}

/** Records every answered request (after the answer is sent, so the request never waits for it). */
export function registerAccessLog(
  app: FastifyInstance,
  deps: { buffer: AccessLogBuffer; clock: () => Date; onAdminSeen?: (ip: string) => void },
): void {
  app.addHook('onResponse', async (request, reply) => {
    const ip = clientIpOf(request);
    const user = request.auth?.user ?? null;
    if (user?.role === 'admin') deps.onAdminSeen?.(ip);
    const agent = request.headers['user-agent'];
    deps.buffer.record({
      at: deps.clock(),
      ip,
      method: request.method,
      path: logPathOf(request.url),
      statusCode: reply.statusCode,
      userId: user?.id ?? null,
      userAgent: typeof agent === 'string' ? agent.slice(0, maxUserAgentLength) : null,
      durationMs: Math.max(0, Math.round(reply.elapsedTime)),
      isDangerous: request.isDangerousPath === true,
    });
  });
  app.addHook('onClose', async () => deps.buffer.close());
}
