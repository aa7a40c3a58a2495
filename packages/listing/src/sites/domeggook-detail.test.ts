import { describe, expect, it } from 'vitest';
import { createPage } from '../page.ts';
import { domeggookDetail } from './domeggook-detail.ts';

function detailOf(textarea: string) {
  const page = createPage(
    `<html><body><textarea id="contentsBuffer">${textarea}</textarea></body></html>`,
    'https://domeggook.com/12345678',
  );
  return domeggookDetail(page, page.$('#contentsBuffer').toArray()[0], undefined);
}

describe('domeggookDetail', () => {
  it('reads the images of the escaped seller HTML, lazy attributes first', () => {
    const detail = detailOf(
      '&lt;p&gt;설명&lt;/p&gt;&lt;img src="/a.jpg"&gt;&lt;img data-src="//cdn.domeggook.com/b.jpg" src="x.gif"&gt;',
    );
    expect(detail.detailHtml).toBe(
      '<p>설명</p><img src="/a.jpg"><img data-src="//cdn.domeggook.com/b.jpg" src="x.gif">',
    );
    expect(detail.detailImages).toEqual(['https://domeggook.com/a.jpg', 'https://cdn.domeggook.com/b.jpg']);
  });

  it('stays linear on thousands of unclosed <img tags', () => {
    const detail = detailOf(`&lt;img src="/a.jpg"&gt;${'&lt;img '.repeat(40_000)}`);
    expect(detail.detailImages).toEqual(['https://domeggook.com/a.jpg']);
  });
});
