// A marketplace gateway that misbehaves on purpose: it stands between the server under test and a sandbox, and for
// each request either forwards it, holds it, or answers the way a failing gateway does.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { startLoopbackServer } from '../../src/sources/loopback-server.test-helper.ts';

/**
 * - `pass`: forwarded as it is.
 * - `delay`: forwarded after `delayMs` (a slow marketplace, to keep a batch busy long enough to interrupt it).
 * - `hang`: never answered (the connection stays open until the client gives up).
 * - `error500`: `500` with the gateway's error body; the sandbox never sees the request.
 * - `throttle429`: `429` with `Retry-After: 1`, as Coupang's gateway throttles.
 */
export type FaultMode =
  | { kind: 'pass' }
  | { kind: 'delay'; delayMs: number }
  | { kind: 'hang' }
  | { kind: 'error500' }
  | { kind: 'throttle429' };

export interface SeenCall {
  method: string;
  path: string;
  mode: FaultMode['kind'];
  /** Resolves once the upstream answer was relayed (or the fault answer sent). */
  settled: Promise<void>;
}

export interface FaultProxy {
  /** The sandbox's base URL as reached through the proxy (same path, so request signatures still match). */
  baseUrl: string;
  setMode(mode: FaultMode): void;
  calls: SeenCall[];
  /** Resolves with the first call from now on whose path matches. */
  nextCall(path: RegExp): Promise<SeenCall>;
  close(): Promise<void>;
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const hopByHop = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'host']);

/** Forwards to `upstreamBaseUrl` (e.g. `http://127.0.0.1:5000/sandbox/coupang`), keeping its path prefix. */
export async function startFaultProxy(upstreamBaseUrl: string): Promise<FaultProxy> {
  const upstream = new URL(upstreamBaseUrl);
  let mode: FaultMode = { kind: 'pass' };
  const calls: SeenCall[] = [];
  const waiters: { path: RegExp; resolve: (call: SeenCall) => void }[] = [];

  async function forward(request: IncomingMessage, response: ServerResponse, body: Buffer) {
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string' && !hopByHop.has(entry[0]),
      ),
    );
    const answer = await fetch(`${upstream.origin}${request.url ?? '/'}`, {
      method: request.method,
      headers,
      body: body.length > 0 ? body : undefined,
    });
    const relayed = Buffer.from(await answer.arrayBuffer());
    response.writeHead(answer.status, {
      'content-type': answer.headers.get('content-type') ?? 'application/json',
    });
    response.end(relayed);
  }

  async function handle(request: IncomingMessage, response: ServerResponse, current: FaultMode) {
    const body = await bodyOf(request);
    switch (current.kind) {
      case 'hang':
        return new Promise<void>((resolve) => response.once('close', resolve));
      case 'error500':
        response.writeHead(500, { 'content-type': 'application/json;charset=UTF-8' });
        response.end('{"code":"ERROR","message":"Internal Server Error"}');
        return;
      case 'throttle429':
        response.writeHead(429, { 'content-type': 'application/json;charset=UTF-8', 'retry-after': '1' });
        response.end('{"code":"ERROR","message":"Too many requests"}');
        return;
      case 'delay':
        await new Promise((resolve) => setTimeout(resolve, current.delayMs));
        return forward(request, response, body);
      case 'pass':
        return forward(request, response, body);
    }
  }

  const server = await startLoopbackServer((request, response) => {
    const current = mode;
    const settled = handle(request, response, current).catch(() => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    const call: SeenCall = {
      method: request.method ?? 'GET',
      path: request.url ?? '/',
      mode: current.kind,
      settled,
    };
    calls.push(call);
    for (const waiter of [...waiters]) {
      if (!waiter.path.test(call.path)) continue;
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(call);
    }
  });

  return {
    baseUrl: `${server.origin}${upstream.pathname.replace(/\/$/, '')}`,
    setMode(next) {
      mode = next;
    },
    calls,
    nextCall: (path) => new Promise((resolve) => waiters.push({ path, resolve })),
    close: server.close,
  };
}
