import { describe, expect, it } from 'vitest';
import { type AccessLogEntry, createAccessLogBuffer, logPathOf } from './access-log.ts';

const entry = (path: string): AccessLogEntry => ({
  at: new Date('2026-11-20T00:00:00Z'),
  ip: '192.0.2.1',
  method: 'GET',
  path,
  statusCode: 200,
  userId: null,
  userAgent: null,
  durationMs: 1,
  isDangerous: false,
});

/** A write the test releases by hand, to stand for a slow database. */
function slowWrites() {
  const batches: string[][] = [];
  let release: () => void = () => undefined;
  let fail = false;
  return {
    batches,
    failNext: () => {
      fail = true;
    },
    release: () => release(),
    write: (entries: AccessLogEntry[]) =>
      new Promise<void>((resolve, reject) => {
        if (fail) {
          fail = false;
          reject(new Error('database down'));
          return;
        }
        release = () => {
          batches.push(entries.map((item) => item.path));
          resolve();
        };
      }),
  };
}

describe('access log buffer', () => {
  it('starts a flush at flushRows and, while the database is slow, drops the oldest entries and counts them', async () => {
    const writes = slowWrites();
    const buffer = createAccessLogBuffer({
      write: writes.write,
      maxBuffered: 10,
      flushRows: 3,
      flushIntervalMs: 60_000,
    });
    for (const path of ['/a', '/b', '/c']) buffer.record(entry(path));
    // The first three are being written; the next fill the buffer while the write hangs.
    for (let index = 0; index < 12; index += 1) buffer.record(entry(`/n${index}`));
    expect(buffer.dropped).toBe(2);
    expect(buffer.buffered).toBe(10);
    writes.release();
    const flushed = buffer.flush();
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    writes.release();
    await flushed;
    await buffer.close();
    expect(writes.batches[0]).toEqual(['/a', '/b', '/c']);
    expect(writes.batches[1]).toEqual([
      '/n2',
      '/n3',
      '/n4',
      '/n5',
      '/n6',
      '/n7',
      '/n8',
      '/n9',
      '/n10',
      '/n11',
    ]);
  });

  it('keeps a batch the database refused, in front of newer entries, for the next flush', async () => {
    const writes = slowWrites();
    const errors: unknown[] = [];
    const buffer = createAccessLogBuffer({
      write: writes.write,
      flushRows: 100,
      flushIntervalMs: 60_000,
      onError: (error) => errors.push(error),
    });
    buffer.record(entry('/first'));
    writes.failNext();
    await buffer.flush();
    expect(errors).toHaveLength(1);
    buffer.record(entry('/second'));
    const done = buffer.flush();
    await new Promise((resolve) => setTimeout(resolve, 0));
    writes.release();
    await done;
    expect(writes.batches).toEqual([['/first', '/second']]);
    expect(buffer.dropped).toBe(0);
  });
});

describe('logPathOf', () => {
  it('keeps the path and never the query or fragment', () => {
    expect(logPathOf('/payment/success?paymentKey=secret&amount=1')).toBe('/payment/success');
    expect(logPathOf('/login#token=abc')).toBe('/login');
    expect(logPathOf('/')).toBe('/');
    expect(logPathOf(`/${'a'.repeat(600)}`)).toHaveLength(512);
  });
});
