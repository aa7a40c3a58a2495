import { isIP } from 'node:net';
import { isBlockedHostname, isPublicAddress } from './address-policy.ts';
import { SourceFetchError } from './source-fetch-error.ts';

const maxUrlLength = 2048;

/** Real shops answer on the scheme's default ports; refusing the rest keeps the fetcher from port-scanning. */
export const defaultAllowedPorts: readonly number[] = [80, 443];

/** An absolute URL prefix under which local addresses are allowed (the app's own sandbox shop). */
export interface AllowedPrefix {
  protocol: string;
  host: string;
  path: string;
}

export interface UrlPolicy {
  allowedPrefixes: readonly AllowedPrefix[];
  allowedPorts: readonly number[];
}

export interface CheckedUrl {
  url: URL;
  /** True when the URL lies under an allowed prefix: it may then resolve to a local address. */
  isUnderAllowedPrefix: boolean;
}

/** Parses a configured prefix; a malformed one is a programming error, so it throws a plain Error. */
export function parseAllowedPrefix(prefix: string): AllowedPrefix {
  const url = new URL(prefix);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`allowed prefix must be an http(s) URL: ${prefix}`);
  }
  if (url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '') {
    throw new Error(`allowed prefix must not carry credentials, a query or a fragment: ${prefix}`);
  }
  return { protocol: url.protocol, host: url.host, path: url.pathname };
}

// Encoded slashes, backslashes and dots survive WHATWG normalisation and could be decoded into "../" by the
// server behind the prefix, so a path carrying them never counts as under the prefix.
const encodedPathTrick = /%(2f|5c|2e)/i;

const dnsLabel = '[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?';
/** Dot-separated labels of letters, digits, `-` and `_` (not at a label's ends), 253 characters at most. */
const dnsName = new RegExp(`^(?=.{1,253}\\.?$)${dnsLabel}(?:\\.${dnsLabel})*\\.?$`);

function matchesPrefix(url: URL, prefix: AllowedPrefix): boolean {
  if (url.protocol !== prefix.protocol || url.host !== prefix.host) return false;
  if (encodedPathTrick.test(url.pathname)) return false;
  if (prefix.path.endsWith('/')) return url.pathname.startsWith(prefix.path);
  return url.pathname === prefix.path || url.pathname.startsWith(`${prefix.path}/`);
}

function parseUrl(raw: string, base: URL | undefined): URL {
  if (raw.length > maxUrlLength)
    throw new SourceFetchError('invalid_url', { message: '주소가 너무 깁니다.' });
  try {
    return new URL(raw, base);
  } catch {
    throw new SourceFetchError('invalid_url');
  }
}

/** The IP address a URL's host names literally, without IPv6 brackets, or undefined for a host name. */
export function literalAddress(url: URL): string | undefined {
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  return isIP(host) === 0 ? undefined : host;
}

/**
 * Every check that needs no DNS: length, syntax, scheme, credentials, IP literals, local names, ports. The WHATWG
 * parser has already turned decimal, octal, hex and short IPv4 forms (and IDN digits) into dotted quads here.
 * `raw` may be relative when `base` is given (a redirect's Location).
 */
export function checkTargetUrl(raw: string, policy: UrlPolicy, base?: URL): CheckedUrl {
  const url = parseUrl(raw, base);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new SourceFetchError('unsupported_scheme');
  if (url.href.length > maxUrlLength)
    throw new SourceFetchError('invalid_url', { message: '주소가 너무 깁니다.' });
  if (url.username !== '' || url.password !== '') {
    throw new SourceFetchError('invalid_url', {
      message: '아이디나 비밀번호가 들어간 주소는 사용할 수 없습니다.',
    });
  }
  // The fragment never goes on the wire; dropping it keeps the reported final URL what was actually fetched.
  url.hash = '';
  if (policy.allowedPrefixes.some((prefix) => matchesPrefix(url, prefix))) {
    return { url, isUnderAllowedPrefix: true };
  }
  const literal = literalAddress(url);
  if (literal !== undefined ? !isPublicAddress(literal) : isBlockedHostname(url.hostname)) {
    throw new SourceFetchError('blocked_address');
  }
  // The WHATWG parser keeps host names no DNS server could answer ("}", "shop!.kr"): a typo, not a site that is down.
  if (literal === undefined && !dnsName.test(url.hostname)) throw new SourceFetchError('invalid_url');
  const port = url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port);
  if (!policy.allowedPorts.includes(port)) {
    throw new SourceFetchError('blocked_address', {
      message: '80번, 443번이 아닌 포트로는 접속할 수 없습니다.',
    });
  }
  return { url, isUnderAllowedPrefix: false };
}
