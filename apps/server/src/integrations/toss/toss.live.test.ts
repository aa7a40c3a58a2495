import { describe } from 'vitest';
import { createHttpClient } from '../http-client.ts';
import { createTossClient, TOSS_API_BASE_URL } from './toss-client.ts';
import { describeTossContract } from './toss-contract.ts';

// Opt-in (npm run test:live): TOSS_LIVE_SECRET_KEY=test_sk_… runs the harmless cases against the real API.
const secretKey = process.env.TOSS_LIVE_SECRET_KEY ?? '';
const baseUrl = process.env.TOSS_LIVE_API_BASE ?? TOSS_API_BASE_URL;

describe.runIf(secretKey !== '')('Toss Payments live API', () => {
  const http = createHttpClient();
  describeTossContract(
    () => ({
      client: createTossClient({ baseUrl, secretKey, http }),
      wrongKeyClient: createTossClient({ baseUrl, secretKey: 'test_sk_ollidaContractUnknownKey0000', http }),
    }),
    { buyer: false, clock: false, forcedErrors: false },
  );
});
