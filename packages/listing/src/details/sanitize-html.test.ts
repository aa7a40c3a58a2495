import { productDetailsLimits } from '@ollida/contracts/product-details';
import { type ChildNode, isTag } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { ALLOWED_TAGS } from './html-policy.ts';
import { sanitizeDetailHtml } from './sanitize-html.ts';

const base = 'https://shop.example.kr/product/detail.html?no=7';
const sanitize = (html: string) => sanitizeDetailHtml(html, base);

/** Every element of the parsed output, depth first. */
function elementsOf(html: string): { name: string; attribs: Record<string, string> }[] {
  const found: { name: string; attribs: Record<string, string> }[] = [];
  const visit = (nodes: readonly ChildNode[]) => {
    for (const node of nodes) {
      if (!isTag(node)) continue;
      found.push({ name: node.name, attribs: node.attribs });
      visit(node.children);
    }
  };
  visit(parseDocument(html).children);
  return found;
}

const forbiddenTags =
  /<\/?\s*(?:script|style|iframe|frame|svg|math|object|embed|applet|form|input|button|base|meta|link|body|html|head|noscript|template|xmp|textarea|video|audio|source|details|marquee)\b/i;

/** What no sanitised output may contain, checked both on the re-parsed DOM and on the raw text. */
function expectSafe(output: string): void {
  expect(output).not.toMatch(forbiddenTags);
  expect(output).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
  expect(output).not.toMatch(/(?:javascript|vbscript|livescript)\s*:/i);
  expect(output).not.toMatch(/\b(?:srcdoc|formaction|xlink:href|expression\s*\(|behavior)\b/i);
  for (const element of elementsOf(output)) {
    expect(ALLOWED_TAGS.has(element.name)).toBe(true);
    for (const [name, value] of Object.entries(element.attribs)) {
      expect(name.startsWith('on')).toBe(false);
      if (name === 'href' || name === 'src') expect(value).toMatch(/^https?:\/\//);
      expect(value).not.toMatch(/^\s*(?:data|javascript|vbscript):/i);
    }
  }
  // Stable: what we produce is already a fixed point of the sanitiser.
  expect(sanitize(output)).toBe(output);
}

const xssCorpus: [string, string][] = [
  ['img onerror', '<img src=x onerror=alert(1)>'],
  ['mixed-case img handler', '<iMg SrC=x OnErRoR=alert(1)>'],
  ['upper-case javascript src', "<IMG SRC=JaVaScRiPt:alert('XSS')>"],
  ['slash-separated attributes', '<img/src="x"/onerror=alert(1)>'],
  ['src used by handler', '<img src=x:alert(alt) onerror=eval(src) alt=0>'],
  ['null byte in scheme', '<img src="java\u0000script:alert(1)"><a href="java\u0000script:alert(1)">n</a>'],
  ['svg onload', '<svg onload=alert(1)>'],
  ['script inside svg', '<svg><script>alert(1)</script></svg>'],
  ['svg link', '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>'],
  ['math xlink', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>'],
  ['javascript href', '<a href="javascript:alert(1)">x</a>'],
  ['mixed-case javascript href', '<a href="JaVaScRiPt:alert(1)">x</a>'],
  ['tab entity in scheme', '<a href="jav&#x09;ascript:alert(1)">x</a>'],
  ['newline entity in scheme', '<a href="jav&#x0A;ascript:alert(1)">x</a>'],
  [
    'decimal entities',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  ],
  ['named colon entity', '<a href="&#x6A;avascript&colon;alert(1)">x</a>'],
  ['leading space', '<a href="  javascript:alert(1)">x</a>'],
  ['vbscript href', '<a href="vbscript:msgbox(1)">x</a>'],
  ['data href', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ['data image', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
  ['handler beside a good link', '<p><a href="https://ok.example/" onmouseover="alert(1)">ok</a></p>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['iframe javascript', '<iframe src="javascript:alert(1)"></iframe>text'],
  ['style import', "<style>@import 'http://evil.example/x.css';</style><p>x</p>"],
  ['nested comment trick', '<!--<img src="--><img src=x onerror=alert(1)//">'],
  ['split script tag', '<scr<script>ipt>alert(1)</scr</script>ipt>'],
  ['uppercase script', '<SCRIPT SRC=http://evil.example/x.js></SCRIPT><p>x</p>'],
  ['object data', '<object data="javascript:alert(1)"><param name=x value=y></object>'],
  ['embed', '<embed src="javascript:alert(1)">'],
  ['base href', '<base href="javascript:alert(1)//"><a href="/x">x</a>'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  [
    'form action',
    '<form action="javascript:alert(1)"><input type=submit formaction="javascript:alert(1)"></form>',
  ],
  ['button formaction', '<button formaction="javascript:alert(1)">go</button>'],
  ['body onload', '<body onload=alert(1)><p>x</p></body>'],
  ['style url javascript', '<div style="background:url(javascript:alert(1))">x</div>'],
  ['style expression', '<div style="width: expression(alert(1))">x</div>'],
  ['style expression split by comment', '<div style="width: ex/**/pression(alert(1))">x</div>'],
  ['style escapes', '<div style="background:\\75rl(javascript:alert(1))">x</div>'],
  ['style behavior', '<div style="behavior: url(x.htc)">x</div>'],
  ['legacy background attribute', '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>'],
  ['media source onerror', '<video><source onerror="alert(1)"></video>'],
  ['details ontoggle', '<details open ontoggle=alert(1)><summary>x</summary></details>'],
  ['marquee onstart', '<marquee onstart=alert(1)>x</marquee>'],
  ['link stylesheet', '<link rel=stylesheet href="javascript:alert(1)">'],
  ['noscript attribute breakout', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
  ['xmp breakout', '<xmp><img src=x onerror=alert(1)></xmp>'],
  ['template content', '<template><img src=x onerror=alert(1)></template>'],
  ['textarea breakout', '<textarea></textarea><img src=x onerror=alert(1)></textarea>'],
  ['unclosed attribute', '<a href="https://ok.example/ onclick=alert(1) x="'],
];

describe('sanitizeDetailHtml against an XSS corpus', () => {
  it('has a corpus of at least 25 payloads', () => {
    expect(xssCorpus.length).toBeGreaterThanOrEqual(25);
  });

  it.each(xssCorpus)('neutralises %s', (_label, payload) => {
    expectSafe(sanitize(payload));
    expectSafe(sanitize(`<div><p>앞</p>${payload}<p>뒤</p></div>`));
  });
});

describe('sanitizeDetailHtml keeps the description', () => {
  it('keeps structure, presentational attributes and safe styles', () => {
    const html =
      '<table width="100%" border="0"><tr><td colspan="2" rowspan="1" align="center" style="color: red">가</td></tr></table>';
    expect(sanitize(html)).toBe(
      '<table width="100%" border="0"><tr><td colspan="2" rowspan="1" align="center" style="color: red">가</td></tr></table>',
    );
  });

  it('moves lazy sources into src and resolves relative URLs against the page', () => {
    const html =
      '<img src="/blank.gif" data-src="/img/a.jpg" alt="a"><img ec-data-src="//cdn.example.kr/b.jpg"><img data-original="c.jpg" width="760">';
    expect(sanitize(html)).toBe(
      '<img alt="a" src="https://shop.example.kr/img/a.jpg"><img src="https://cdn.example.kr/b.jpg"><img width="760" src="https://shop.example.kr/product/c.jpg">',
    );
  });

  it('opens links in a new tab without opener', () => {
    expect(sanitize('<a href="/event" id="x" class="y">이벤트</a>')).toBe(
      '<a href="https://shop.example.kr/event" rel="noopener noreferrer" target="_blank">이벤트</a>',
    );
  });

  it('unwraps unknown and wrapper elements but keeps their content', () => {
    expect(sanitize('<html><body><form><custom-box><o:p>내용</o:p></custom-box></form></body></html>')).toBe(
      '내용',
    );
  });

  it('escapes text so it cannot become markup', () => {
    expect(sanitize('<p>1 &lt; 2 &amp;&amp; &lt;script&gt;</p>')).toBe(
      '<p>1 &lt; 2 &amp;&amp; &lt;script&gt;</p>',
    );
  });

  it('drops pictures without a usable source', () => {
    expect(sanitize('<p>글</p><img src="javascript:alert(1)"><img>')).toBe('<p>글</p>');
  });

  it('returns an empty string when nothing visible remains', () => {
    expect(sanitize('<script>alert(1)</script><div> </div><!-- x -->')).toBe('');
    expect(sanitize('')).toBe('');
  });

  it('cuts at an element boundary under the length limit', () => {
    const paragraph = `<p>${'가'.repeat(999)}</p>`;
    const output = sanitize(`<div>${paragraph.repeat(600)}</div>`);
    expect(output.length).toBeLessThanOrEqual(productDetailsLimits.detailHtmlLength);
    expect(output.length).toBeGreaterThan(productDetailsLimits.detailHtmlLength - paragraph.length - 20);
    expect(output.endsWith('</p></div>')).toBe(true);
    expect(sanitize(output)).toBe(output);
  });

  it('flattens hostile nesting instead of overflowing the stack', () => {
    const depth = 20_000;
    const output = sanitize(`${'<div>'.repeat(depth)}깊은 글<img src="/deep.jpg">${'</div>'.repeat(depth)}`);
    expect(output).toContain('깊은 글<img src="https://shop.example.kr/deep.jpg">');
    expect(output.match(/<div>/g)?.length).toBe(100);
  });
});
