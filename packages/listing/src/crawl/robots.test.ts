import { describe, expect, it } from 'vitest';
import { parseRobots } from './robots.ts';

/** RFC 9309 §5.1. */
const rfcSimple = `User-Agent: *
Disallow: *.gif$
Disallow: /example/
Allow: /publications/

User-Agent: foobot
Disallow:/
Allow:/example/page.html
Allow:/example/allowed.gif

User-Agent: barbot
User-Agent: bazbot
Disallow: /example/page.html

User-Agent: quxbot

EOF
`;

describe('parseRobots: RFC 9309 examples', () => {
  it('applies the catch-all group to other crawlers (§5.1)', () => {
    const rules = parseRobots(rfcSimple, 'OllidaBot');
    expect(rules.isAllowed('/')).toBe(true);
    expect(rules.isAllowed('/images/logo.gif')).toBe(false);
    expect(rules.isAllowed('/images/logo.gif?v=2')).toBe(true);
    expect(rules.isAllowed('/example/page.html')).toBe(false);
    expect(rules.isAllowed('/example')).toBe(true);
    expect(rules.isAllowed('/publications/a.html')).toBe(true);
  });

  it('gives foobot its own group (§5.1)', () => {
    const rules = parseRobots(rfcSimple, 'foobot');
    expect(rules.isAllowed('/')).toBe(false);
    expect(rules.isAllowed('/example/page.html')).toBe(true);
    expect(rules.isAllowed('/example/allowed.gif')).toBe(true);
    expect(rules.isAllowed('/example/other.gif')).toBe(false);
    expect(rules.isAllowed('/publications/')).toBe(false);
  });

  it('shares one group between barbot and bazbot (§5.1)', () => {
    for (const agent of ['barbot', 'bazbot']) {
      const rules = parseRobots(rfcSimple, agent);
      expect(rules.isAllowed('/example/page.html')).toBe(false);
      expect(rules.isAllowed('/example/page.htm')).toBe(true);
      expect(rules.isAllowed('/logo.gif')).toBe(true);
    }
  });

  it('lets quxbot, whose group has no rules, fetch everything (§5.1)', () => {
    const rules = parseRobots(rfcSimple, 'quxbot');
    expect(rules.isAllowed('/example/page.html')).toBe(true);
    expect(rules.isAllowed('/logo.gif')).toBe(true);
  });

  it('prefers the longest match (§5.2)', () => {
    const rules = parseRobots(
      'User-Agent: foobot\nAllow: /example/page/\nDisallow: /example/page/disallowed.gif\n',
      'foobot',
    );
    expect(rules.isAllowed('/example/page/')).toBe(true);
    expect(rules.isAllowed('/example/page/allowed.gif')).toBe(true);
    expect(rules.isAllowed('/example/page/disallowed.gif')).toBe(false);
  });

  it('merges groups for the same agent (§2.2.1)', () => {
    const rules = parseRobots(
      'user-agent: ExampleBot\ndisallow: /foo\ndisallow: /bar\n\nuser-agent: ExampleBot\ndisallow: /baz\n',
      'ExampleBot',
    );
    expect(rules.isAllowed('/foo')).toBe(false);
    expect(rules.isAllowed('/bar/1')).toBe(false);
    expect(rules.isAllowed('/baz')).toBe(false);
    expect(rules.isAllowed('/qux')).toBe(true);
  });

  it('reads the special characters (§2.2.3)', () => {
    const rules = parseRobots(
      [
        '# This is a comment',
        'User-agent: *',
        'Disallow: / # comment in line',
        'Allow: /this/path/exactly$',
        'Allow: /this/*/exactly',
        'Allow: /path/file-with-a-%2A.html',
        'Allow: /path/foo-%24',
      ].join('\n'),
    );
    expect(rules.isAllowed('/anything')).toBe(false);
    expect(rules.isAllowed('/this/path/exactly')).toBe(true);
    expect(rules.isAllowed('/this/exactly')).toBe(false);
    expect(rules.isAllowed('/this/a/b/exactly/c')).toBe(true);
    expect(rules.isAllowed('/path/file-with-a-*.html')).toBe(true);
    expect(rules.isAllowed('/path/file-with-a-%2A.html')).toBe(true);
    expect(rules.isAllowed('/path/file-with-a-x.html')).toBe(false);
    expect(rules.isAllowed('/path/foo-$')).toBe(true);
    expect(rules.isAllowed('/path/foo-%24')).toBe(true);
  });

  it('compares percent-encoded and plain paths alike (§2.2.2)', () => {
    const rules = parseRobots(
      [
        'User-agent: *',
        'Disallow: /',
        'Allow: /foo/bar?baz=quz',
        'Allow: /foo/bar/ツ',
        'Allow: /foo/bar/%62%61%7A',
        'Allow: /%7Ejoe/',
        'Allow: /상품/',
        'Allow: /a%2fb',
      ].join('\n'),
    );
    expect(rules.isAllowed('/foo/bar?baz=quz')).toBe(true);
    expect(rules.isAllowed('/foo/bar/%E3%83%84')).toBe(true);
    expect(rules.isAllowed('/foo/bar/%e3%83%84')).toBe(true);
    expect(rules.isAllowed('/foo/bar/ツ')).toBe(true);
    expect(rules.isAllowed('/foo/bar/baz')).toBe(true);
    expect(rules.isAllowed('/~joe/index.html')).toBe(true);
    expect(rules.isAllowed('/%7ejoe/index.html')).toBe(true);
    expect(rules.isAllowed('/%EC%83%81%ED%92%88/1')).toBe(true);
    expect(rules.isAllowed('/상품/1')).toBe(true);
    expect(rules.isAllowed('/a%2Fb')).toBe(true);
    // An encoded slash is not a slash.
    expect(rules.isAllowed('/a/b')).toBe(false);
  });

  it('always allows /robots.txt (§2.2.2)', () => {
    const rules = parseRobots('User-agent: *\nDisallow: /\n');
    expect(rules.isAllowed('/robots.txt')).toBe(true);
    expect(rules.isAllowed('/robots.txt?x=1')).toBe(true);
    expect(rules.isAllowed('/robots.txt.bak')).toBe(false);
  });
});

