import { z } from 'zod';
import { Invalid } from '../../platform/domain-errors.ts';
import { type HttpClient, parseProviderJson, parseProviderShape } from '../http-client.ts';
import { domeggookErrorFrom, domeggookErrorOf, domeggookHttpError } from './domeggook-errors.ts';

/** The Open API's host; calls go to `${base}/ssl/api/`. */
export const DOMEGGOOK_API_BASE_URL = 'https://domeggook.com';

/** getItemView version sent: documented 4.0, public clients use 4.5 and get the same groups. */
export const DOMEGGOOK_ITEM_VIEW_VERSION = '4.5';

/** 도매꾹 (`dome`) or 도매매 (`supply`). */
export type DomeggookMarket = 'dome' | 'supply';

/** What the client is built from; tests pass a fake `http`. */
export interface DomeggookClientDeps {
  /** API origin (plus path prefix for the sandbox), e.g. https://domeggook.com or http://…/sandbox/domeggook. */
  baseUrl: string;
  /** The `aid` from "API 키 관리"; it travels in the query string, so URLs are never logged or put in errors. */
  apiKey: string;
  http: HttpClient;
  /** Per attempt; defaults to the shared client's 10 s. */
  timeoutMs?: number;
}

const numberish = z.union([z.number(), z.string()]);

/**
 * The parts of getItemView the mapper relies on. Lenient where the API is: numbers may come as strings, groups other
 * than `basis` may be missing, `selectOpt` is a JSON string (or an object), and unknown fields pass through.
 */
export const domeggookItemViewSchema = z.object({
  domeggook: z.looseObject({
    basis: z.looseObject({ no: numberish, title: z.string(), status: z.string().optional() }),
    price: z.looseObject({ dome: numberish.optional(), supply: numberish.optional() }).optional(),
    qty: z.looseObject({ inventory: numberish.optional() }).optional(),
    thumb: z.looseObject({ original: z.string().optional(), large: z.string().optional() }).optional(),
    selectOpt: z.union([z.string(), z.record(z.string(), z.unknown())]).optional(),
  }),
});

/** A getItemView answer as parsed: `{ domeggook: { basis, price, … } }`. */
export type DomeggookItemView = z.output<typeof domeggookItemViewSchema>;

/** 도매꾹 Open API client: reads one item with getItemView; every failure is an Upstream error. */
export function createDomeggookClient(deps: DomeggookClientDeps) {
  const baseUrl = deps.baseUrl.replace(/\/+$/, '');

  return {
    /** The item's getItemView answer for `market` (도매꾹 by default), validated loosely. */
    async getItemView(itemNo: string, market: DomeggookMarket = 'dome'): Promise<DomeggookItemView> {
      if (!/^\d{1,12}$/.test(itemNo)) throw new Invalid('도매꾹 상품번호는 숫자여야 합니다.');
      const query = new URLSearchParams({
        ver: DOMEGGOOK_ITEM_VIEW_VERSION,
        mode: 'getItemView',
        aid: deps.apiKey,
        market,
        no: itemNo,
        om: 'json',
      });
      const response = await deps.http.send({
        provider: 'domeggook',
        method: 'GET',
        url: `${baseUrl}/ssl/api/?${query}`,
        headers: { accept: 'application/json' },
        idempotent: true,
        timeoutMs: deps.timeoutMs,
      });
      const ok = response.status >= 200 && response.status < 300;
      const body = ok ? parseProviderJson('domeggook', response) : safeJson(response.text);
      // The standard error arrives in the body whatever the status, so it is checked first.
      const error = domeggookErrorOf(body);
      if (error !== undefined) throw domeggookErrorFrom(error, itemNo, response.status);
      if (!ok) throw domeggookHttpError(response.status);
      return parseProviderShape(domeggookItemViewSchema, body, {
        provider: 'domeggook',
        what: '상품 정보',
        httpStatus: response.status,
        retryable: false,
      });
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The 도매꾹 Open API client's API. */
export type DomeggookClient = ReturnType<typeof createDomeggookClient>;
