import type { BulkBatch } from '@ollida/contracts/uploads';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentAuth } from '../../platform/authenticate.ts';
import type { BulkRegistrationService } from './bulk-registration.service.ts';

export interface BulkEventOptions {
  /** How often the database is asked whether the batch changed. */
  pollMs?: number;
  /** Comment lines that keep proxies from closing a quiet stream. */
  heartbeatMs?: number;
}

const isFinished = (batch: BulkBatch) => batch.status === 'completed' || batch.status === 'stopped';

/** Open event streams, so shutdown can end them instead of waiting for every browser to leave. */
export type OpenStreams = Set<() => void>;

/**
 * `GET …/bulk/{batch_id}/events`: `snapshot` (the whole batch), then `batch` whenever anything changed, then a
 * final `snapshot` once the batch is completed or stopped. Access is checked before the stream opens, so a stranger
 * gets the ordinary JSON 404.
 */
export async function streamBatchEvents(
  request: FastifyRequest,
  reply: FastifyReply,
  batchIdParam: string,
  deps: { service: BulkRegistrationService; streams: OpenStreams; options?: BulkEventOptions },
): Promise<void> {
  const { service } = deps;
  const batchRow = await service.visibleBatch(currentAuth(request).user.id, batchIdParam);
  const batchId = batchRow.id;
  // Read the marker first: a change made while the snapshot is built shows up as a difference on the next poll.
  let version = await service.version(batchId);
  const first = await service.view(batchRow);

  reply.hijack();
  const raw = reply.raw;
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

  let closed = false;
  let pollTimer: NodeJS.Timeout | undefined;
  const send = (event: 'snapshot' | 'batch', batch: BulkBatch) =>
    raw.write(`event: ${event}\ndata: ${JSON.stringify(batch)}\n\n`);
  const heartbeat = setInterval(() => raw.write(': ping\n\n'), deps.options?.heartbeatMs ?? 15_000);

  function close(): void {
    if (closed) return;
    closed = true;
    clearTimeout(pollTimer);
    clearInterval(heartbeat);
    deps.streams.delete(close);
    raw.end();
  }
  deps.streams.add(close);
  // The browser left (tab closed, fetch aborted): stop polling for it.
  raw.on('close', close);
  request.raw.on('close', () => {
    if (request.raw.destroyed) close();
  });

  // The client may have left while the first snapshot was read, before the listeners above existed.
  if (raw.destroyed || request.raw.destroyed) return close();
  send('snapshot', first);
  if (isFinished(first)) return close();

  async function poll(): Promise<void> {
    const next = await service.version(batchId);
    if (closed || next === version) return;
    version = next;
    const batch = await service.reload(batchId);
    if (closed) return;
    if (raw.destroyed) return close();
    if (isFinished(batch)) {
      send('snapshot', batch);
      close();
      return;
    }
    // A slow reader gets the next change instead of a growing buffer: the marker is rewound so it is sent later.
    if (raw.writableNeedDrain) {
      version = undefined;
      return;
    }
    send('batch', batch);
  }

  const schedule = () => {
    if (closed) return;
    pollTimer = setTimeout(() => {
      poll().then(schedule, (error: unknown) => {
        request.log.warn({ err: error }, 'bulk event stream stopped');
        close();
      });
    }, deps.options?.pollMs ?? 500);
  };
  schedule();
}
