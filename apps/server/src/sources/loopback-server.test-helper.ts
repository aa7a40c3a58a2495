import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  path: string;
  headers: IncomingHttpHeaders;
  /** The address the client connected to, as the server saw it. */
  localAddress: string | undefined;
}

export interface LoopbackServer {
  port: number;
  /** `http://<host>:<port>` */
  origin: string;
  requests: SeenRequest[];
  /** TCP connections accepted, counted before any request is parsed. */
  connections(): number;
  close(): Promise<void>;
}

/** A plain node:http server on a loopback address and an ephemeral (or given) port, recording what reached it. */
export async function startLoopbackServer(
  handler: (request: IncomingMessage, response: ServerResponse) => void,
  options: { host?: string; port?: number } = {},
): Promise<LoopbackServer> {
  const host = options.host ?? '127.0.0.1';
  const requests: SeenRequest[] = [];
  let connections = 0;
  const server = http.createServer((request, response) => {
    requests.push({
      path: request.url ?? '',
      headers: request.headers,
      localAddress: request.socket.localAddress,
    });
    handler(request, response);
  });
  server.on('connection', () => {
    connections += 1;
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    port,
    origin: `http://${host}:${port}`,
    requests,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
