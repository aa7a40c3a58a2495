import { describe, expect, it } from 'vitest';
import { findImageTags, imageSourceUrl, imageTagWith, replaceImageTags } from './detail-html.ts';

describe('findImageTags', () => {
  it('finds each <img> with its exact place and decoded attributes, whatever the case and quoting', () => {
    const html =
      '<p>설명</p><IMG SRC="http://cdn.example/a.png?x=1&amp;y=2" alt="의자"/>' +
      '<div><img src=//cdn.example/b.jpg width=300></div>';
    const tags = findImageTags(html);
    expect(tags.map((tag) => html.slice(tag.start, tag.end))).toEqual([
      '<IMG SRC="http://cdn.example/a.png?x=1&amp;y=2" alt="의자"/>',
      '<img src=//cdn.example/b.jpg width=300>',
    ]);
    expect(tags[0]?.attribs).toEqual({ src: 'http://cdn.example/a.png?x=1&y=2', alt: '의자' });
  });

  it('sees no tags inside scripts, styles, textareas and comments', () => {
    const html =
      '<script>var s = "<img src=http://a/1.png>";</script><style>/* <img src=x> */</style>' +
      '<textarea><img src=http://a/2.png></textarea><!-- <img src=http://a/3.png> --><img src=http://a/4.png>';
    expect(findImageTags(html).map((tag) => tag.attribs.src)).toEqual(['http://a/4.png']);
  });

  it('stays linear on hostile pages: deep nesting and a hundred thousand tags', () => {
    const deep = `${'<div>'.repeat(100_000)}<img src="http://a/x.png">${'</div>'.repeat(100_000)}`;
    const many = '<img src="http://a/y.png">'.repeat(100_000);
    const started = performance.now();
    expect(findImageTags(deep)).toHaveLength(1);
    expect(findImageTags(many)).toHaveLength(100_000);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});

describe('imageSourceUrl', () => {
  it('takes http and https (protocol-relative as https) and nothing else', () => {
    expect(imageSourceUrl(' https://cdn.example/a b.png ')).toBe('https://cdn.example/a%20b.png');
    expect(imageSourceUrl('//cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(imageSourceUrl('http://cdn.example/a.png')).toBe('http://cdn.example/a.png');
    for (const src of [
      undefined,
      '',
      '/relative/a.png',
      'a.png',
      'data:image/png;base64,AAAA',
      'javascript:alert(1)',
      'file:///etc/passwd',
      'ftp://cdn.example/a.png',
    ]) {
      expect(imageSourceUrl(src)).toBeNull();
    }
  });
});

describe('imageTagWith and replaceImageTags', () => {
  it('points the tag at the new address, keeps harmless attributes and escapes them', () => {
    const tag = imageTagWith(
      {
        src: 'http://supplier/a.png',
        srcset: 'http://supplier/a@2x.png 2x',
        'data-src': 'http://supplier/lazy.png',
        alt: '"큰" <의자> & 책상',
        style: 'width:100%',
        onerror: 'alert(1)',
        'bad name': 'x',
      },
      'https://ollida.example/i/0123456789abcdef0123456789abcdef.jpg',
    );
    expect(tag).toBe(
      '<img src="https://ollida.example/i/0123456789abcdef0123456789abcdef.jpg" ' +
        'alt="&quot;큰&quot; &lt;의자&gt; &amp; 책상" style="width:100%">',
    );
  });

  it('replaces only the tags and copies every other character as it was', () => {
    const html =
      '<p class="x">앞</p><img src="http://a/1.png"><b>중간 &amp; 끝</b><img src="http://a/2.png" />뒤';
    const tags = findImageTags(html);
    const replaced = replaceImageTags(html, tags, (tag) =>
      tag.attribs.src?.endsWith('1.png') ? '<img src="N">' : '',
    );
    expect(replaced).toBe('<p class="x">앞</p><img src="N"><b>중간 &amp; 끝</b>뒤');
  });
});
