import { errorCodes } from '@ollida/contracts/errors';
import { parseRobots, type RobotsRules } from '@ollida/listing/crawl/robots';
import type { SafeFetcher, SafeFetchResult } from '../../sources/safe-fetch.ts';
import { SourceFetchError } from '../../sources/source-fetch-error.ts';
import { crawlerAgent, rulesOfAnswer } from '../investigator/index.ts';
import { sourceProblem } from '../source-parser/index.ts';

/** robots.txt kept for 10 minutes per origin: a sweep re-reads it, one run does not ask twice. */
const robotsTtlMs = 10 * 60_000;
/** Origins kept at most; the least recently asked is forgotten first. */
const maxOrigins = 5_000;

const disallowed = () =>
  sourceProblem(
    403,
    errorCodes.sourceBlocked,
    '공급처의 robots.txt가 이 상품 페이지의 수집을 허용하지 않아 읽지 않았습니다. 판매 상태는 바꾸지 않았습니다.',
  );

/**
 * Supplier sync's robots.txt gate (RFC 9309): before a page is requested, the rules of its origin (fetched through the
 * SSRF-safe fetcher, the caller's pacing awaited first) must allow its path. A 4xx robots.txt allows all, an
 * unreachable one disallows all; one our own address policy refuses is not the site's answer and allows all (the
 * page itself goes through the same policy).
 */
export function createSyncRobots(fetcher: SafeFetcher, now: () => number = Date.now) {
  const kept = new Map<string, { rules: Promise<RobotsRules>; until: number }>();

  async function fetchRules(origin: string, pace: () => Promise<void>): Promise<RobotsRules> {
    let answer: SafeFetchResult | null = null;
    try {
      await pace();
      answer = await fetcher.fetch(`${origin}/robots.txt`, { signal: AbortSignal.timeout(15_000) });
    } catch (error) {
      if (!(error instanceof SourceFetchError)) throw error;
      if (error.kind === 'blocked_address') return parseRobots('', crawlerAgent);
    }
    return rulesOfAnswer(answer);
  }

  return {
    /** Throws the seller's reason when robots.txt disallows `url`; `pace` is awaited before robots.txt is asked for. */
    async check(url: string, pace: () => Promise<void>): Promise<void> {
      const target = new URL(url);
      let entry = kept.get(target.origin);
      if (entry === undefined || entry.until <= now()) {
        const rules = fetchRules(target.origin, pace);
        // A read that failed for another reason (a bug, an abort) is not kept.
        rules.catch(() => kept.delete(target.origin));
        entry = { rules, until: now() + robotsTtlMs };
        kept.delete(target.origin);
        kept.set(target.origin, entry);
        if (kept.size > maxOrigins) kept.delete(kept.keys().next().value ?? '');
      }
      const rules = await entry.rules;
      if (!rules.isAllowed(`${target.pathname}${target.search}`)) throw disallowed();
    },
  };
}
