import { describe, expect, it } from 'vitest';
import { escapeHtml, sameSecret } from './text-safety.ts';

describe('escapeHtml', () => {
  it('escapes every character that can break out of content or an attribute', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('sameSecret', () => {
  it('compares exactly, including length and non-ASCII text', () => {
    expect(sameSecret('비밀-1', '비밀-1')).toBe(true);
    expect(sameSecret('비밀-1', '비밀-2')).toBe(false);
    expect(sameSecret('abc', 'abcd')).toBe(false);
  });
});
