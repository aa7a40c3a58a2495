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
