import type {
  FastifyError,
  FastifyInstance,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import { queryParam } from '../shop/respond.ts';
import { normalizeShopBaseUrl, shopBaseUrlFor, shopContextOf } from '../shop/shop-links.ts';
import { SupplierState } from '../shop/supplier-state.ts';
import { sameSecret } from '../text-safety.ts';
import { DOMEGGOOK_DEMO_API_KEY } from './demo-accounts.ts';
import { sendDomeggookError } from './errors.ts';
import { domeggookApiItems, domeggookItemView } from './item-view.ts';
import type { DomeggookSandboxOptions } from './options.ts';

/** The API versions of getItemView the sandbox answers (documented 4.0; public clients send 4.5). */
const ITEM_VIEW_VERSION = /^4\.\d+$/;
const MARKETS = new Set(['dome', 'supply']);
/** Without a shared supplier state the items are the static catalogue. */
const defaultSupplier = new SupplierState();

function answerItemView(
  request: FastifyRequest,
  reply: FastifyReply,
  opts: DomeggookSandboxOptions,
): FastifyReply {
  const query = request.query;
  const ver = queryParam(query, 'ver');
  if (ver === undefined)
    return sendDomeggookError(reply, 'missingParameter', 'ver 파라미터를 입력해 주세요.');
  if (!ITEM_VIEW_VERSION.test(ver)) {
    return sendDomeggookError(
      reply,
      'invalidParameter',
      `getItemView는 버전 ${ver}을(를) 지원하지 않습니다.`,
    );
  }
  const market = queryParam(query, 'market');
  if (market === undefined || !MARKETS.has(market)) {
    return sendDomeggookError(reply, 'missingParameter', 'market 파라미터는 dome 또는 supply여야 합니다.');
  }
  const no = queryParam(query, 'no');
  if (no === undefined || !/^\d{1,12}$/.test(no)) {
    return sendDomeggookError(reply, 'missingParameter', 'no 파라미터에 상품번호를 숫자로 입력해 주세요.');
  }
  const om = queryParam(query, 'om');
  if (om !== undefined && om !== 'json') {
    return sendDomeggookError(reply, 'unsupportedOutput', '샌드박스는 om=json만 지원합니다.');
  }
  const listed = domeggookApiItems().find((item) => item.siteNo === no);
  if (listed === undefined) {
    return sendDomeggookError(reply, 'itemNotFound', `${no}번 상품을 찾을 수 없습니다.`);
  }
  const shopBaseUrl = opts.shopBaseUrl ?? shopBaseUrlFor(request);
  const shop = shopContextOf(shopBaseUrl, (opts.now ?? Date.now)());
  // A page the supplier removed is an ended sale: the item stays readable with status 판매종료 and no stock.
  const current = (opts.supplier ?? defaultSupplier).current(listed);
  const view =
    current === undefined
      ? domeggookItemView({ ...listed, stock: 0, soldOut: true }, shop, '판매종료')
      : domeggookItemView(current, shop);
  return reply.type('application/json; charset=utf-8').send({ domeggook: view });
}

/** Mounts the Open API endpoint on an (already prefixed, encapsulated) instance. */
export async function mountDomeggookSandbox(
  app: FastifyInstance,
  opts: DomeggookSandboxOptions,
): Promise<void> {
  const apiKeys = opts.apiKeys ?? [DOMEGGOOK_DEMO_API_KEY];
  const resolved: DomeggookSandboxOptions = {
    ...opts,
    ...(opts.shopBaseUrl === undefined ? {} : { shopBaseUrl: normalizeShopBaseUrl(opts.shopBaseUrl) }),
  };

  // Every failure on these routes keeps the API's standard error shape, Fastify's own included.
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    request.log.error(error, 'domeggook sandbox failure');
    return sendDomeggookError(reply, 'invalidParameter', '요청을 처리하지 못했습니다.');
  });

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const aid = queryParam(request.query, 'aid');
    // The key is checked before anything else, so a wrong key never learns which items exist.
    if (aid === undefined || !apiKeys.some((key) => sameSecret(aid, key))) {
      return sendDomeggookError(
        reply,
        'invalidKey',
        'API 키 관리에서 발급받은 API Key를 aid에 입력해 주세요.',
      );
    }
    const mode = queryParam(request.query, 'mode');
    if (mode === undefined)
      return sendDomeggookError(reply, 'missingParameter', 'mode 파라미터를 입력해 주세요.');
    if (mode !== 'getItemView') {
      return sendDomeggookError(reply, 'unknownMode', `샌드박스는 getItemView만 지원합니다. (mode=${mode})`);
    }
    return answerItemView(request, reply, resolved);
  };
  app.get('/ssl/api/', handler);
  app.get('/ssl/api', handler);
}

/** Fastify plugin serving a local 도매꾹 Open API (`GET /ssl/api/?mode=getItemView…`); mount at /sandbox/domeggook. */
export const domeggookSandboxPlugin: FastifyPluginAsync<DomeggookSandboxOptions> = async (app, opts) => {
  await mountDomeggookSandbox(app, opts);
};
