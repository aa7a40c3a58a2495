import { describe, expect, it } from 'vitest';
import { extractLinks } from './links.ts';

const page = 'https://shop.example.kr/goods/goods_list.php?cateCd=001';

describe('extractLinks', () => {
  it('resolves relative, root-relative and protocol-relative hrefs in document order', () => {
    const html = `<html><body>
      <a href="../goods/goods_view.php?goodsNo=1">1</a>
      <a href="goods_view.php?goodsNo=2">2</a>
      <a href="/goods/goods_view.php?goodsNo=3">3</a>
      <a href="//cdn.example.kr/x">x</a>
      <a href="https://other.example.com/p/4">4</a>
      <a href="?cateCd=002">next</a>
      <map><area href="/event/1" alt="event"></map>
    </body></html>`;
    expect(extractLinks(html, page)).toEqual([
      'https://shop.example.kr/goods/goods_view.php?goodsNo=1',
      'https://shop.example.kr/goods/goods_view.php?goodsNo=2',
      'https://shop.example.kr/goods/goods_view.php?goodsNo=3',
      'https://cdn.example.kr/x',
      'https://other.example.com/p/4',
      'https://shop.example.kr/goods/goods_list.php?cateCd=002',
      'https://shop.example.kr/event/1',
    ]);
  });

  it('keeps the page scheme for protocol-relative links', () => {
    expect(extractLinks('<a href="//cdn.example.kr/x">x</a>', 'http://shop.example.kr/')).toEqual([
      'http://cdn.example.kr/x',
    ]);
  });

  it('resolves against <base href>, itself resolved against the page', () => {
    const html =
      '<head><base href="/shop/" target="_blank"><base href="https://ignored.example/"></head>' +
      '<body><a href="goods/1">1</a><a href="/root">r</a></body>';
    expect(extractLinks(html, page)).toEqual([
      'https://shop.example.kr/shop/goods/1',
      'https://shop.example.kr/root',
    ]);
  });

  it('applies a late <base> to the links before it', () => {
    const html = '<a href="a">a</a><base href="https://cdn.example.kr/m/"><a href="b">b</a>';
    expect(extractLinks(html, page)).toEqual(['https://cdn.example.kr/m/a', 'https://cdn.example.kr/m/b']);
  });

  it('ignores a <base> without href and keeps the page URL for an unusable one', () => {
    expect(extractLinks('<base target="_top"><base href="x/"><a href="y">y</a>', page)).toEqual([
      'https://shop.example.kr/goods/x/y',
    ]);
    expect(extractLinks('<base href="javascript:void(0)"><a href="y">y</a>', page)).toEqual([
      'https://shop.example.kr/goods/y',
    ]);
  });

  it('decodes entities in hrefs', () => {
    const html =
      '<a href="/goods/goods_view.php?goodsNo=1&amp;cateCd=002">1</a><a href="/search?q=&#xC0C1;&#54408;">s</a>';
    expect(extractLinks(html, page)).toEqual([
      'https://shop.example.kr/goods/goods_view.php?goodsNo=1&cateCd=002',
      'https://shop.example.kr/search?q=%EC%83%81%ED%92%88',
    ]);
  });

  it('removes fragments and duplicates', () => {
    const html =
      '<a href="/goods/1#detail">1</a><a href="/goods/1">1</a><a href="https://shop.example.kr/goods/1#review">1</a>' +
      '<a href="#top">top</a><a href="/goods/2">2</a>';
    expect(extractLinks(html, page)).toEqual([
      'https://shop.example.kr/goods/1',
      'https://shop.example.kr/goods/goods_list.php?cateCd=001',
      'https://shop.example.kr/goods/2',
    ]);
  });

  it('skips javascript:, mailto:, tel:, data: and other schemes, and empty hrefs', () => {
    const html = [
      '<a href="javascript:void(0)">x</a>',
      '<a href="JavaScript:goods(1)">x</a>',
      '<a href="mailto:cs@example.kr">x</a>',
      '<a href="tel:1588-0000">x</a>',
      '<a href="data:text/html,hi">x</a>',
      '<a href="ftp://files.example.kr/a">x</a>',
      '<a href="">x</a>',
      '<a href>x</a>',
      '<a name="anchor">x</a>',
      '<a href="/ok">ok</a>',
    ].join('');
    expect(extractLinks(html, page)).toEqual(['https://shop.example.kr/ok']);
  });

  it('trims whitespace around and inside hrefs', () => {
    expect(extractLinks('<a href="  \n /goods/\t1\n ">1</a>', page)).toEqual([
      'https://shop.example.kr/goods/1',
    ]);
  });

  it('reads only <a> and <area>, in any case, and not inside scripts or comments', () => {
    const html =
      '<link href="/style.css"><img href="/img"><A HREF="/upper">u</A>' +
      '<script>document.write(\'<a href="/scripted">\')</script><!-- <a href="/commented"> -->';
    expect(extractLinks(html, page)).toEqual(['https://shop.example.kr/upper']);
  });

  it('stops at max links', () => {
    const html = Array.from({ length: 100 }, (_, i) => `<a href="/goods/${i}">${i}</a>`).join('');
    expect(extractLinks(html, page, 3)).toEqual([
      'https://shop.example.kr/goods/0',
      'https://shop.example.kr/goods/1',
      'https://shop.example.kr/goods/2',
    ]);
    expect(extractLinks(html, page, 0)).toEqual([]);
    expect(extractLinks(html, page)).toHaveLength(100);
  });

  it('counts duplicates once towards max', () => {
    const html = '<a href="/a">a</a><a href="/a#x">a</a><a href="/b">b</a>';
    expect(extractLinks(html, page, 2)).toEqual(['https://shop.example.kr/a', 'https://shop.example.kr/b']);
  });

  it('returns nothing for an unusable page URL', () => {
    expect(extractLinks('<a href="/a">a</a>', 'not a url')).toEqual([]);
    expect(extractLinks('<a href="/a">a</a>', '/relative')).toEqual([]);
  });

  it('copes with broken markup and a big page', () => {
    expect(extractLinks('<a href="/a"<a href=/b>b</a><a href=\'/c\'>c', page)).toContain(
      'https://shop.example.kr/c',
    );
    const big = `<div>${'<p>filler text</p>'.repeat(100_000)}<a href="/last">last</a></div>`;
    const started = performance.now();
    expect(extractLinks(big, page)).toEqual(['https://shop.example.kr/last']);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
