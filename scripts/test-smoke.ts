// The product's main path under whichever Node runs this script (CI runs it under Node 24): `npm start` on the
// embedded database in sandbox mode → sign in → parse a sandbox shop page → upload it to the Coupang sandbox → the
// product is in the list. Needs the build `npm test` made (npm start rebuilds what is missing).
// Usage: node --import tsx scripts/test-smoke.ts
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './built-server.ts';
import { connectCoupangStore, expectCall, objectAt, signIn } from './harness/http-calls.ts';
import { bundles, startProcess, stopAll, stopProcess, tailOf, waitReady } from './harness/processes.ts';

const startedAt = performance.now();
const step = (message: string) =>
  console.log(
    `[smoke ${process.version} +${((performance.now() - startedAt) / 1000).toFixed(1)}s] ${message}`,
  );
const dataDir = mkdtempSync(join(tmpdir(), 'ollida-smoke-'));

async function run(): Promise<void> {
  const port = await freePort();
  const server = startProcess(
    'npm-start',
    bundles.server,
    port,
    {
      NODE_ENV: 'development',
      SANDBOX: '1',
      DATA_DIR: dataDir,
      APP_SECRET: randomBytes(36).toString('base64url'),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    ['--import', 'tsx', 'scripts/start.ts'],
  );
  try {
    await waitReady(server, 'running', 120_000);
    step('npm start: ready on the embedded database');
    const token = await signIn(server.url, 'smoke@example.com');
    step('signed in through the Google sandbox');
    const parsed = await expectCall(200, server.url, 'POST', '/api/url-parser', {
      token,
      body: { url: `${server.url}/sandbox/shop/cafe24/product/detail.html?product_no=1287` },
    });
    const product = objectAt(parsed, 'data');
    if (typeof product.productName !== 'string' || product.productName === '') {
      throw new Error(`no product name in ${JSON.stringify(product).slice(0, 300)}`);
    }
    step(`parsed: ${product.productName}`);
    const workspaceId = await connectCoupangStore(server.url, token);
    const uploaded = await expectCall(200, server.url, 'POST', '/api/upload-to-coupang', {
      token,
      body: { workspace_id: workspaceId, product_details: product },
    });
    step(`uploaded to the Coupang sandbox: ${JSON.stringify(uploaded).slice(0, 120)}`);
    const list = await expectCall(
      200,
      server.url,
      'GET',
      `/api/uploaded-products?workspace_id=${workspaceId}`,
      {
        token,
      },
    );
    if (!JSON.stringify(list).includes(product.productName)) {
      throw new Error(`the uploaded product is not in the list: ${JSON.stringify(list).slice(0, 300)}`);
    }
    step('the product is in the uploaded-product list');
    const code = await stopProcess(server);
    if (code !== 0) throw new Error(`npm start exited with ${code} on SIGTERM`);
  } catch (error) {
    console.error(tailOf([server]));
    throw error;
  }
}

let failed = false;
try {
  await run();
} catch (error) {
  failed = true;
  console.error(`[smoke] FAILED: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await stopAll();
  rmSync(dataDir, { recursive: true, force: true });
}
step(failed ? 'failed' : 'passed');
process.exit(failed ? 1 : 0);
