import type { BulkBatchChange } from '@ollida/contracts/bulk-batch-change';
import { errorCodes } from '@ollida/contracts/errors';
import type { BulkBatch } from '@ollida/contracts/uploads';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentAuth } from '../../platform/authenticate.ts';
import { DomainError } from '../../platform/domain-errors.ts';
import type { StreamLeases } from '../auth/index.ts';
import type { BatchHub } from './bulk-batch-hub.ts';
import type { BulkRegistrationService } from './bulk-registration.service.ts';

export interface BulkEventOptions {
  /** Comment lines that keep proxies from closing a quiet stream; the stream's lease is renewed with them. */
  heartbeatMs?: number;
  /** How often an open stream checks that its token is still valid and its reader still a member. */
  accessCheckMs?: number;
}

/** Open event streams per user, across every instance (a browser opens at most 6 connections per host anyway). */
export const maxStreamsPerUser = 5;

const isFinished = (batch: BulkBatch) => batch.status === 'completed' || batch.status === 'stopped';

/** Open event streams, so shutdown can end them instead of waiting for every browser to leave. */
export type OpenStreams = Set<() => void>;

export interface BulkEventDeps {
  service: BulkRegistrationService;
  hub: BatchHub;
  leases: StreamLeases;
  streams: OpenStreams;
  /** Checks the request's token again (revoked, logged out, user deleted) and throws when it no longer holds. */
  reauthenticate: (request: FastifyRequest) => Promise<void>;
  options?: BulkEventOptions;
}

class TooManyStreams extends DomainError {
  constructor() {
    super(
      429,
      errorCodes.tooManyStreams,
      `실시간 진행 화면이 이미 ${maxStreamsPerUser}개 열려 있습니다. 다른 창이나 탭을 닫고 다시 시도해 주세요.`,
    );
  }
}

/**
 * `GET …/bulk/{batch_id}/events`: `snapshot` (the whole batch), then `change` (progress and only the items that
 * changed) whenever the batch changes, then a final `snapshot` once it is completed or stopped. Access is checked
 * before the stream opens (a stranger gets the ordinary JSON 404), again every few seconds and before every change
 * is sent: the stream of a revoked or logged-out token, a deleted user or a removed member ends.
 */
export async function streamBatchEvents(
  request: FastifyRequest,
  reply: FastifyReply,
  batchIdParam: string,
  deps: BulkEventDeps,
): Promise<void> {
  const userId = currentAuth(request).user.id;
  const batchId = (await deps.service.visibleBatch(userId, batchIdParam)).id;
  const leaseId = await deps.leases.acquire(userId);
  if (leaseId === undefined) throw new TooManyStreams();

  let closed = false;
  let behind = false;
  let latest: BulkBatch | undefined;
  let pending: BulkBatchChange[] = [];
  let sending = Promise.resolve();
  const timers: NodeJS.Timeout[] = [];
  let leave = () => {};
  const raw = reply.raw;

  function close(): void {
    if (closed) return;
    closed = true;
    for (const timer of timers) clearInterval(timer);
    leave();
    deps.streams.delete(close);
    deps.leases.release(leaseId as string).catch((error: unknown) => {
      request.log.warn({ err: error }, 'event stream lease not released; it expires by itself');
    });
    if (raw.headersSent) raw.end();
  }

  async function stillAllowed(): Promise<boolean> {
    try {
      await deps.reauthenticate(request);
      await deps.service.visibleBatch(currentAuth(request).user.id, batchId);
      return true;
    } catch {
      close();
      return false;
    }
  }

  const write = (event: string, data: unknown) =>
    raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

  /** Sends what changed, in order; a slow reader skips changes and gets one fresh snapshot once it drains. */
  async function flush(): Promise<void> {
    if (closed || pending.length === 0) return;
    const changes = pending;
    pending = [];
    // Changes name products: a reader who lost access since the last one must not see them.
    if (!(await stillAllowed())) return;
    if (closed || raw.destroyed) return close();
    if (latest && isFinished(latest)) {
      write('snapshot', latest);
      return close();
    }
    if (behind) return;
    for (const change of changes) write('change', change);
    if (raw.writableNeedDrain) behind = true;
  }

  deps.streams.add(close);
  try {
    const joined = await deps.hub.join(batchId, (change, batch) => {
      latest = batch;
      pending.push(change);
      sending = sending.then(flush, () => undefined);
    });
    leave = joined.leave;
    latest = joined.snapshot;
  } catch (error) {
    close();
    throw error;
  }
  reply.hijack();
  // Headers set on the reply so far (security headers) would be lost with the hijack.
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) raw.setHeader(name, value);
  }
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  raw.on('close', close);
  // Shutdown ended the stream while the batch was read: close() could not end a response not yet begun.
  if (closed) {
    raw.end();
    return;
  }
  // The browser left while the batch was read.
  if (request.raw.destroyed) return close();
  raw.on('drain', () => {
    if (!behind || closed || !latest) return;
    behind = false;
    pending = [];
    write('snapshot', latest);
  });

  write('snapshot', latest);
  if (isFinished(latest)) return close();

  timers.push(
    setInterval(() => {
      raw.write(': ping\n\n');
      deps.leases.renew(leaseId).catch(() => undefined);
    }, deps.options?.heartbeatMs ?? 15_000),
    setInterval(() => {
      sending = sending.then(() => (closed ? undefined : stillAllowed().then(() => undefined)));
    }, deps.options?.accessCheckMs ?? 5_000),
  );
}