describe('parseRobots: matching', () => {
  it('lets Allow win a tie of equal length', () => {
    const rules = parseRobots(
      'User-agent: *\nDisallow: /page\nAllow: /page\nDisallow: /*.gif\nAllow: /a.gif\n',
    );
    expect(rules.isAllowed('/page')).toBe(true);
    expect(rules.isAllowed('/pages/1')).toBe(true);
    expect(rules.isAllowed('/a.gif')).toBe(true);
    expect(rules.isAllowed('/b.gif')).toBe(false);
  });

  it('measures length in octets of the normalised pattern', () => {
    // `/%7Ejoe` and `/~joe` are the same 5-octet pattern, so Allow wins the tie.
    const rules = parseRobots('User-agent: *\nDisallow: /%7Ejoe\nAllow: /~joe\n');
    expect(rules.isAllowed('/~joe/x')).toBe(true);
  });

  it('prefers the longer Disallow over a shorter Allow', () => {
    const rules = parseRobots('User-agent: *\nAllow: /goods/\nDisallow: /goods/goods_view.php?goodsNo=2\n');
    expect(rules.isAllowed('/goods/goods_view.php?goodsNo=1')).toBe(true);
    expect(rules.isAllowed('/goods/goods_view.php?goodsNo=2')).toBe(false);
    expect(rules.isAllowed('/goods/goods_view.php?goodsNo=20')).toBe(false);
  });

  it('anchors with $ and spans with *', () => {
    const rules = parseRobots(
      'User-agent: *\nDisallow: /*?sort=\nDisallow: /*.pdf$\nDisallow: /member/*/order\n',
    );
    expect(rules.isAllowed('/goods/list.php?cate=1&sort=price')).toBe(true);
    expect(rules.isAllowed('/goods/list.php?sort=price')).toBe(false);
    expect(rules.isAllowed('/files/manual.pdf')).toBe(false);
    expect(rules.isAllowed('/files/manual.pdf?dl=1')).toBe(true);
    expect(rules.isAllowed('/member/7/order/1')).toBe(false);
    expect(rules.isAllowed('/member/order')).toBe(true);
  });

  it('treats an empty Disallow as allowing everything', () => {
    const rules = parseRobots('User-agent: *\nDisallow:\n');
    expect(rules.isAllowed('/')).toBe(true);
    expect(rules.isAllowed('/admin')).toBe(true);
  });

  it('accepts paths without a leading slash and ignores fragments', () => {
    const rules = parseRobots('User-agent: *\nDisallow: /admin\n');
    expect(rules.isAllowed('admin/x')).toBe(false);
    expect(rules.isAllowed('')).toBe(true);
    expect(rules.isAllowed('/shop#/admin')).toBe(true);
  });
});

