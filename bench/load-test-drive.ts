import { Client, errors } from 'undici';
import { percentile } from './listing-throughput.ts';

/** One request of a group's cycle. */
export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** One endpoint group of the mix: its own arrival rate (requests per second) and the requests it cycles through. */
export interface LoadGroup {
  name: string;
  rate: number;
  requests: readonly LoadRequest[];
}

/** What one group (or the whole mix) measured. Latencies are of 2xx answers, in ms, until the whole body arrived. */
export interface GroupFigures {
  name: string;
  /** Requests per second asked for. */
  offered: number;
  /** 2xx answers per second over the measured time. */
  achieved: number;
  ok: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Answers other than 2xx, by status code. */
  non2xx: Record<string, number>;
  /** Connection errors and timeouts (a timeout counts as an error too). */
  errors: number;
  timeouts: number;
}

export interface DriveOptions {
  /** Measured time; a multiple of `segmentSeconds`. */
  seconds: number;
  /** Time at the full rate before the measured time, not counted (connections opening, caches filling). */
  warmUpSeconds: number;
  segmentSeconds: number;
}

interface Tally {
  samples: number[];
  non2xx: Map<number, number>;
  errors: number;
  timeouts: number;
}

const newTally = (): Tally => ({ samples: [], non2xx: new Map(), errors: 0, timeouts: 0 });

function merge(into: Tally, from: Tally): void {
  into.samples.push(...from.samples);
  for (const [status, count] of from.non2xx) into.non2xx.set(status, (into.non2xx.get(status) ?? 0) + count);
  into.errors += from.errors;
  into.timeouts += from.timeouts;
}

function figuresOf(name: string, offered: number, seconds: number, tally: Tally): GroupFigures {
  const sorted = [...tally.samples].sort((a, b) => a - b);
  return {
    name,
    offered,
    achieved: sorted.length / seconds,
    ok: sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? Number.NaN,
    non2xx: Object.fromEntries([...tally.non2xx].map(([status, count]) => [String(status), count])),
    errors: tally.errors,
    timeouts: tally.timeouts,
  };
}

/** The `count` requests of the group's cycle from `offset` on: all a client of one segment sends. */
function slice(requests: readonly LoadRequest[], offset: number, count: number): LoadRequest[] {
  return Array.from({ length: count }, (_, index) => {
    const request = requests[(offset + index) % requests.length];
    if (request === undefined) throw new Error('a load group without requests');
    return request;
  });
}

const sleepUntil = (origin: number, atMs: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, origin + atMs - performance.now())));

/** A request that got no whole answer within 10 s counts as a timeout. */
const requestTimeoutMs = 10_000;

const isTimeout = (error: unknown) =>
  error instanceof errors.HeadersTimeoutError || error instanceof errors.BodyTimeoutError;

/**
 * One client: one keep-alive connection sending its requests one a second (the next waits for the previous answer,
 * as a person's browser tab would), tallied into `tally`. Plain undici, no histograms of its own: autocannon, used
 * before, kept three WebAssembly histograms per instance and the thousands of instances of a run crashed it.
 */
async function runClient(url: string, requests: readonly LoadRequest[], tally: Tally): Promise<void> {
  const client = new Client(url, {
    pipelining: 1,
    headersTimeout: requestTimeoutMs,
    bodyTimeout: requestTimeoutMs,
  });
  const started = performance.now();
  try {
    for (const [index, request] of requests.entries()) {
      await sleepUntil(started, index * 1000);
      const sent = performance.now();
      try {
        const response = await client.request({
          path: request.path,
          method: request.method,
          headers: request.headers,
          body: request.body,
        });
        await response.body.arrayBuffer();
        const status = response.statusCode;
        if (status >= 200 && status < 300) tally.samples.push(performance.now() - sent);
        else tally.non2xx.set(status, (tally.non2xx.get(status) ?? 0) + 1);
      } catch (error) {
        tally.errors += 1;
        if (isTimeout(error)) tally.timeouts += 1;
      }
    }
  } finally {
    await client.destroy();
  }
}

