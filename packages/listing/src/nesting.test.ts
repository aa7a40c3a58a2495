import { describe, expect, it } from 'vitest';
import { limitNesting } from './nesting.ts';

describe('limitNesting', () => {
  it('leaves ordinary pages untouched (same string)', () => {
    const html = '<html><body><div><p>사과 <b>12,900원</b><br><img src="a.jpg"></p></div></body></html>';
    expect(limitNesting(html)).toBe(html);
  });

  it('drops tags beyond the depth limit and keeps their text', () => {
    const html = `${'<div>'.repeat(5)}깊은 글${'</div>'.repeat(5)}<p>다음</p>`;
    expect(limitNesting(html, 3)).toBe('<div><div><div>깊은 글</div></div></div><p>다음</p>');
  });

  it('does not count tags inside scripts and handles unclosed deep markup', () => {
    const script = '<script>var s = "<div><div><div><div>";</script>';
    expect(limitNesting(`<div>${script}</div>`, 2)).toBe(`<div>${script}</div>`);
    const open = '<span>'.repeat(10_000);
    const limited = limitNesting(`${open}끝`, 400);
    expect(limited.match(/<span>/g)).toHaveLength(400);
    expect(limited.endsWith('끝')).toBe(true);
  });
});

describe('limitNesting follows htmlparser2 tokenising', () => {
  const deep = '<div>'.repeat(2_000);
  const countDivs = (html: string) => html.match(/<div>/g)?.length ?? 0;

  it.each([
    ['noscript (not raw text for htmlparser2)', '<noscript>'],
    ['a comment holding a raw-text tag', '<!--<style>-->'],
    ['quoted attributes holding > and <style>', '<p title=">" data-x="<style>">'],
    ['a declaration', '<!DOCTYPE html>'],
  ])('is not thrown off by %s', (_label, prefix) => {
    expect(countDivs(limitNesting(prefix + deep, 256))).toBeLessThanOrEqual(256);
  });

  it('counts <div/> as an open element, as HTML parsing does', () => {
    expect(limitNesting('<div/>'.repeat(2_000), 256).match(/<div\/>/g)?.length).toBe(256);
  });

  it('treats unclosed <li>, <option>, <p> and <td> as siblings, like the parser', () => {
    const select = `<select>${'<option>값'.repeat(1_000)}</select><div>뒤</div>`;
    expect(limitNesting(select, 256)).toBe(select);
    const list = `<ul>${'<li>항목'.repeat(1_000)}</ul>${'<p>문단'.repeat(1_000)}`;
    expect(limitNesting(list, 256)).toBe(list);
  });

  it('skips raw text: tags inside scripts and textareas do not count', () => {
    const html = `<script>${'<div>'.repeat(1_000)}</script><textarea>${'<b>'.repeat(1_000)}</textarea>`;
    expect(limitNesting(html, 256)).toBe(html);
  });

  it('resumes normal nesting after the too-deep part is closed', () => {
    const html = `<section>${'<div>'.repeat(300)}${'</div>'.repeat(300)}</section><p>끝</p>`;
    const limited = limitNesting(html, 100);
    expect(countDivs(limited)).toBe(99);
    expect(limited.endsWith('</section><p>끝</p>')).toBe(true);
  });
});

describe('limitNesting keeps what does not nest', () => {
  it('keeps scripts (JSON-LD) and images found below the depth limit', () => {
    const inner = '<script type="application/ld+json">{"name":"a"}</script><img src="a.jpg"><p>글</p>';
    const limited = limitNesting(`${'<div>'.repeat(300)}${inner}${'</div>'.repeat(300)}`, 100);
    expect(limited).toContain('<script type="application/ld+json">{"name":"a"}</script><img src="a.jpg">');
    expect(limited).not.toContain('<p>');
  });
});
