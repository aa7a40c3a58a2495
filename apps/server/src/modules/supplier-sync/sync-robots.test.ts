import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoopbackServer, startLoopbackServer } from '../../sources/loopback-server.test-helper.ts';
import { createSafeFetcher, type SafeFetcher } from '../../sources/safe-fetch.ts';
import { createSyncRobots } from './sync-robots.ts';

let server: LoopbackServer;
let fetcher: SafeFetcher;
let robots = { status: 200, body: 'User-agent: *\nDisallow: /private/\n' };
let clock = 0;
const now = () => clock;

beforeAll(async () => {
  server = await startLoopbackServer((request, response) => {
    if (request.url !== '/robots.txt') return void response.end('page');
    response.writeHead(robots.status, { 'content-type': 'text/plain' });
    response.end(robots.body);
  });
  fetcher = createSafeFetcher({ allowedPrefixes: [`${server.origin}/`] });
});
afterAll(async () => {
  await fetcher.close();
  await server.close();
});

const robotsRequests = () => server.requests.filter((request) => request.path === '/robots.txt').length;
const nextTtl = () => {
  clock += 11 * 60_000;
};

describe('supplier sync robots.txt gate', () => {
  it('refuses a disallowed page in Korean, asks robots.txt once per origin, after the pacing', async () => {
    const gate = createSyncRobots(fetcher, now);
    const before = robotsRequests();
    const paced: number[] = [];
    const pace = async () => {
      paced.push(robotsRequests());
    };
    await gate.check(`${server.origin}/goods/1`, pace);
    await expect(gate.check(`${server.origin}/private/2`, pace)).rejects.toThrow('robots.txt');
    expect(robotsRequests() - before).toBe(1);
    expect(paced).toEqual([before]);
  });

  it('allows all on a 4xx robots.txt and disallows all when it cannot be read', async () => {
    const gate = createSyncRobots(fetcher, now);
    const pace = async () => undefined;
    nextTtl();
    robots = { status: 404, body: '' };
    await gate.check(`${server.origin}/private/2`, pace);
    nextTtl();
    robots = { status: 503, body: '' };
    await expect(gate.check(`${server.origin}/goods/1`, pace)).rejects.toThrow('robots.txt');
    robots = { status: 200, body: 'User-agent: *\nDisallow: /private/\n' };
  });

  it('allows all when our own address policy refuses robots.txt (the page meets the same policy)', async () => {
    const strict = createSafeFetcher({ allowedPrefixes: [`${server.origin}/goods/`] });
    try {
      await createSyncRobots(strict, now).check(`${server.origin}/goods/1`, async () => undefined);
    } finally {
      await strict.close();
    }
  });
});
