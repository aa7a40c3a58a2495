import { COUPANG_DEMO_VENDORS } from '@ollida/sandbox/coupang/demo-accounts';
import {
  buildCoupangAuthorization,
  formatSignedDate,
} from '../../apps/server/src/integrations/coupang/signer.ts';

const productsPath = '/v2/providers/seller_api/apis/api/v1/marketplace/seller-products';

/** What the e2e reads of a Wing product: its name, review state and the items' certificates as sent. */
interface SandboxSellerProduct {
  sellerProductName: string;
  statusName: string;
  items?: { certifications?: { certificationType: string; certificationCode: string }[] }[];
}

/** Reads one seller product of the first demo vendor from the Coupang sandbox of the app under test, signed as Wing wants. */
export async function sandboxSellerProduct(
  baseUrl: string,
  sellerProductId: string,
): Promise<SandboxSellerProduct> {
  const vendor = COUPANG_DEMO_VENDORS[0];
  if (vendor === undefined) throw new Error('the Coupang sandbox has no demo vendor');
  // The gateway checks the signature over the path it was reached at, mount prefix included.
  const path = `/sandbox/coupang${productsPath}/${sellerProductId}`;
  const authorization = buildCoupangAuthorization({
    accessKey: vendor.accessKey,
    secretKey: vendor.secretKey,
    signedDate: formatSignedDate(new Date()),
    method: 'GET',
    path,
    query: '',
  });
  const response = await fetch(`${baseUrl}${path}`, { headers: { authorization } });
  const body = (await response.json()) as { data?: SandboxSellerProduct };
  if (!response.ok || body.data === undefined) throw new Error(`sandbox answered ${response.status}`);
  return body.data;
}

/** The sellerProductId in a Wing admin link (`…modify?vendorInventoryId=123`). */
export function sellerProductIdOf(adminUrl: string | null): string {
  const id = adminUrl === null ? null : new URL(adminUrl).searchParams.get('vendorInventoryId');
  if (id === null) throw new Error(`no vendorInventoryId in ${adminUrl}`);
  return id;
}

/** The Coupang sandbox's reviewer will reject the first demo vendor's next review with `reason` (a sandbox control). */
export async function denyNextCoupangReview(baseUrl: string, reason: string): Promise<void> {
  const vendor = COUPANG_DEMO_VENDORS[0];
  if (vendor === undefined) throw new Error('the Coupang sandbox has no demo vendor');
  const path = '/sandbox/coupang/sandbox-control/deny-next-review';
  const authorization = buildCoupangAuthorization({
    accessKey: vendor.accessKey,
    secretKey: vendor.secretKey,
    signedDate: formatSignedDate(new Date()),
    method: 'POST',
    path,
    query: '',
  });
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ reason }),
  });
  if (!response.ok) throw new Error(`sandbox answered ${response.status}`);
}
