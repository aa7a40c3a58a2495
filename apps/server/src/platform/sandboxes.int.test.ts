import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NAVER_DEMO_STORE } from '@ollida/sandbox/naver/demo-accounts';
import { describe, expect, it } from 'vitest';
import { testAppSecret, testPublicUrl } from '../../test/build-test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { signNaverClientSecret } from '../integrations/naver/naver-signature.ts';

const config = loadConfig({
  NODE_ENV: 'test',
  PUBLIC_URL: testPublicUrl,
  APP_SECRET: testAppSecret,
  LOG_LEVEL: 'silent',
});

describe('sandboxes on the embedded default', () => {
  it('keep their state across a restart when given a state folder', async () => {
    const sandboxStateDir = mkdtempSync(join(tmpdir(), 'ollida-sandbox-state-'));
    const database = await createTestDatabase();
    try {
      const first = await buildApp({ config, database, sandboxStateDir });
      const timestamp = Date.now();
      const token = await first.inject({
        method: 'POST',
        url: '/sandbox/naver/v1/oauth2/token',
        payload: new URLSearchParams({
          client_id: NAVER_DEMO_STORE.clientId,
          timestamp: String(timestamp),
          client_secret_sign: signNaverClientSecret({ ...NAVER_DEMO_STORE, timestamp }),
          grant_type: 'client_credentials',
          type: 'SELF',
        }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(token.statusCode).toBe(200);
      const accessToken = token.json().access_token;
      await first.close();

      const second = await buildApp({ config, database, sandboxStateDir });
      const channels = await second.inject({
        method: 'GET',
        url: '/sandbox/naver/v1/seller/channels',
        headers: { authorization: `Bearer ${accessToken}` },
      });
      await second.close();
      expect(channels.statusCode).toBe(200);
      expect(JSON.stringify(channels.json())).toContain('올리다 데모 스토어');
    } finally {
      await database.close();
    }
  });
});
