import { promises as dns, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { isBlockedHostname, isPublicAddress } from './address-policy.ts';
import { SourceFetchError } from './source-fetch-error.ts';

export interface ResolvedAddress {
  address: string;
  family: number;
}

export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

/** The system resolver (getaddrinfo, so /etc/hosts counts), every address, in the order the OS prefers. */
export const systemResolver: Resolver = (hostname) => dns.lookup(hostname, { all: true, order: 'verbatim' });

async function resolveOrFail(resolve: Resolver, hostname: string): Promise<ResolvedAddress[]> {
  let addresses: ResolvedAddress[];
  try {
    addresses = await resolve(hostname);
  } catch (error) {
    throw new SourceFetchError('dns_failed', { cause: error });
  }
  if (addresses.length === 0) throw new SourceFetchError('dns_failed');
  return addresses;
}

/** Resolves a host name and refuses it unless every address is public: one private answer taints the name. */
export async function resolvePublicAddresses(
  resolve: Resolver,
  hostname: string,
): Promise<ResolvedAddress[]> {
  if (isBlockedHostname(hostname)) throw new SourceFetchError('blocked_address');
  const addresses = await resolveOrFail(resolve, hostname);
  if (!addresses.every(({ address }) => isPublicAddress(address))) {
    throw new SourceFetchError('blocked_address');
  }
  return addresses;
}

function toLookupFunction(resolveFor: (hostname: string) => Promise<ResolvedAddress[]>): LookupFunction {
  return (hostname, options, callback) => {
    resolveFor(hostname).then(
      (resolved) => {
        const family = options.family === 4 || options.family === 6 ? options.family : undefined;
        const addresses: LookupAddress[] = resolved
          .filter((entry) => family === undefined || entry.family === family)
          .map(({ address, family: entryFamily }) => ({ address, family: entryFamily }));
        const [first] = addresses;
        if (first === undefined) {
          callback(new SourceFetchError('dns_failed'), '', 0);
        } else if (options.all === true) {
          callback(null, addresses);
        } else {
          callback(null, first.address, first.family);
        }
      },
      (error: unknown) => {
        const failure =
          error instanceof SourceFetchError ? error : new SourceFetchError('dns_failed', { cause: error });
        callback(failure, '', 0);
      },
    );
  };
}

/**
 * A `lookup` for net/tls.connect that resolves once per connection, refuses any non-public answer and hands the
 * socket exactly the addresses it checked, so a DNS answer cannot change between the check and the connect.
 */
export function createVettedLookup(resolve: Resolver): LookupFunction {
  return toLookupFunction((hostname) => resolvePublicAddresses(resolve, hostname));
}

/** A `lookup` without the address check, used only for URLs already matched against an allowed prefix. */
export function createAllowedPrefixLookup(resolve: Resolver): LookupFunction {
  return toLookupFunction((hostname) => resolveOrFail(resolve, hostname));
}
