import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { naverSellerCodeOf, supplierKeyOf } from './supplier-key.ts';
import { draftOf } from './test-drafts.ts';

const noItemId = (sourceUrl: string) =>
  draftOf({ sourceUrl, supplier: { parser: 'generic', itemId: null, imageReuseAllowed: null } });

describe('supplierKeyOf', () => {
  it('uses parser and supplier item id when known', () => {
    expect(supplierKeyOf(draftOf())).toBe('domeggook:123');
  });

  it('normalises the source URL otherwise', () => {
    const key = supplierKeyOf(
      noItemId(
        'https://Shop.Example.COM/goods/view/?no=7&utm_source=kakao&fbclid=x&gclid=y&utm_medium=a#reviews',
      ),
    );
    expect(key).toBe('https://shop.example.com/goods/view?no=7');
  });

  it('trims a trailing slash of the path', () => {
    expect(supplierKeyOf(noItemId('https://shop.example.com/goods/7/'))).toBe(
      'https://shop.example.com/goods/7',
    );
    expect(supplierKeyOf(noItemId('https://shop.example.com/'))).toBe('https://shop.example.com');
  });

  it('cuts the key at 300 characters', () => {
    const key = supplierKeyOf(noItemId(`https://shop.example.com/${'a'.repeat(400)}`));
    expect(key).toHaveLength(300);
  });
});

describe('naverSellerCodeOf', () => {
  const hash = createHash('sha256').update('domeggook:123').digest('hex').slice(0, 16);

  it('is OL- and 16 hex characters of the key hash', () => {
    expect(naverSellerCodeOf(draftOf())).toBe(`OL-${hash}`);
    expect(naverSellerCodeOf(draftOf())).toMatch(/^OL-[0-9a-f]{16}$/);
  });

  it('appends the duplicate suffix', () => {
    expect(naverSellerCodeOf(draftOf(), '2')).toBe(`OL-${hash}-2`);
  });
});