describe('parseRobots: agent selection', () => {
  const text = 'User-agent: *\nDisallow: /\n\nUser-agent: OllidaBot\nDisallow: /cart\n';

  it('takes our own group over the catch-all, case-insensitively', () => {
    for (const agent of ['OllidaBot', 'ollidabot', 'OllidaBot/1.0 (+https://ollida.kr/bot)']) {
      const rules = parseRobots(text, agent);
      expect(rules.isAllowed('/goods/1')).toBe(true);
      expect(rules.isAllowed('/cart')).toBe(false);
    }
  });

  it('defaults to OllidaBot', () => {
    expect(parseRobots(text).isAllowed('/goods/1')).toBe(true);
  });

  it('falls back to the catch-all for other crawlers', () => {
    expect(parseRobots(text, 'OtherBot').isAllowed('/goods/1')).toBe(false);
  });

  it('matches the product token of the group line too', () => {
    const rules = parseRobots('User-agent: ollidabot/2.0\nDisallow: /x\n');
    expect(rules.isAllowed('/x')).toBe(false);
  });

  it('does not take a longer token for ours', () => {
    const rules = parseRobots('User-agent: OllidaBotX\nDisallow: /\nUser-agent: Ollida\nDisallow: /\n');
    expect(rules.isAllowed('/x')).toBe(true);
  });

  it('allows everything when no group applies', () => {
    const rules = parseRobots('User-agent: Googlebot\nDisallow: /\n');
    expect(rules.isAllowed('/anything')).toBe(true);
    expect(rules.crawlDelaySeconds).toBeNull();
  });

  it('ignores rules before any User-agent line and unknown lines', () => {
    const rules = parseRobots(
      'Disallow: /\nHost: example.com\nClean-param: ref\nUser-agent: *\nNoindex: /\n',
    );
    expect(rules.isAllowed('/x')).toBe(true);
  });

  it('starts a new group after a rule or a Crawl-delay, not after a Sitemap', () => {
    const rules = parseRobots(
      [
        'User-agent: a',
        'Crawl-delay: 3',
        'User-agent: OllidaBot',
        'Sitemap: https://x.example/s.xml',
        'User-agent: c',
        'Disallow: /a',
        'User-agent: b',
        'Disallow: /b',
      ].join('\n'),
    );
    expect(rules.isAllowed('/a')).toBe(false);
    expect(rules.isAllowed('/b')).toBe(true);
    expect(rules.crawlDelaySeconds).toBeNull();
    expect(parseRobots('User-agent: c\nUser-agent: OllidaBot\nDisallow: /a\n', 'c').isAllowed('/a')).toBe(
      false,
    );
  });

  it('reads keys case-insensitively and common misspellings', () => {
    const rules = parseRobots('USER-AGENT: *\nDISALLOW: /a\nDisalow: /b\nuseragent: x\n');
    expect(rules.isAllowed('/a')).toBe(false);
    expect(rules.isAllowed('/b')).toBe(false);
  });
});

describe('parseRobots: crawl-delay and sitemaps', () => {
  it('takes the crawl-delay of the matched group', () => {
    const text = 'User-agent: *\nCrawl-delay: 10\n\nUser-agent: OllidaBot\nCrawl-delay: 2.5\nDisallow:\n';
    expect(parseRobots(text).crawlDelaySeconds).toBe(2.5);
    expect(parseRobots(text, 'OtherBot').crawlDelaySeconds).toBe(10);
    expect(
      parseRobots('User-agent: OllidaBot\nDisallow:\nUser-agent: *\nCrawl-delay: 5\n').crawlDelaySeconds,
    ).toBe(null);
  });

  it('caps crawl-delay at 60 seconds and ignores unusable values', () => {
    expect(parseRobots('User-agent: *\nCrawl-delay: 3600\n').crawlDelaySeconds).toBe(60);
    for (const value of ['0', '-1', 'abc', '5s', '', '1e3']) {
      expect(parseRobots(`User-agent: *\nCrawl-delay: ${value}\n`).crawlDelaySeconds, value).toBeNull();
    }
  });

  it('takes the longest delay of merged groups', () => {
    const text = 'User-agent: OllidaBot\nCrawl-delay: 1\nDisallow:\nUser-agent: OllidaBot\nCrawl-delay: 4\n';
    expect(parseRobots(text).crawlDelaySeconds).toBe(4);
  });

  it('collects sitemaps from anywhere in the file, whatever the agent', () => {
    const rules = parseRobots(
      [
        'Sitemap: https://shop.example.kr/sitemap.xml',
        'User-agent: Googlebot',
        'Disallow: /',
        'sitemap: https://shop.example.kr/sitemap_goods.xml # goods',
        'Sitemap: https://shop.example.kr/sitemap.xml',
        'Sitemap: /relative.xml',
        'Sitemap: ftp://shop.example.kr/x.xml',
        'User-agent: *',
        'Sitemap: http://shop.example.kr/sitemap_board.xml',
      ].join('\r\n'),
    );
    expect(rules.sitemaps).toEqual([
      'https://shop.example.kr/sitemap.xml',
      'https://shop.example.kr/sitemap_goods.xml',
      'http://shop.example.kr/sitemap_board.xml',
    ]);
  });
});
