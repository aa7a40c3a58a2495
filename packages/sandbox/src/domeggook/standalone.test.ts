import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productsOfStyle } from '../shop/catalogue.ts';
import { DOMEGGOOK_DEMO_API_KEY } from './demo-accounts.ts';
import { type RunningDomeggookSandbox, startDomeggookSandbox } from './standalone.ts';

let sandbox: RunningDomeggookSandbox;

beforeAll(async () => {
  sandbox = await startDomeggookSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

describe('startDomeggookSandbox', () => {
  it('serves getItemView over real HTTP with images from the shop mounted on the same server', async () => {
    const product = productsOfStyle('domeggook')[1];
    if (product === undefined) throw new Error('empty catalogue');
    expect(sandbox.baseUrl).toBe(`http://127.0.0.1:${sandbox.port}/sandbox/domeggook`);
    const query = new URLSearchParams({
      ver: '4.5',
      mode: 'getItemView',
      aid: DOMEGGOOK_DEMO_API_KEY,
      market: 'supply',
      no: product.siteNo,
      om: 'json',
    });
    const response = await fetch(`${sandbox.baseUrl}/ssl/api/?${query}`);
    expect(response.headers.get('content-type')).toContain('application/json');
    const item = ((await response.json()) as { domeggook: { thumb: { original: string } } }).domeggook;
    expect(item.thumb.original).toBe(`${sandbox.shopBaseUrl}/${product.images.main}`);
    const image = await fetch(item.thumb.original);
    expect(image.headers.get('content-type')).toBe('image/png');
  });
});
