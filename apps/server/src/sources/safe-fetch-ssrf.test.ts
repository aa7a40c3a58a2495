import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoopbackServer, startLoopbackServer } from './loopback-server.test-helper.ts';
import { createSafeFetcher, type SafeFetcher } from './safe-fetch.ts';
import { SourceFetchError, type SourceFetchErrorKind } from './source-fetch-error.ts';
import type { ResolvedAddress, Resolver } from './vetted-lookup.ts';

// The victim stands for anything internal: an admin port, a database, the metadata service. Nothing may reach it.
let victim: LoopbackServer;
// The allowed server stands for the sandbox shop, the only local origin the fetcher may use, and only under /allowed/.
let allowed: LoopbackServer;
let fetcher: SafeFetcher;

// An injected resolver: test names never reach real DNS, and each one answers with at least one private address.
const dnsTable: Record<string, ResolvedAddress[]> = {
  'evil.test': [{ address: '127.0.0.1', family: 4 }],
  'mixed.test': [
    { address: '93.184.216.34', family: 4 },
    { address: '127.0.0.1', family: 4 },
  ],
  'mapped.test': [{ address: '::ffff:127.0.0.1', family: 6 }],
  'zero.test': [{ address: '0.0.0.0', family: 4 }],
  'metadata.test': [{ address: '169.254.169.254', family: 4 }],
  'ula.test': [{ address: 'fd00::1', family: 6 }],
};
const resolve: Resolver = async (hostname) => {
  const answer = dnsTable[hostname];
  if (!answer) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return answer;
};

beforeAll(async () => {
  victim = await startLoopbackServer((_request, response) => response.end('internal secret'));
  const v = victim.port;
  const redirects: Record<string, string> = {
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
  allowed = await startLoopbackServer((request, response) => {
    const path = request.url ?? '';
    const loop = /^\/allowed\/loop\/(\d+)$/.exec(path);
    const location = loop ? `/allowed/loop/${Number(loop[1]) + 1}` : redirects[path];
    if (location === undefined) return void response.end('sandbox page');
    response.writeHead(302, { location });
    response.end();
  });
  fetcher = createSafeFetcher({
    allowedPrefixes: [`${allowed.origin}/allowed/`],
    // The victim's port is allowed so every hostile URL can aim at it: only the address checks stand in between.
    allowedPorts: [80, 443, v],
    resolve,
    totalTimeoutMs: 2_000,
  });
});

afterAll(async () => {
  await fetcher.close();
  await Promise.all([victim.close(), allowed.close()]);
});

function hostileUrls(): Array<[string, SourceFetchErrorKind]> {
  const v = victim.port;
  const a = allowed.origin;
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

describe('the SSRF suite', () => {
  it('refuses every hostile URL, and nothing reaches the victim', async () => {
    const urls = hostileUrls();
    expect(urls.length).toBeGreaterThanOrEqual(30);
    const outcomes: Array<[string, string]> = [];
    for (const [url, kind] of urls) {
      const error = await fetcher.fetch(url).then(
        () => undefined,
        (reason: unknown) => reason,
      );
      const got = error instanceof SourceFetchError ? error.kind : `no refusal: ${String(error)}`;
      outcomes.push([url, got]);
      if (error instanceof SourceFetchError) expect(error.message).not.toMatch(/pw|admin:admin/);
      expect.soft(got, url).toBe(kind);
    }
    expect(outcomes).toHaveLength(urls.length);
    expect(victim.connections()).toBe(0);
    expect(victim.requests).toEqual([]);

    // The sandbox origin saw only paths under its prefix, and the loop stopped after five redirects.
    const paths = allowed.requests.map((request) => request.path);
    expect(paths.every((path) => path.startsWith('/allowed/'))).toBe(true);
    expect(paths.filter((path) => path.startsWith('/allowed/loop/'))).toEqual(
      [0, 1, 2, 3, 4, 5].map((n) => `/allowed/loop/${n}`),
    );
  });

  it('still serves the sandbox page under the prefix with the same fetcher', async () => {
    const result = await fetcher.fetch(`${allowed.origin}/allowed/page`);
    expect(result.body.toString()).toBe('sandbox page');
  });
});
