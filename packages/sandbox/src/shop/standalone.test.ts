import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productsOfStyle } from './catalogue.ts';
import { type RunningShopSandbox, startShopSandbox } from './standalone.ts';

let sandbox: RunningShopSandbox;

beforeAll(async () => {
  sandbox = await startShopSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

describe('startShopSandbox', () => {
  it('listens on an ephemeral 127.0.0.1 port under /sandbox/shop and serves the index over real HTTP', async () => {
    expect(sandbox.baseUrl).toBe(`http://127.0.0.1:${sandbox.port}/sandbox/shop`);
    const response = await fetch(`${sandbox.baseUrl}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('샌드박스 공급사 쇼핑몰');
    expect(sandbox.catalogue.length).toBeGreaterThanOrEqual(40);
  });

  it('serves product pages whose links and images point back at the bound address', async () => {
    const [product] = productsOfStyle('euckr');
    if (product === undefined) throw new Error('no euckr product');
    const response = await fetch(sandbox.productUrl(product));
    expect(response.headers.get('content-type')).toBe('text/html; charset=euc-kr');
    const html = iconv.decode(Buffer.from(await response.arrayBuffer()), 'euc-kr');
    expect(html).toContain(product.name);
    expect(html).toContain(`${sandbox.origin}/sandbox/shop/${product.path.replaceAll('&', '&amp;')}`);
    const image = await fetch(`${sandbox.baseUrl}/${product.images.main}`);
    expect(image.headers.get('content-type')).toBe('image/png');
  });
});
