import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadFixtures, padHtmlBytes } from './load-fixtures.ts';

const page = '<html><body><h1>상품</h1></body></html>';
const spec = {
  url: 'https://shop.example/p/1',
  contentType: 'text/html; charset=utf-8',
  parser: 'generic',
  description: '테스트 상품',
  expected: { name: '상품', salePrice: 1000, images: ['https://shop.example/a.jpg'] },
};

describe('padHtmlBytes', () => {
  const bytes = Buffer.from(page, 'utf8');

  it('pads to exactly the size, before the last </body>', () => {
    const padded = Buffer.from(padHtmlBytes(bytes, 5000));
    expect(padded.length).toBe(5000);
    const text = padded.toString('utf8');
    expect(text.startsWith('<html><body><h1>상품</h1><div class="filler">')).toBe(true);
    expect(text.endsWith('</body></html>')).toBe(true);
  });

  it('puts the filler at the <!--pad--> marker when the page has one', () => {
    const marked = Buffer.from('<html><body><!--pad--><h1>끝</h1></body></html>', 'utf8');
    const text = Buffer.from(padHtmlBytes(marked, 4000)).toString('utf8');
    expect(text.length).toBeGreaterThan(3000);
    expect(text.startsWith('<html><body><div class="filler">')).toBe(true);
    expect(text.endsWith('<!--pad--><h1>끝</h1></body></html>')).toBe(true);
  });

  it('leaves a page that is already large enough alone', () => {
    expect(padHtmlBytes(bytes, 10)).toBe(bytes);
  });

  it('keeps EUC-KR bytes intact around the filler', () => {
    const euckr = Buffer.from([0x3c, 0x70, 0x3e, 0xb0, 0xa1, 0x3c, 0x2f, 0x62, 0x6f, 0x64, 0x79, 0x3e]);
    const padded = Buffer.from(padHtmlBytes(euckr, 500));
    expect([...padded.subarray(0, 5)]).toEqual([0x3c, 0x70, 0x3e, 0xb0, 0xa1]);
  });
});

describe('loadFixtures', () => {
  let root = '';
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'listing-fixtures-'));
    mkdirSync(join(root, 'shop'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const write = (name: string, json: unknown) => {
    writeFileSync(join(root, 'shop', `${name}.html`), page);
    writeFileSync(join(root, 'shop', `${name}.json`), JSON.stringify(json));
  };

  it('reads pairs, defaults required and applies padTo', () => {
    write('plain', spec);
    write('padded', { ...spec, padTo: 2048 });
    const fixtures = loadFixtures(root);
    expect(fixtures.map((fixture) => [fixture.id, fixture.group, fixture.bytes.length])).toEqual([
      ['shop/padded', 'shop', 2048],
      ['shop/plain', 'shop', Buffer.byteLength(page)],
    ]);
    expect(fixtures[1]?.required).toEqual(['name', 'salePrice', 'image']);
  });

  it('fails loudly on unknown keys, missing pairs and required fields without an expectation', () => {
    write('typo', { ...spec, expected: { ...spec.expected, salesPrice: 1 } });
    write('nested-typo', { ...spec, expected: { ...spec.expected, options: { variants: [{ stok: 1 }] } } });
    write('no-image', { ...spec, expected: { name: '상품', salePrice: 1000 } });
    writeFileSync(join(root, 'shop', 'orphan.html'), page);
    writeFileSync(join(root, 'shop', 'broken.html'), page);
    writeFileSync(join(root, 'shop', 'broken.json'), '{ "url": ');
    let message = '';
    try {
      loadFixtures(root);
    } catch (error) {
      message = error instanceof Error ? error.message : String(error);
    }
    expect(message).toContain('shop/typo');
    expect(message).toContain('salesPrice');
    expect(message).toContain('shop/nested-typo');
    expect(message).toContain('stok');
    expect(message).toContain('required "image"');
    expect(message).toContain('shop/orphan.html has no shop/orphan.json');
    expect(message).toContain('shop/broken: invalid JSON');
  });

  it('accepts a non-product page with no required fields', () => {
    write('login', { ...spec, expected: { warnings: ['login_required'] }, required: [] });
    expect(loadFixtures(root)[0]?.expected.warnings).toEqual(['login_required']);
  });
});
