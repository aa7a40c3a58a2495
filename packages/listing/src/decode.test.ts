import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { charsetFromLabel, decodeHtml } from './decode.ts';

const korean = '<html><head><title>똠방각하 상품</title></head><body>판매가 12,900원</body></html>';
const eucKr = (html: string) => iconv.encode(html, 'cp949');
const utf8 = (html: string) => Buffer.from(html, 'utf8');

describe('decodeHtml', () => {
  it('lets the Content-Type charset beat a contradicting meta tag', () => {
    const page = `<meta charset="utf-8">${korean}`;
    const decoded = decodeHtml(eucKr(page), 'text/html; charset=EUC-KR');
    expect(decoded).toMatchObject({ charset: 'cp949', source: 'header' });
    expect(decoded.html).toContain('똠방각하');
  });

  it('reads <meta charset> and http-equiv declarations when there is no header charset', () => {
    const equiv = `<meta http-equiv="Content-Type" content="text/html; charset=euc-kr">${korean}`;
    expect(decodeHtml(eucKr(equiv), 'text/html')).toMatchObject({ charset: 'cp949', source: 'meta' });
    expect(decodeHtml(eucKr(`<meta charset=ks_c_5601-1987>${korean}`), null).html).toContain('12,900원');
  });

  it('ignores an XML declaration that names another charset', () => {
    const page = `<?xml version="1.0" encoding="iso-8859-1"?><meta charset="utf-8">${korean}`;
    const decoded = decodeHtml(utf8(page), null);
    expect(decoded.charset).toBe('utf-8');
    expect(decoded.html).toContain('똠방각하');
  });

  it('sniffs undeclared EUC-KR (incl. CP949-only syllables) and undeclared UTF-8', () => {
    expect(decodeHtml(eucKr(korean), null)).toMatchObject({ charset: 'cp949', source: 'sniffed' });
    expect(decodeHtml(eucKr(korean), null).html).toContain('똠방각하');
    expect(decodeHtml(utf8(korean), undefined)).toMatchObject({ charset: 'utf-8', source: 'sniffed' });
  });

  it('corrects a declared charset the bytes prove wrong', () => {
    expect(decodeHtml(eucKr(`<meta charset="utf-8">${korean}`), null).html).toContain('똠방각하');
    expect(decodeHtml(utf8(korean), 'text/html; charset=euc-kr').html).toContain('똠방각하');
  });

  it('honours a UTF-8 BOM and plain ASCII pages', () => {
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8(korean)]);
    expect(decodeHtml(bom, 'text/html; charset=euc-kr')).toMatchObject({ source: 'bom', charset: 'utf-8' });
    expect(decodeHtml(utf8('<p>hi</p>'), null)).toMatchObject({ charset: 'utf-8', source: 'default' });
  });
});

describe('charsetFromLabel', () => {
  it.each(['EUC-KR', 'ks_c_5601-1987', 'windows-949', 'korean', 'cseuckr', '"euc-kr"'])(
    'maps %s to cp949',
    (label) => {
      expect(charsetFromLabel(label)).toBe('cp949');
    },
  );

  it('returns null for unknown labels', () => {
    expect(charsetFromLabel('x-klingon')).toBeNull();
    expect(charsetFromLabel('')).toBeNull();
  });
});
