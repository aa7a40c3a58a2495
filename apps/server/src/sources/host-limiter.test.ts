import { describe, expect, it } from 'vitest';
import { createPerHostLimiter } from './host-limiter.ts';

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('createPerHostLimiter', () => {
  it('grants up to the limit per host and queues the rest in arrival order', async () => {
    const limiter = createPerHostLimiter(2);
    const order: string[] = [];
    const first = await limiter.acquire('a.example');
    const second = await limiter.acquire('a.example');
    const third = limiter.acquire('a.example').then((release) => {
      order.push('third');
      return release;
    });
    const fourth = limiter.acquire('a.example').then((release) => {
      order.push('fourth');
      return release;
    });
    await settled();
    expect(order).toEqual([]);

    first();
    await settled();
    expect(order).toEqual(['third']);
    second();
    await settled();
    expect(order).toEqual(['third', 'fourth']);
    (await third)();
    (await fourth)();
  });

  it('keeps hosts independent', async () => {
    const limiter = createPerHostLimiter(1);
    await limiter.acquire('a.example');
    await expect(limiter.acquire('b.example')).resolves.toBeTypeOf('function');
  });

  it('ignores a second release of the same slot', async () => {
    const limiter = createPerHostLimiter(1);
    const release = await limiter.acquire('a.example');
    release();
    release();
    const again = await limiter.acquire('a.example');
    let granted = false;
    void limiter.acquire('a.example').then(() => {
      granted = true;
    });
    await settled();
    expect(granted).toBe(false);
    again();
    await settled();
    expect(granted).toBe(true);
  });

  it('drops a waiter whose signal aborts and passes its turn on', async () => {
    const limiter = createPerHostLimiter(1);
    const held = await limiter.acquire('a.example');
    const controller = new AbortController();
    const abandoned = limiter.acquire('a.example', controller.signal);
    const next = limiter.acquire('a.example');
    controller.abort(new Error('gave up'));
    await expect(abandoned).rejects.toThrow('gave up');
    held();
    await expect(next).resolves.toBeTypeOf('function');
  });

  it('rejects at once with an already aborted signal', async () => {
    const limiter = createPerHostLimiter(1);
    await expect(limiter.acquire('a.example', AbortSignal.abort(new Error('late')))).rejects.toThrow('late');
  });

  it('refuses a limit below one', () => {
    expect(() => createPerHostLimiter(0)).toThrow();
  });
});
