import { describe, expect, it } from 'vitest';
import { parseRobots } from './robots.ts';

describe('parseRobots: hostile and broken bodies', () => {
  it('yields no rules for HTML', () => {
    const html =
      '<!DOCTYPE html>\n<html><body><pre>\nUser-agent: *\nDisallow: /\nSitemap: https://x.example/s.xml\n</pre></body></html>';
    const rules = parseRobots(html);
    expect(rules.isAllowed('/')).toBe(true);
    expect(rules.sitemaps).toEqual([]);
  });

  it('yields no rules for garbage', () => {
    const rules = parseRobots('\u0000\u0001����\n:::\n\n: /\nDisallow /\n{"a":1}');
    expect(rules.isAllowed('/')).toBe(true);
    expect(rules.crawlDelaySeconds).toBeNull();
  });

  it('reads a BOM and CR line endings', () => {
    const rules = parseRobots('\uFEFFUser-agent: *\rDisallow: /x\r');
    expect(rules.isAllowed('/x')).toBe(false);
  });

  it('ignores everything after 500 KiB', () => {
    const filler = `# ${'x'.repeat(97)}\n`.repeat(5_200);
    const rules = parseRobots(`User-agent: *\nDisallow: /early\n${filler}Disallow: /late\n`);
    expect(rules.isAllowed('/early')).toBe(false);
    expect(rules.isAllowed('/late')).toBe(true);
  });

  it('cuts lines at 2,000 characters', () => {
    const rules = parseRobots(`User-agent: *\nDisallow: /${'a'.repeat(3_000)}\n`);
    // The kept prefix (1,989 `a`s after "Disallow: /") now matches shorter paths too.
    expect(rules.isAllowed(`/${'a'.repeat(1_989)}`)).toBe(false);
    expect(rules.isAllowed(`/${'a'.repeat(1_988)}`)).toBe(true);
  });

  it('handles a 1 MB pathological file quickly', () => {
    const lines = [
      'User-agent: *',
      `Disallow: /${'*a'.repeat(990)}`,
      `Disallow: /${'*a'.repeat(990)}$`,
      `Allow: /${'*'.repeat(1_985)}b$`,
      `Disallow: /${'a*'.repeat(990)}c`,
    ];
    let text = `${lines.join('\n')}\n`;
    while (text.length < 1024 * 1024) text += `Disallow: /${'*a'.repeat(990)}x\n`;
    const started = performance.now();
    const rules = parseRobots(text);
    const nearMiss = `/${'a'.repeat(989)}`;
    expect(rules.isAllowed(nearMiss)).toBe(true);
    expect(rules.isAllowed(`/${'a'.repeat(990)}`)).toBe(false);
    expect(rules.isAllowed(`/${'a'.repeat(20_000)}b`)).toBe(true);
    expect(rules.isAllowed(`/${'ab'.repeat(10_000)}a`)).toBe(false);
    expect(rules.isAllowed(`/${'a'.repeat(20_000)}x`)).toBe(false);
    expect(rules.isAllowed(`/${'a'.repeat(20_000)}`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('handles many short rules quickly', () => {
    const text = `User-agent: *\n${Array.from({ length: 60_000 }, (_, i) => `Disallow: /p${i}*x*y$`).join('\n')}`;
    const started = performance.now();
    const rules = parseRobots(text);
    for (let i = 0; i < 100; i++) expect(rules.isAllowed(`/goods/${i}?q=${'xy'.repeat(50)}`)).toBe(true);
    expect(rules.isAllowed('/p1/x/y')).toBe(false);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