/**
 * Drives the mix at fixed arrival rates. A group of rate r has r slots, slot i sending at i/r of every second (groups
 * interleaved), each slot one client of one connection at one request a second. A client lives for one
 * segment (`segmentSeconds` requests) and the next segment's starts again on the slot's exact moment: a timer that
 * fires late (a GC pause, a busy machine) re-arms from when it ran, so clients kept for the whole run drift into
 * bunches.
 */
export async function driveLoad(
  url: string,
  groups: readonly LoadGroup[],
  options: DriveOptions,
): Promise<{ groups: GroupFigures[]; overall: GroupFigures; segmentP99s: number[] }> {
  const { segmentSeconds } = options;
  const warmUpSegments = Math.ceil(options.warmUpSeconds / segmentSeconds);
  const segments = warmUpSegments + Math.ceil(options.seconds / segmentSeconds);
  // tallies[segment][group]
  const tallies = Array.from({ length: segments }, () => groups.map(newTally));
  const origin = performance.now();
  const runs: Promise<void>[] = [];
  for (let segment = 0; segment < segments; segment += 1) {
    groups.forEach((group, groupIndex) => {
      const tally = tallies[segment]?.[groupIndex] ?? newTally();
      for (let slot = 0; slot < group.rate; slot += 1) {
        const phaseMs = ((slot + groupIndex / groups.length) / group.rate) * 1000;
        // Slots start spread over the cycle, plus their own index so that no two walk it in step when the cycle's
        // length is a multiple of the slot spacing (every parse slot would otherwise read the same ten shop pages).
        const offset =
          Math.floor((slot * group.requests.length) / group.rate) + slot + segment * segmentSeconds;
        const requests = slice(group.requests, offset, segmentSeconds);
        runs.push(
          sleepUntil(origin, segment * segmentSeconds * 1000 + phaseMs).then(() =>
            runClient(url, requests, tally),
          ),
        );
      }
    });
  }
  await Promise.all(runs);
  const measured = tallies.slice(warmUpSegments);
  const seconds = measured.length * segmentSeconds;
  const byGroup = groups.map((group, groupIndex) => {
    const tally = newTally();
    for (const segment of measured) merge(tally, segment[groupIndex] ?? newTally());
    return figuresOf(group.name, group.rate, seconds, tally);
  });
  const all = newTally();
  const segmentP99s = measured.map((segment) => {
    const whole = newTally();
    for (const tally of segment) merge(whole, tally);
    merge(all, whole);
    return percentile(
      whole.samples.sort((a, b) => a - b),
      0.99,
    );
  });
  const offered = groups.reduce((sum, group) => sum + group.rate, 0);
  return { groups: byGroup, overall: figuresOf('all', offered, seconds, all), segmentP99s };
}

/**
 * Each request of the group's cycle (up to `count`) sent alone, one after another, after `warm` untimed ones: the
 * service time that the loaded figures queue behind; `first` is the very first call (cold caches). Throws on a non-2xx
 * answer, so a broken mix fails before the run.
 */
export async function timeAlone(url: string, group: LoadGroup, warm: number, count: number) {
  const samples: number[] = [];
  let first = Number.NaN;
  for (let index = 0; index < warm + count; index += 1) {
    const request = group.requests[index % group.requests.length];
    if (request === undefined) throw new Error(`${group.name}: no requests`);
    const started = performance.now();
    const response = await fetch(`${url}${request.path}`, {
      method: request.method,
      headers: request.headers,
      body: request.body,
    });
    const text = await response.text();
    const ms = performance.now() - started;
    if (index === 0) first = ms;
    if (index >= warm) samples.push(ms);
    if (!response.ok) {
      throw new Error(
        `${group.name}: ${request.method} ${request.path} answered ${response.status}: ${text.slice(0, 300)}`,
      );
    }
  }
  const sorted = samples.sort((a, b) => a - b);
  return { first, p50: percentile(sorted, 0.5), max: sorted.at(-1) ?? Number.NaN };
}
