import { describe, expect, it } from 'vitest';
import { normalizeSourceUrl } from './normalize-source-url.ts';

describe('normalizeSourceUrl', () => {
  it('trims and puts https:// in front when no http(s) scheme leads (docs/product/listing.md#url-rules)', () => {
    expect(normalizeSourceUrl('  domeggook.com/12345678 ')).toBe('https://domeggook.com/12345678');
    expect(normalizeSourceUrl('shop.kr:8080/p?id=1')).toBe('https://shop.kr:8080/p?id=1');
    expect(normalizeSourceUrl('HTTP://Shop.kr/a')).toBe('http://shop.kr/a');
    expect(normalizeSourceUrl('http://shop.kr/a')).toBe('http://shop.kr/a');
  });

  it.each([
    '',
    '   ',
    'javascript:alert(1)',
    'file:///etc/passwd',
    'ftp://x.kr/a',
    'data:text/html,hi',
    'https://',
    'a b.kr',
  ])('refuses %j', (raw) => {
    expect(() => normalizeSourceUrl(raw)).toThrow();
  });

  it('refuses URLs longer than 2,048 characters', () => {
    expect(() => normalizeSourceUrl(`https://a.kr/${'x'.repeat(2_100)}`)).toThrow('너무 깁니다');
  });
});
