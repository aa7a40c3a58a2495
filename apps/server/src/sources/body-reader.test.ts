import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodersFor, readCappedBody } from './body-reader.ts';

const text = Buffer.from('<html><body>도매꾹 상품 페이지</body></html>'.repeat(50));

function chunked(buffer: Buffer, size = 100): Readable {
  const chunks: Buffer[] = [];
  for (let offset = 0; offset < buffer.length; offset += size)
    chunks.push(buffer.subarray(offset, offset + size));
  return Readable.from(chunks);
}

describe('readCappedBody', () => {
  it('returns a plain body as is', async () => {
    expect(await readCappedBody(chunked(text), undefined, 1_000_000)).toEqual(text);
    expect(await readCappedBody(chunked(text), 'identity', 1_000_000)).toEqual(text);
  });

  it.each([
    ['gzip', zlib.gzipSync(text)],
    ['x-gzip', zlib.gzipSync(text)],
    ['deflate', zlib.deflateSync(text)],
    ['br', zlib.brotliCompressSync(text)],
    ['GZIP', zlib.gzipSync(text)],
  ])('decodes %s', async (encoding, wire) => {
    expect(await readCappedBody(chunked(wire), encoding, 1_000_000)).toEqual(text);
  });

  it('undoes stacked encodings in reverse order', async () => {
    const wire = zlib.brotliCompressSync(zlib.gzipSync(text));
    expect(await readCappedBody(chunked(wire), 'gzip, br', 1_000_000)).toEqual(text);
  });

  it('reads a truncated gzip body as far as it goes, like a browser', async () => {
    const wire = zlib.gzipSync(text);
    const body = await readCappedBody(chunked(wire.subarray(0, wire.length - 8)), 'gzip', 1_000_000);
    expect(body).toEqual(text);
  });

  it('fails too_large on the wire before reading a big plain body whole', async () => {
    let produced = 0;
    const endless = new Readable({
      read() {
        produced += 16_384;
        this.push(Buffer.alloc(16_384, 0x61));
      },
    });
    await expect(readCappedBody(endless, undefined, 100_000)).rejects.toMatchObject({ kind: 'too_large' });
    expect(produced).toBeLessThan(1_000_000);
  });

  it('fails too_large on the decoded size of a compression bomb', async () => {
    const bomb = zlib.gzipSync(Buffer.alloc(50 * 1024 * 1024));
    expect(bomb.length).toBeLessThan(100_000);
    await expect(readCappedBody(chunked(bomb, 16_384), 'gzip', 1_000_000)).rejects.toMatchObject({
      kind: 'too_large',
      message: '페이지가 너무 큽니다 (977KB 초과).',
    });
  });

  it('reports corrupt or unknown encodings as an unreadable answer', async () => {
    await expect(readCappedBody(chunked(Buffer.from('not gzip')), 'gzip', 1000)).rejects.toMatchObject({
      kind: 'unreachable',
    });
    await expect(readCappedBody(chunked(Buffer.from('not brotli, no')), 'br', 1000)).rejects.toMatchObject({
      kind: 'unreachable',
    });
    const body = chunked(text);
    await expect(readCappedBody(body, 'zstd', 1000)).rejects.toMatchObject({ kind: 'unreachable' });
    expect(body.destroyed).toBe(true);
  });
});

describe('decodersFor', () => {
  it('builds nothing for no or identity encoding', () => {
    expect(decodersFor(undefined)).toEqual([]);
    expect(decodersFor(' identity ')).toEqual([]);
  });

  it('refuses more than two stacked encodings (thousands of gzip layers burn CPU past every deadline)', () => {
    expect(decodersFor('gzip, br')).toHaveLength(2);
    expect(() => decodersFor(Array.from({ length: 2_500 }, () => 'gzip').join(','))).toThrow('응답 형식');
  });
});

describe('readCappedBody deadline', () => {
  it('stops decoding when the signal aborts after the body arrived', async () => {
    const controller = new AbortController();
    controller.abort(new Error('deadline'));
    await expect(
      readCappedBody(chunked(zlib.gzipSync(text)), 'gzip', 1_000_000, controller.signal),
    ).rejects.toThrow();
  });
});
