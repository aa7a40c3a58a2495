import { describe, expect, it } from 'vitest';
import {
  checkTargetUrl,
  defaultAllowedPorts,
  literalAddress,
  parseAllowedPrefix,
  type UrlPolicy,
} from './safe-url.ts';
import { SourceFetchError, type SourceFetchErrorKind } from './source-fetch-error.ts';

const strict: UrlPolicy = { allowedPrefixes: [], allowedPorts: defaultAllowedPorts };
const sandbox: UrlPolicy = {
  allowedPrefixes: [parseAllowedPrefix('http://localhost:3000/sandbox/shop/')],
  allowedPorts: defaultAllowedPorts,
};

function refusal(run: () => unknown): SourceFetchError {
  try {
    run();
  } catch (error) {
    if (error instanceof SourceFetchError) return error;
    throw error;
  }
  throw new Error('expected a SourceFetchError');
}

function expectRefused(raw: string, kind: SourceFetchErrorKind, policy: UrlPolicy = strict) {
  expect(refusal(() => checkTargetUrl(raw, policy)).kind).toBe(kind);
}

describe('WHATWG URL normalisation the checks rely on', () => {
  it.each([
    ['http://2130706433/', '127.0.0.1'],
    ['http://0x7f.1/', '127.0.0.1'],
    ['http://0x7f000001/', '127.0.0.1'],
    ['http://017700000001/', '127.0.0.1'],
    ['http://0177.0.0.1/', '127.0.0.1'],
    ['http://127.1/', '127.0.0.1'],
    ['http://①②⑦.0.0.1/', '127.0.0.1'],
    ['http://127。0。0。1/', '127.0.0.1'],
    ['http://[::ffff:127.0.0.1]/', '::ffff:7f00:1'],
    ['http://[0:0:0:0:0:0:0:1]/', '::1'],
  ])('%s has the literal host %s', (raw, literal) => {
    expect(literalAddress(new URL(raw))).toBe(literal);
  });

  it('names no literal for a host name', () => {
    expect(literalAddress(new URL('https://shop.example/'))).toBeUndefined();
  });
});

describe('checkTargetUrl', () => {
  it.each([
    'http://2130706433/',
    'http://0177.0.0.1/',
    'http://0x7f000001/',
    'http://127.1/',
    'http://0.0.0.0/',
    'http://[::]/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://[64:ff9b::7f00:1]/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[fd00:ec2::254]/',
    'http://metadata.google.internal/computeMetadata/v1/',
    'http://10.0.0.1/',
    'http://192.168.0.1/',
    'http://172.16.0.1/',
    'http://100.64.0.1/',
    'http://[fe80::1]/',
    'http://[fc00::1]/',
    'http://224.0.0.1/',
    'http://localhost/',
    'http://LOCALHOST./',
    'http://shop.localhost/',
    'https://example.com:22/',
    'http://example.com:8080/',
    'http://localhost:3000/admin',
    'http://localhost:3000/sandbox/shopping',
    'http://localhost:3000/sandbox/shop/..%2f..%2fadmin',
    'https://localhost:3000/sandbox/shop/',
    'http://localhost:3001/sandbox/shop/',
    'http://localhost.:3000/sandbox/shop/',
  ])('blocks %s', (raw) => {
    expectRefused(raw, 'blocked_address', sandbox);
  });

  it.each([
    'file:///etc/passwd',
    'gopher://127.0.0.1:6379/_INFO',
    'ftp://example.com/file',
    'data:text/html,<h1>hi</h1>',
    'javascript:alert(1)',
    'ws://example.com/',
    'blob:https://example.com/uuid',
  ])('refuses the scheme of %s', (raw) => {
    expectRefused(raw, 'unsupported_scheme');
  });

  it.each(['', 'not a url', '//example.com/', 'http://', 'http://exa mple.com/', 'http://1.2.3.4.5/'])(
    'refuses %j as invalid',
    (raw) => {
      expectRefused(raw, 'invalid_url');
    },
  );

  // WHATWG URLs allow host names no DNS server could answer; looking them up only ends in "site unreachable" (502).
  it.each([
    'https://}/',
    'http://shop!.example.com/p/1',
    'https://shop..example.com/',
    'https://-shop.example/',
  ])('refuses %j, whose host is not a DNS name, as invalid', (raw) => {
    expectRefused(raw, 'invalid_url');
  });

  it('refuses credentials in the URL without echoing them', () => {
    const error = refusal(() => checkTargetUrl('http://user:s3cret@example.com/', strict));
    expect(error.kind).toBe('invalid_url');
    expect(error.message).not.toContain('s3cret');
    expect(error.message).not.toContain('user');
    expect(refusal(() => checkTargetUrl('https://token@example.com/', strict)).kind).toBe('invalid_url');
  });

  it('refuses URLs longer than 2048 characters', () => {
    expectRefused(`https://example.com/${'a'.repeat(2048)}`, 'invalid_url');
  });

  it('accepts public http and https URLs on the default ports and drops the fragment', () => {
    expect(checkTargetUrl('https://shop.example/item?id=1#reviews', strict)).toEqual({
      url: new URL('https://shop.example/item?id=1'),
      isUnderAllowedPrefix: false,
    });
    expect(checkTargetUrl('http://93.184.216.34:80/', strict).url.href).toBe('http://93.184.216.34/');
    expect(checkTargetUrl('http://shop.example:443/', strict).url.href).toBe('http://shop.example:443/');
  });

  it('lets a URL under an allowed prefix through, after normalising it', () => {
    for (const raw of [
      'http://localhost:3000/sandbox/shop/',
      'http://LOCALHOST:3000/sandbox/shop/domeggook/1',
      'http://localhost:3000/sandbox/other/../shop/x',
      'http://localhost:3000\\sandbox\\shop\\x',
    ]) {
      expect(checkTargetUrl(raw, sandbox).isUnderAllowedPrefix, raw).toBe(true);
    }
  });

  it('matches a prefix without a trailing slash on whole path segments only', () => {
    const policy: UrlPolicy = {
      allowedPrefixes: [parseAllowedPrefix('http://127.0.0.1:3000/sandbox/shop')],
      allowedPorts: defaultAllowedPorts,
    };
    expect(checkTargetUrl('http://127.0.0.1:3000/sandbox/shop', policy).isUnderAllowedPrefix).toBe(true);
    expect(checkTargetUrl('http://127.0.0.1:3000/sandbox/shop/a', policy).isUnderAllowedPrefix).toBe(true);
    expectRefused('http://127.0.0.1:3000/sandbox/shopx', 'blocked_address', policy);
  });

  it('resolves a relative Location against the current URL and checks the result', () => {
    const base = new URL('https://shop.example/a/b');
    expect(checkTargetUrl('../c', strict, base).url.href).toBe('https://shop.example/c');
    expect(checkTargetUrl('//other.example/x', strict, base).url.href).toBe('https://other.example/x');
    expect(refusal(() => checkTargetUrl('//127.0.0.1/x', strict, base)).kind).toBe('blocked_address');
  });

  it('refuses malformed allowed prefixes at configuration time', () => {
    expect(() => parseAllowedPrefix('ftp://localhost/')).toThrow();
    expect(() => parseAllowedPrefix('http://u:p@localhost/')).toThrow();
    expect(() => parseAllowedPrefix('/sandbox/shop/')).toThrow();
  });
});
