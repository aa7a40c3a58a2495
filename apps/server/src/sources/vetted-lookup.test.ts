import type { LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { describe, expect, it } from 'vitest';
import { SourceFetchError } from './source-fetch-error.ts';
import {
  createAllowedPrefixLookup,
  createVettedLookup,
  type ResolvedAddress,
  type Resolver,
  resolvePublicAddresses,
} from './vetted-lookup.ts';

interface LookupOutcome {
  error: Error | null;
  address: string | LookupAddress[];
  family?: number;
}

function lookup(fn: LookupFunction, hostname: string, options: { all?: boolean; family?: number } = {}) {
  return new Promise<LookupOutcome>((resolve) => {
    fn(hostname, options, (error, address, family) => resolve({ error, address, family }));
  });
}

function fixedResolver(table: Record<string, ResolvedAddress[]>): Resolver {
  return async (hostname) => {
    const answer = table[hostname];
    if (!answer) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return answer;
  };
}

const v4 = (address: string): ResolvedAddress => ({ address, family: 4 });
const v6 = (address: string): ResolvedAddress => ({ address, family: 6 });

const resolver = fixedResolver({
  'shop.example': [v4('93.184.216.34'), v6('2606:2800:220:1:248:1893:25c8:1946')],
  'private.example': [v4('10.0.0.5')],
  'loopback.example': [v4('127.0.0.1')],
  'mixed.example': [v4('93.184.216.34'), v4('192.168.1.10')],
  'mapped.example': [v6('::ffff:127.0.0.1')],
  'metadata.example': [v4('169.254.169.254')],
  'empty.example': [],
  'garbage.example': [v4('not-an-ip')],
});

describe('createVettedLookup', () => {
  const vetted = createVettedLookup(resolver);

  it('hands the socket exactly the public addresses it checked', async () => {
    expect(await lookup(vetted, 'shop.example', { all: true })).toEqual({
      error: null,
      address: [
        { address: '93.184.216.34', family: 4 },
        { address: '2606:2800:220:1:248:1893:25c8:1946', family: 6 },
      ],
      family: undefined,
    });
    expect(await lookup(vetted, 'shop.example')).toEqual({
      error: null,
      address: '93.184.216.34',
      family: 4,
    });
    expect(await lookup(vetted, 'shop.example', { family: 6 })).toMatchObject({
      address: '2606:2800:220:1:248:1893:25c8:1946',
      family: 6,
    });
  });

  it.each([
    'private.example',
    'loopback.example',
    'mixed.example',
    'mapped.example',
    'metadata.example',
    'garbage.example',
    'localhost',
    'metadata.google.internal',
  ])('refuses %s as blocked', async (hostname) => {
    const outcome = await lookup(vetted, hostname, { all: true });
    expect(outcome.error).toBeInstanceOf(SourceFetchError);
    expect(outcome.error).toMatchObject({ kind: 'blocked_address' });
  });

  it.each(['unknown.example', 'empty.example'])('reports %s as a DNS failure', async (hostname) => {
    expect((await lookup(vetted, hostname)).error).toMatchObject({ kind: 'dns_failed' });
  });

  it('reports a DNS failure when no address of the wanted family exists', async () => {
    expect((await lookup(vetted, 'private.example', { family: 6 })).error).toMatchObject({
      kind: 'blocked_address',
    });
    const onlyV4 = createVettedLookup(fixedResolver({ 'v4.example': [v4('93.184.216.34')] }));
    expect((await lookup(onlyV4, 'v4.example', { family: 6 })).error).toMatchObject({ kind: 'dns_failed' });
  });

  it('resolves again for every connection, so a rebinding answer is refused, never connected to', async () => {
    const answers = [[v4('93.184.216.34')], [v4('127.0.0.1')]];
    let calls = 0;
    const rebinding = createVettedLookup(async () => answers[calls++] ?? []);
    expect(await lookup(rebinding, 'rebind.example')).toEqual({
      error: null,
      address: '93.184.216.34',
      family: 4,
    });
    const second = await lookup(rebinding, 'rebind.example');
    expect(second.error).toMatchObject({ kind: 'blocked_address' });
    expect(second.address).toBe('');
    expect(calls).toBe(2);
  });
});

describe('resolvePublicAddresses', () => {
  it('returns the checked addresses', async () => {
    await expect(resolvePublicAddresses(resolver, 'shop.example')).resolves.toHaveLength(2);
    await expect(resolvePublicAddresses(resolver, 'mixed.example')).rejects.toMatchObject({
      kind: 'blocked_address',
    });
  });
});

describe('createAllowedPrefixLookup', () => {
  it('resolves without the address check, for URLs already matched against an allowed prefix', async () => {
    const allowed = createAllowedPrefixLookup(resolver);
    expect(await lookup(allowed, 'loopback.example')).toEqual({
      error: null,
      address: '127.0.0.1',
      family: 4,
    });
    expect((await lookup(allowed, 'unknown.example')).error).toMatchObject({ kind: 'dns_failed' });
  });
});
