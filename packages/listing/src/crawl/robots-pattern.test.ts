import { describe, expect, it } from 'vitest';
import { compileRobotsPattern, matchesRobotsPattern, normalizeRobotsPath } from './robots-pattern.ts';

describe('normalizeRobotsPath', () => {
  it.each([
    ['/~joe/', '/~joe/'],
    ['/%7Ejoe/', '/~joe/'],
    ['/%7ejoe/', '/~joe/'],
    ['/foo/bar/%62%61%7A', '/foo/bar/baz'],
    ['/a%2fb', '/a%2Fb'],
    ['/a%2Fb', '/a%2Fb'],
    ['/%e3%83%84', '/%E3%83%84'],
    ['/foo/bar/ツ', '/foo/bar/%E3%83%84'],
    ['/상품/', '/%EC%83%81%ED%92%88/'],
    ['/a b', '/a%20b'],
    ['/😀', '/%F0%9F%98%80'],
    ['/\uD800x', '/%EF%BF%BDx'],
    ['/100%', '/100%'],
    ['/100%zz', '/100%zz'],
    ['/foo/bar?baz=https://foo.bar', '/foo/bar?baz=https://foo.bar'],
    ['/a*b$', '/a%2Ab%24'],
  ])('%s → %s', (raw, expected) => {
    expect(normalizeRobotsPath(raw)).toBe(expected);
  });
});

describe('compileRobotsPattern', () => {
  it('splits at stars and reads a final $', () => {
    expect(compileRobotsPattern('/a*b**c*d$')).toEqual({
      head: '/a',
      middle: ['b', 'c'],
      tail: 'd',
      anchored: true,
      length: 10,
    });
    expect(compileRobotsPattern('/plain')).toMatchObject({
      head: '/plain',
      middle: [],
      tail: null,
      anchored: false,
    });
  });

  it('spells a literal $ as paths do', () => {
    expect(compileRobotsPattern('/a$b')).toMatchObject({ head: '/a%24b', anchored: false, length: 6 });
  });

  it('reads a value without a leading slash as a path', () => {
    expect(compileRobotsPattern('admin/').head).toBe('/admin/');
    expect(compileRobotsPattern('*.gif$').head).toBe('');
  });

  it('measures the normalised pattern', () => {
    expect(compileRobotsPattern('/%7Ejoe').length).toBe(compileRobotsPattern('/~joe').length);
  });
});

describe('matchesRobotsPattern', () => {
  const matches = (pattern: string, path: string) =>
    matchesRobotsPattern(compileRobotsPattern(pattern), normalizeRobotsPath(path));

  it.each([
    ['/fish', '/fish', true],
    ['/fish', '/fish.html', true],
    ['/fish', '/fish/salmon.html', true],
    ['/fish', '/fishheads/yummy.html', true],
    ['/fish', '/Fish.asp', false],
    ['/fish', '/catfish', false],
    ['/fish*', '/fish.php?id=anything', true],
    ['/fish/', '/fish', false],
    ['/*.php', '/filename.php', true],
    ['/*.php', '/folder/filename.php?parameters', true],
    ['/*.php', '/windows.PHP', false],
    ['/*.php$', '/filename.php', true],
    ['/*.php$', '/filename.php?parameters', false],
    ['/*.php$', '/filename.php5', false],
    ['/fish*.php', '/fish.php', true],
    ['/fish*.php', '/fishheads/catfish.php?parameters', true],
    ['/fish*.php', '/Fish.PHP', false],
    ['/this/*/exactly$', '/this/a/b/exactly', true],
    ['/this/*/exactly$', '/this/a/exactly/not', false],
    ['/a$b', '/a$b/c', true],
    ['/a$b', '/a%24b', true],
    ['/file-%2A.html', '/file-*.html', true],
    ['/file-%2A.html', '/file-x.html', false],
    ['/file-*.html', '/file-*.html', true],
    ['*', '/anything', true],
    ['/*', '/', true],
    ['/$', '/', true],
    ['/$', '/x', false],
    ['*$', '/x', true],
    ['/a*a$', '/aa', true],
    ['/a*a$', '/a', false],
    ['/ab*ab$', '/abab', true],
    ['/ab*ab$', '/aba', false],
    ['/*b*b', '/abab', true],
    ['/*b*b', '/ab', false],
  ])('%s on %s → %s', (pattern, path, expected) => {
    expect(matches(pattern, path)).toBe(expected);
  });

  it('needs no backtracking on near misses', () => {
    const pattern = compileRobotsPattern(`/${'*a'.repeat(999)}$`);
    const started = performance.now();
    expect(matchesRobotsPattern(pattern, `/${'a'.repeat(998)}`)).toBe(false);
    expect(matchesRobotsPattern(pattern, `/${'a'.repeat(100_000)}b`)).toBe(false);
    expect(matchesRobotsPattern(pattern, `/${'a'.repeat(100_000)}`)).toBe(true);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
