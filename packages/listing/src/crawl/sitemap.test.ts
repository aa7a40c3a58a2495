import { describe, expect, it } from 'vitest';
import { parseSitemap } from './sitemap.ts';

describe('parseSitemap', () => {
  it('reads a urlset', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">
  <url>
    <loc>https://shop.example.kr/goods/goods_view.php?goodsNo=1</loc>
    <lastmod>2025-01-01</lastmod>
    <image:image><image:loc>https://cdn.example.kr/1.jpg</image:loc></image:image>
  </url>
  <url><loc>
    https://shop.example.kr/goods/goods_view.php?goodsNo=2
  </loc></url>
</urlset>`;
    expect(parseSitemap(xml)).toEqual({
      urls: [
        'https://shop.example.kr/goods/goods_view.php?goodsNo=1',
        'https://shop.example.kr/goods/goods_view.php?goodsNo=2',
      ],
      sitemaps: [],
    });
  });

  it('reads a sitemap index', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <sitemap><loc>https://shop.example.kr/sitemap_goods_1.xml</loc><lastmod>2025-01-01</lastmod></sitemap>
  <sitemap><loc>https://shop.example.kr/sitemap_goods_2.xml.gz</loc></sitemap>
</sitemapindex>`;
    expect(parseSitemap(xml)).toEqual({
      urls: [],
      sitemaps: [
        'https://shop.example.kr/sitemap_goods_1.xml',
        'https://shop.example.kr/sitemap_goods_2.xml.gz',
      ],
    });
  });

  it('reads prefixed namespaces, upper-case tags and no XML declaration', () => {
    const xml =
      '<sm:urlset xmlns:sm="http://www.sitemaps.org/schemas/sitemap/0.9"><sm:url><sm:loc>https://a.example/1</sm:loc>' +
      '</sm:url></sm:urlset><URLSET><URL><LOC>https://a.example/2</LOC></URL></URLSET>';
    expect(parseSitemap(xml).urls).toEqual(['https://a.example/1', 'https://a.example/2']);
  });

  it('reads CDATA and entities', () => {
    const xml =
      '<urlset><url><loc><![CDATA[https://a.example/view?no=1&cate=2]]></loc></url>' +
      '<url><loc>https://a.example/view?no=3&amp;cate=4</loc></url>' +
      '<url><loc>https://a.example/&#xC0C1;&#54408;</loc></url></urlset>';
    expect(parseSitemap(xml).urls).toEqual([
      'https://a.example/view?no=1&cate=2',
      'https://a.example/view?no=3&cate=4',
      'https://a.example/%EC%83%81%ED%92%88',
    ]);
  });

  it('keeps absolute http(s) URLs only, once each', () => {
    const xml =
      '<urlset><url><loc>/relative</loc></url><url><loc>ftp://a.example/x</loc></url>' +
      '<url><loc>javascript:alert(1)</loc></url><url><loc></loc></url><url><loc/></url>' +
      '<url><loc>http://a.example/1</loc></url><url><loc>http://a.example/1</loc></url></urlset>';
    expect(parseSitemap(xml).urls).toEqual(['http://a.example/1']);
  });

  it('ignores locations outside <url> and <sitemap>', () => {
    const xml =
      '<urlset><loc>https://a.example/stray</loc><url><video:video><video:loc>https://v.example/1</video:loc>' +
      '</video:video></url></urlset>';
    expect(parseSitemap(xml)).toEqual({ urls: [], sitemaps: [] });
  });

  it('stops at max locations', () => {
    const xml = `<urlset>${Array.from({ length: 100 }, (_, i) => `<url><loc>https://a.example/${i}</loc></url>`).join('')}</urlset>`;
    expect(parseSitemap(xml, 2).urls).toEqual(['https://a.example/0', 'https://a.example/1']);
    expect(parseSitemap(xml, 0).urls).toEqual([]);
    expect(parseSitemap(xml).urls).toHaveLength(100);
  });

  it('yields empty lists for garbage', () => {
    for (const body of [
      '',
      'not xml at all',
      '<html><body><a href="/x">x</a></body></html>',
      '\u0000<<<>>>&&&',
      '{"urlset":[]}',
    ]) {
      expect(parseSitemap(body)).toEqual({ urls: [], sitemaps: [] });
    }
  });

  it('does not buffer a huge location', () => {
    const xml = `<urlset><url><loc>https://a.example/${'x'.repeat(1_000_000)}</loc></url><url><loc>https://a.example/ok</loc></url></urlset>`;
    expect(parseSitemap(xml).urls).toEqual(['https://a.example/ok']);
  });

  it('survives unclosed tags', () => {
    expect(parseSitemap('<urlset><url><loc>https://a.example/1').urls).toEqual(['https://a.example/1']);
  });
});
