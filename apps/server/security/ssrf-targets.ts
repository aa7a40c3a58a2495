import { expect } from 'vitest';
import { type LoopbackServer, startLoopbackServer } from '../src/sources/loopback-server.test-helper.ts';
import { allowedServerAnswer, hostileRedirects, hostileUrls } from './hostile-urls.ts';

/**
 * The two servers of the SSRF suite: the victim (anything internal: nothing may ever connect to it) and the allowed
 * server (the stand-in for the sandbox shop, the one local origin the app may fetch, and only under `/allowed/`),
 * whose pages redirect towards the victim and other internal targets.
 */
export async function startSsrfTargets() {
  const victim = await startLoopbackServer((_request, response) => response.end('internal secret'));
  const redirects = hostileRedirects(victim.port);
  const allowed = await startLoopbackServer((request, response) => {
    const answer = allowedServerAnswer(redirects, request.url ?? '');
    if ('page' in answer) return void response.end(answer.page);
    response.writeHead(302, { location: answer.location });
    response.end();
  });
  return {
    victim,
    allowed,
    /** What the app's fetcher may use on a local address: the allowed server's prefix only. */
    allowedPrefix: `${allowed.origin}/allowed/`,
    urls: () => hostileUrls(victim.port, allowed.origin).map(([url]) => url),
    close: () => Promise.all([victim.close(), allowed.close()]),
  };
}

export type SsrfTargets = Awaited<ReturnType<typeof startSsrfTargets>>;

/** The victim saw no connection at all (not even one refused before a request was parsed). */
export function expectVictimUntouched(victim: LoopbackServer): void {
  expect(victim.connections()).toBe(0);
  expect(victim.requests).toEqual([]);
}

/** Codes that name a refused or unusable source URL (the fetcher's refusals as the parser maps them). */
export const refusalCodes = [
  'source_url_invalid',
  'source_address_blocked',
  'source_unreachable',
  'source_too_many_redirects',
  'validation_error',
];

/** One endpoint's answer to one hostile URL, kept so a failure lists every URL at once. */
export interface Outcome {
  url: string;
  status: number;
  code: string;
  detail: string;
}

/** Outcomes that are not a clear refusal: success, an internal error, an unknown code, or a detail without Korean. */
export function unclearRefusals(outcomes: Outcome[], codes: readonly string[] = refusalCodes): Outcome[] {
  return outcomes.filter(
    (outcome) =>
      outcome.status < 400 ||
      outcome.status === 500 ||
      !codes.includes(outcome.code) ||
      !/[가-힣]/.test(outcome.detail),
  );
}
