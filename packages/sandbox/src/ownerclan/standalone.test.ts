import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNERCLAN_DEMO_PASSWORD, OWNERCLAN_DEMO_USERNAME } from './demo-accounts.ts';
import { type RunningOwnerclanSandbox, startOwnerclanSandbox } from './standalone.ts';

let sandbox: RunningOwnerclanSandbox;

beforeAll(async () => {
  sandbox = await startOwnerclanSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

describe('startOwnerclanSandbox', () => {
  it('logs in and answers GraphQL over real HTTP, with images from the shop on the same server', async () => {
    expect(sandbox.baseUrl).toBe(`http://127.0.0.1:${sandbox.port}/sandbox/ownerclan`);
    const auth = await fetch(`${sandbox.baseUrl}/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        service: 'ownerclan',
        userType: 'seller',
        username: OWNERCLAN_DEMO_USERNAME,
        password: OWNERCLAN_DEMO_PASSWORD,
      }),
    });
    const token = await auth.text();
    const response = await fetch(`${sandbox.baseUrl}/v1/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ item(key: "WB7TX41") { images(size: large) } }' }),
    });
    const body = (await response.json()) as { data: { item: { images: string[] } } };
    const [first] = body.data.item.images;
    expect(first?.startsWith(`${sandbox.shopBaseUrl}/`)).toBe(true);
    const image = await fetch(first ?? '');
    expect(image.headers.get('content-type')).toBe('image/png');
  });
});
