import { NAVER_DEMO_STORE } from '@ollida/sandbox/naver/demo-accounts';
import { signNaverClientSecret } from '../../apps/server/src/integrations/naver/naver-signature.ts';

/** What the e2e reads of a Smart Store listing: its name, sale status and stock. */
interface SandboxChannelProduct {
  name: string;
  statusType: string;
  stockQuantity: number;
}

/** A token of the demo store's application from the Naver sandbox of the app under test, signed as Naver wants. */
async function demoStoreToken(baseUrl: string): Promise<string> {
  const timestamp = Date.now();
  const form = new URLSearchParams({
    client_id: NAVER_DEMO_STORE.clientId,
    timestamp: String(timestamp),
    grant_type: 'client_credentials',
    client_secret_sign: signNaverClientSecret({ ...NAVER_DEMO_STORE, timestamp }),
    type: 'SELF',
  });
  const response = await fetch(`${baseUrl}/sandbox/naver/v1/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  const body = (await response.json()) as { access_token?: string };
  if (!response.ok || body.access_token === undefined)
    throw new Error(`token: sandbox answered ${response.status}`);
  return body.access_token;
}

/** The demo store's listings with this name, newest first, as the Naver sandbox's product search lists them. */
export async function sandboxNaverProducts(baseUrl: string, name: string): Promise<SandboxChannelProduct[]> {
  const response = await fetch(`${baseUrl}/sandbox/naver/v1/products/search`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${await demoStoreToken(baseUrl)}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ page: 1, size: 500, orderType: 'REG_DATE' }),
  });
  const body = (await response.json()) as { contents?: { channelProducts: SandboxChannelProduct[] }[] };
  if (!response.ok || body.contents === undefined)
    throw new Error(`search: sandbox answered ${response.status}`);
  return body.contents
    .flatMap((content) => content.channelProducts)
    .filter((product) => product.name.includes(name));
}
