import type { OrderStatus } from '@ollida/contracts/coupang-orders';
import type { CoupangDemoVendor } from '@ollida/sandbox/coupang/demo-accounts';
import { seoulDate } from '../../src/integrations/coupang/coupang-values.ts';
import {
  buildCoupangAuthorization,
  buildCoupangQuery,
  formatSignedDate,
} from '../../src/integrations/coupang/signer.ts';
import type { TestContext } from '../build-test-app.ts';

const dayMs = 86_400_000;

/** The screen's default range (docs/product/products-and-orders.md#limits): from 30 days ago to today, as Seoul days. */
export function defaultRange(now: Date): { createdAtFrom: string; createdAtTo: string } {
  return {
    createdAtFrom: seoulDate(new Date(now.getTime() - 30 * dayMs)),
    createdAtTo: seoulDate(now),
  };
}

/**
 * The `shipmentBoxId/orderId` pairs the sandbox sends for a status and range, read from the raw wire text of signed
 * v5 calls (every page), so 18-digit ids are compared digit for digit without any JSON number in between.
 */
export async function wireOrderIds(
  ctx: TestContext,
  vendor: CoupangDemoVendor,
  range: { createdAtFrom: string; createdAtTo: string },
  status: OrderStatus,
): Promise<string[]> {
  const path = `/v2/providers/openapi/apis/api/v5/vendors/${vendor.vendorId}/ordersheets`;
  const ids: string[] = [];
  let token = '';
  do {
    const query = buildCoupangQuery([
      ['createdAtFrom', `${range.createdAtFrom}+09:00`],
      ['createdAtTo', `${range.createdAtTo}+09:00`],
      ['status', status],
      ['maxPerPage', 50],
      ['nextToken', token === '' ? undefined : token],
    ]);
    // The sandbox throttles a vendor at 10 calls per second, counting the app's own calls too.
    await new Promise((resolve) => setTimeout(resolve, 150));
    const base = new URL(ctx.coupang.baseUrl);
    const wirePath = `${base.pathname}${path}`;
    const authorization = buildCoupangAuthorization({
      accessKey: vendor.accessKey,
      secretKey: vendor.secretKey,
      signedDate: formatSignedDate(new Date()),
      method: 'GET',
      path: wirePath,
      query,
    });
    const response = await fetch(`${base.origin}${wirePath}?${query}`, {
      headers: { authorization, 'content-type': 'application/json;charset=UTF-8' },
    });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`sandbox order sheets failed: ${response.status} ${text}`);
    for (const [, box, order] of text.matchAll(/"shipmentBoxId":(\d+),"orderId":(\d+)/g)) {
      ids.push(`${box}/${order}`);
    }
    token = /"nextToken":"(\d*)"/.exec(text)?.[1] ?? '';
  } while (token !== '');
  return ids;
}
