import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { JsonState } from './json-state.ts';

describe('JsonState', () => {
  it('keeps state across instances when given a file', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'sandbox-state-')), 'nested', 'coupang.json');
    const first = new JsonState(file, () => ({ products: [] as string[] }));
    first.value.products.push('p1');
    first.changed();
    first.flush();
    const second = new JsonState(file, () => ({ products: [] as string[] }));
    expect(second.value.products).toEqual(['p1']);
  });

  it('starts fresh in memory without a file', () => {
    const state = new JsonState(undefined, () => ({ n: 1 }));
    state.value.n += 1;
    state.changed();
    state.flush();
    expect(new JsonState(undefined, () => ({ n: 1 })).value.n).toBe(1);
  });
});
