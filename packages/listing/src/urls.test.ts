import { describe, expect, it } from 'vitest';
import { absoluteUrl, hostIs, siteHost, uniqueUrls } from './urls.ts';

describe('absoluteUrl', () => {
  const base = 'https://shop.example.kr/product/detail.html?product_no=7';

  it.each([
    ['https:https://cafe24img.example/a.jpg', 'https://cafe24img.example/a.jpg'],
    ['https://https://cdn.example/a.jpg', 'https://cdn.example/a.jpg'],
    ['http:https://cdn.example/a.jpg', 'https://cdn.example/a.jpg'],
    ['//cdn1.domeggook.com/upload/a_img_760.jpg', 'https://cdn1.domeggook.com/upload/a_img_760.jpg'],
    ['/web/product/big/a.jpg', 'https://shop.example.kr/web/product/big/a.jpg'],
    ['  ../img/a.png\n', 'https://shop.example.kr/img/a.png'],
  ])('repairs and resolves %s', (raw, expected) => {
    expect(absoluteUrl(raw, base)).toBe(expected);
  });

  it.each(['javascript:alert(1)', 'data:image/png;base64,AAAA', 'file:///etc/passwd', '', '   ', 'http://'])(
    'refuses %s',
    (raw) => {
      expect(absoluteUrl(raw, base)).toBeNull();
    },
  );

  it('de-duplicates after repair, keeping first-seen order', () => {
    expect(uniqueUrls(['//a.example/1.jpg', 'https:https://a.example/1.jpg', '/2.jpg', null], base)).toEqual([
      'https://a.example/1.jpg',
      'https://shop.example.kr/2.jpg',
    ]);
  });
});

describe('siteHost / hostIs', () => {
  it('drops www. and m. and lower-cases', () => {
    expect(siteHost('https://WWW.Coupang.com/vp/products/1')).toBe('coupang.com');
    expect(siteHost('https://m.smartstore.naver.com/a/products/1')).toBe('smartstore.naver.com');
    expect(siteHost('not a url')).toBe('');
  });

  it('matches a domain and its subdomains only', () => {
    expect(hostIs('domeme.domeggook.com', 'domeggook.com')).toBe(true);
    expect(hostIs('domeggook.com', 'domeggook.com')).toBe(true);
    expect(hostIs('notdomeggook.com', 'domeggook.com')).toBe(false);
  });
});
