import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowedServerAnswer, hostileRedirects, hostileUrls } from '../../security/hostile-urls.ts';
import { type LoopbackServer, startLoopbackServer } from './loopback-server.test-helper.ts';
import { createSafeFetcher, type SafeFetcher } from './safe-fetch.ts';
import { SourceFetchError } from './source-fetch-error.ts';
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
  const redirects = hostileRedirects(victim.port);
  allowed = await startLoopbackServer((request, response) => {
    const answer = allowedServerAnswer(redirects, request.url ?? '');
    if ('page' in answer) return void response.end(answer.page);
    response.writeHead(302, { location: answer.location });
    response.end();
  });
  fetcher = createSafeFetcher({
    allowedPrefixes: [`${allowed.origin}/allowed/`],
    // The victim's port is allowed so every hostile URL can aim at it: only the address checks stand in between.
    allowedPorts: [80, 443, victim.port],
    resolve,
    totalTimeoutMs: 2_000,
  });
});

afterAll(async () => {
  await fetcher.close();
  await Promise.all([victim.close(), allowed.close()]);
});

describe('the SSRF suite', () => {
  it('refuses every hostile URL, and nothing reaches the victim', async () => {
    const urls = hostileUrls(victim.port, allowed.origin);
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
