import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A loopback server with the misbehaving pages the parser must refuse: one that never answers, one too large. */
export async function startTroubleServer(): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    if (request.url === '/trouble/huge') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      const chunk = `<p>${'가'.repeat(10_000)}</p>`;
      for (let written = 0; written < 6 * 1024 * 1024; written += Buffer.byteLength(chunk))
        response.write(chunk);
      response.end();
      return;
    }
    if (request.url === '/trouble/json') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"name":"not a page"}');
      return;
    }
    // /trouble/slow: headers never come.
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/trouble/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A `multipart/form-data` body holding one file, as a browser's file input sends it. */
export function multipartFile(fileName: string, bytes: Uint8Array, field = 'file') {
  const boundary = '----ollidaTestBoundary7MA4YWxkTrZu0gW';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, Buffer.from(bytes), tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
