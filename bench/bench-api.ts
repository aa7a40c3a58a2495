import { COUPANG_DEMO_VENDORS } from '@ollida/sandbox/coupang/demo-accounts';

/** One signed-in user's view of the app's API: the status and the JSON body of each call. */
export type Api = (
  method: string,
  path: string,
  body?: unknown,
) => Promise<{ status: number; json: Record<string, unknown> }>;

/** Calls the app at `base` as the user of `token`. */
export function apiOf(base: string, token: string): Api {
  return async (method, path, body) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  };
}

export function dataOf(reply: { json: Record<string, unknown> }): Record<string, unknown> {
  const data = reply.json.data;
  if (typeof data !== 'object' || data === null)
    throw new Error(`unexpected answer: ${JSON.stringify(reply.json)}`);
  return data as Record<string, unknown>;
}

/** A Coupang workspace of the first sandbox vendor with its first usable return center and outbound place. */
export async function connectStore(api: Api): Promise<string> {
  const vendor = COUPANG_DEMO_VENDORS[0];
  if (vendor === undefined) throw new Error('no sandbox vendor');
  const created = await api('POST', '/api/workspaces', {
    platform: 'coupang',
    workspace_name: '벤치 스토어',
    wing_account: vendor.wingAccount,
    vendor_code: vendor.vendorId,
    access_key: vendor.accessKey,
    secret_key: vendor.secretKey,
  });
  const workspaceId = String(dataOf(created).workspace_id);
  const usable = (list: unknown) =>
    (Array.isArray(list) ? list : []).find((entry: { usable?: boolean }) => entry.usable === true);
  const centers = await api('GET', `/api/coupang/return-centers/${vendor.wingAccount}`);
  const center = usable(dataOf(centers).content);
  await api('PATCH', `/api/coupang/stores/${vendor.wingAccount}/connect-return-center`, {
    returnCenterCode: center.returnCenterCode,
  });
  const places = await api('GET', `/api/coupang/shipping-places/${vendor.wingAccount}`);
  const place = usable(dataOf(places).content);
  await api('PATCH', `/api/coupang/stores/${vendor.wingAccount}/connect-shipping-place`, {
    outboundShippingPlaceCode: place.outboundShippingPlaceCode,
    shippingPlaceName: place.shippingPlaceName,
  });
  return workspaceId;
}
