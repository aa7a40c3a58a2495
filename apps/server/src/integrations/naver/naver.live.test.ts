import { describe } from 'vitest';
import { createHttpClient } from '../http-client.ts';
import { createNaverClient, NAVER_COMMERCE_BASE_URL, type NaverApplicationClient } from './naver-client.ts';
import { describeNaverContract } from './naver-contract.ts';

// Real credentials of a store you own; only read-only calls run (plus one token request with a wrong secret).
const clientId = process.env.NAVER_LIVE_CLIENT_ID ?? '';
const clientSecret = process.env.NAVER_LIVE_CLIENT_SECRET ?? '';
const baseUrl = process.env.NAVER_LIVE_BASE_URL ?? NAVER_COMMERCE_BASE_URL;
// Well-formed (a bcrypt salt) so the request is standard and only the signature is wrong.
const wrongSecret = '$2a$04$ollidaContractWrongSeu';

describe.runIf(clientId !== '' && clientSecret !== '')('Naver Commerce API (live)', () => {
  const naver = createNaverClient({
    baseUrl,
    http: createHttpClient(),
    clock: () => new Date(),
    fetchImage: async () => {
      throw new Error('the live contract uploads no images');
    },
  });
  let client: NaverApplicationClient | undefined;
  let wrong: NaverApplicationClient | undefined;
  describeNaverContract('read-only contract', {
    client: () => {
      client ??= naver.forApplication({ clientId, clientSecret });
      return client;
    },
    wrongSecretClient: () => {
      wrong ??= naver.forApplication({ clientId, clientSecret: wrongSecret });
      return wrong;
    },
    wrongSecret,
  });
});
