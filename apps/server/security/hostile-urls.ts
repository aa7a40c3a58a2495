import type { SourceFetchErrorKind } from '../src/sources/source-fetch-error.ts';

/**
 * The SSRF suite's hostile URLs, shared by the fetcher's own test (src/sources/safe-fetch-ssrf.test.ts) and the
 * endpoint tests of this folder, so both refuse the very same list. Kept out of the test file because importing a
 * test file would run its suite a second time in the importer.
 */

/**
 * What the "allowed" server (the stand-in for the sandbox shop, the one local origin a fetcher may use) answers
 * under `/allowed/`: redirects that try to leave the allowed prefix for the victim or other internal targets.
 */
export function hostileRedirects(victimPort: number): Record<string, string> {
  const v = victimPort;
  return {
    '/allowed/to-victim': `http://127.0.0.1:${v}/`,
    '/allowed/to-victim-decimal': `http://2130706433:${v}/`,
    '/allowed/to-metadata': 'http://169.254.169.254/latest/meta-data/iam/security-credentials/',
    '/allowed/to-rebound-name': `http://evil.test:${v}/`,
    '/allowed/to-localhost': `http://localhost:${v}/`,
    '/allowed/to-file': 'file:///etc/passwd',
    '/allowed/to-gopher': `gopher://127.0.0.1:${v}/_SET%20key%20value`,
    '/allowed/to-credentials': `http://admin:admin@127.0.0.1:${v}/`,
    '/allowed/to-private-path': '/private/admin',
  };
}

/**
 * Hostile URLs with the refusal the fetcher gives each when its resolver is the test's DNS table (names like
 * `evil.test` resolving to private addresses); through the real app those names do not resolve at all.
 * `allowedOrigin` is the allowed server's origin, which may be used only under `/allowed/`.
 */
export function hostileUrls(
  victimPort: number,
  allowedOrigin: string,
): Array<[string, SourceFetchErrorKind]> {
  const v = victimPort;
  const a = allowedOrigin;
  return [
    [`http://2130706433:${v}/`, 'blocked_address'],
    [`http://0177.0.0.1:${v}/`, 'blocked_address'],
    [`http://0x7f000001:${v}/`, 'blocked_address'],
    [`http://0x7f.1:${v}/`, 'blocked_address'],
    [`http://017700000001:${v}/`, 'blocked_address'],
    [`http://127.1:${v}/`, 'blocked_address'],
    [`http://127.0.0.1:${v}/`, 'blocked_address'],
    [`http://①②⑦.0.0.1:${v}/`, 'blocked_address'],
    [`http://127。0。0。1:${v}/`, 'blocked_address'],
    [`http://0.0.0.0:${v}/`, 'blocked_address'],
    [`http://0:${v}/`, 'blocked_address'],
    [`http://[::]:${v}/`, 'blocked_address'],
    [`http://[::1]:${v}/`, 'blocked_address'],
    [`http://[::ffff:127.0.0.1]:${v}/`, 'blocked_address'],
    [`http://[::ffff:7f00:1]:${v}/`, 'blocked_address'],
    [`http://[0:0:0:0:0:ffff:127.0.0.1]:${v}/`, 'blocked_address'],
    [`http://[::127.0.0.1]:${v}/`, 'blocked_address'],
    [`http://[64:ff9b::7f00:1]:${v}/`, 'blocked_address'],
    [`http://[2002:7f00:1::1]:${v}/`, 'blocked_address'],
    ['http://169.254.169.254/latest/meta-data/', 'blocked_address'],
    ['http://[fd00:ec2::254]/latest/meta-data/', 'blocked_address'],
    ['http://metadata.google.internal/computeMetadata/v1/', 'blocked_address'],
    ['http://100.100.100.200/latest/meta-data/', 'blocked_address'],
    [`http://10.0.0.1:${v}/`, 'blocked_address'],
    ['http://192.168.0.1/', 'blocked_address'],
    ['http://172.16.0.1/', 'blocked_address'],
    ['http://100.64.0.1/', 'blocked_address'],
    ['http://[fe80::1]/', 'blocked_address'],
    ['http://[fc00::1]/', 'blocked_address'],
    ['http://224.0.0.1/', 'blocked_address'],
    ['http://255.255.255.255/', 'blocked_address'],
    [`http://localhost:${v}/`, 'blocked_address'],
    [`http://LOCALHOST.:${v}/`, 'blocked_address'],
    [`http://app.localhost:${v}/`, 'blocked_address'],
    [`http://evil.test:${v}/`, 'blocked_address'],
    [`http://mixed.test:${v}/`, 'blocked_address'],
    [`http://mapped.test:${v}/`, 'blocked_address'],
    [`http://zero.test:${v}/`, 'blocked_address'],
    ['http://metadata.test/latest/meta-data/', 'blocked_address'],
    ['https://ula.test/', 'blocked_address'],
    [`http://127.0.0.1:22/`, 'blocked_address'],
    [`${a}/private/admin`, 'blocked_address'],
    [`${a}/allowedx`, 'blocked_address'],
    [`${a}/allowed/..%2fprivate`, 'blocked_address'],
    [`${a.replace('http:', 'https:')}/allowed/page`, 'blocked_address'],
    [`${a}/allowed/to-victim`, 'blocked_address'],
    [`${a}/allowed/to-victim-decimal`, 'blocked_address'],
    [`${a}/allowed/to-metadata`, 'blocked_address'],
    [`${a}/allowed/to-rebound-name`, 'blocked_address'],
    [`${a}/allowed/to-localhost`, 'blocked_address'],
    [`${a}/allowed/to-private-path`, 'blocked_address'],
    [`${a}/allowed/to-file`, 'unsupported_scheme'],
    [`${a}/allowed/to-gopher`, 'unsupported_scheme'],
    [`${a}/allowed/to-credentials`, 'invalid_url'],
    [`${a}/allowed/loop/0`, 'too_many_redirects'],
    ['file:///etc/passwd', 'unsupported_scheme'],
    [`gopher://127.0.0.1:${v}/_GET%20/`, 'unsupported_scheme'],
    [`ftp://127.0.0.1:${v}/`, 'unsupported_scheme'],
    [`dict://127.0.0.1:${v}/info`, 'unsupported_scheme'],
    ['data:text/html,<script>alert(1)</script>', 'unsupported_scheme'],
    ['javascript:alert(document.cookie)', 'unsupported_scheme'],
    [`http://user:pw@127.0.0.1:${v}/`, 'invalid_url'],
    ['http://user:pw@example.com/', 'invalid_url'],
    [`http://127.0.0.1:${v}\\@example.com/`, 'blocked_address'],
    ['http://[::1', 'invalid_url'],
  ];
}

/** The allowed server's answer to `path`: a hostile redirect, the next step of the endless loop, or a plain page. */
export function allowedServerAnswer(
  redirects: Record<string, string>,
  path: string,
): { location: string } | { page: string } {
  const loop = /^\/allowed\/loop\/(\d+)$/.exec(path);
  const location = loop ? `/allowed/loop/${Number(loop[1]) + 1}` : redirects[path];
  return location === undefined ? { page: 'sandbox page' } : { location };
}
