import { z } from 'zod';
import { Invalid } from '../../platform/domain-errors.ts';
import {
  type HttpClient,
  type OutboundResponse,
  parseProviderJson,
  parseProviderShape,
} from '../http-client.ts';
import { graphqlErrorsOf, isTokenRejected, ownerclanQueryError } from './ownerclan-errors.ts';
import { createOwnerclanTokenSource } from './ownerclan-token.ts';

/** Ownerclan's production hosts: the token comes from `${auth}/auth`, queries go to `${api}/v1/graphql`. */
export const OWNERCLAN_AUTH_BASE_URL = 'https://auth.ownerclan.com';
export const OWNERCLAN_API_BASE_URL = 'https://api.ownerclan.com';

/** What the client is built from; tests pass a fake `http` and clock. */
export interface OwnerclanClientDeps {
  /** Auth origin (plus sandbox prefix), e.g. https://auth.ownerclan.com or http://…/sandbox/ownerclan. */
  authUrl: string;
  /** API origin (plus sandbox prefix), e.g. https://api.ownerclan.com or http://…/sandbox/ownerclan. */
  apiUrl: string;
  /** The seller account (판매사 ID) from the server environment. */
  username: string;
  password: string;
  http: HttpClient;
  clock: () => Date;
  /** Per attempt; defaults to the shared client's 10 s. */
  timeoutMs?: number;
}

/** The fields the listing mapper reads, in Ownerclan's documented names. */
const ITEM_FIELDS = `key name model production origin price pricePolicy fixedPrice searchKeywords
    category { key name fullName }
    content shippingFee shippingType images(size: large) status
    options { key price quantity optionAttributes { name value } }
    taxFree adultOnly returnable noReturnReason openmarketSellable boxQuantity`;

export const OWNERCLAN_ITEM_QUERY = `query OllidaItem($key: String!) {
  item(key: $key) {
    ${ITEM_FIELDS}
  }
}`;

/** Several items in one call (supplier sync of a large store); the API skips keys it does not know. */
export const OWNERCLAN_ITEMS_QUERY = `query OllidaItems($keys: [String!]!) {
  items(keys: $keys) {
    ${ITEM_FIELDS}
  }
}`;

/** Keys one `items` call asks for at most (Ownerclan answers up to 5,000; item bodies carry detail HTML). */
export const OWNERCLAN_ITEMS_PER_CALL = 100;

const numberish = z.union([z.number(), z.string()]);

/** The item as the mapper needs it; lenient (unknown fields pass through, most fields may be null). */
export const ownerclanItemSchema = z.looseObject({
  key: z.string(),
  name: z.string(),
  price: numberish.nullable().optional(),
  images: z.array(z.string()).nullable().optional(),
  options: z
    .array(
      z.looseObject({ price: numberish.nullable().optional(), quantity: numberish.nullable().optional() }),
    )
    .nullable()
    .optional(),
});

/** One Ownerclan item as parsed. */
export type OwnerclanItem = z.output<typeof ownerclanItemSchema>;

const ITEM_KEY = /^W[0-9A-Z]{4,12}$/;

function dataField(body: unknown, field: 'item' | 'items'): unknown {
  const data: unknown = typeof body === 'object' && body !== null ? Reflect.get(body, 'data') : undefined;
  return typeof data === 'object' && data !== null ? Reflect.get(data, field) : undefined;
}

function bodyOf(response: OutboundResponse): unknown {
  if (response.status >= 200 && response.status < 300) return parseProviderJson('ownerclan', response);
  try {
    return JSON.parse(response.text);
  } catch {
    return undefined;
  }
}

/** Ownerclan seller API client: logs in with the seller account and reads items over GraphQL. */
export function createOwnerclanClient(deps: OwnerclanClientDeps) {
  const apiUrl = deps.apiUrl.replace(/\/+$/, '');
  const tokens = createOwnerclanTokenSource(deps);

  function query(token: string, request: { query: string; variables: object; operationName: string }) {
    return deps.http.send({
      provider: 'ownerclan',
      method: 'POST',
      url: `${apiUrl}/v1/graphql`,
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify(request),
      // A read: safe to repeat on network failures and 5xx.
      idempotent: true,
      timeoutMs: deps.timeoutMs,
    });
  }

  /** Runs a query; a token the API refuses is renewed once and the query repeated. */
  async function ask(request: { query: string; variables: object; operationName: string }) {
    let token = await tokens.get();
    let response: OutboundResponse = await query(token, request);
    let body = bodyOf(response);
    if (isTokenRejected(response.status, graphqlErrorsOf(body))) {
      // Tokens die early when Ownerclan revokes them (or a sandbox restarts); one fresh login settles it.
      tokens.invalidate(token);
      token = await tokens.get();
      response = await query(token, request);
      body = bodyOf(response);
    }
    return { response, body };
  }

  const checkKey = (key: string) => {
    if (!ITEM_KEY.test(key))
      throw new Invalid('오너클랜 상품코드는 W로 시작하는 영문 대문자와 숫자여야 합니다.');
  };

  return {
    /** One item by its code (`W…`). */
    async getItem(key: string): Promise<OwnerclanItem> {
      checkKey(key);
      const { response, body } = await ask({
        query: OWNERCLAN_ITEM_QUERY,
        variables: { key },
        operationName: 'OllidaItem',
      });
      const errors = graphqlErrorsOf(body);
      const item = dataField(body, 'item');
      const ok = response.status >= 200 && response.status < 300;
      if (!ok || (errors.length > 0 && (item === undefined || item === null))) {
        throw ownerclanQueryError(response.status, errors, key);
      }
      if (item === undefined || item === null) {
        throw ownerclanQueryError(
          response.status,
          [{ message: '상품이 없습니다.', code: 'ITEM_NOT_FOUND' }],
          key,
        );
      }
      return parseProviderShape(ownerclanItemSchema, item, {
        provider: 'ownerclan',
        what: '상품 정보',
        httpStatus: response.status,
        retryable: false,
      });
    },

    /**
     * Up to `OWNERCLAN_ITEMS_PER_CALL` items in one `items` call, by key; a key the API does not answer (unknown or
     * removed) is missing from the map. A failed call throws for all of them.
     */
    async getItems(keys: readonly string[]): Promise<Map<string, OwnerclanItem>> {
      if (keys.length > OWNERCLAN_ITEMS_PER_CALL)
        throw new Error(`at most ${OWNERCLAN_ITEMS_PER_CALL} keys per items call`);
      keys.forEach(checkKey);
      const { response, body } = await ask({
        query: OWNERCLAN_ITEMS_QUERY,
        variables: { keys },
        operationName: 'OllidaItems',
      });
      const errors = graphqlErrorsOf(body);
      const items = dataField(body, 'items');
      if (response.status < 200 || response.status >= 300 || errors.length > 0 || !Array.isArray(items)) {
        throw ownerclanQueryError(response.status, errors, `${keys[0]} 외 ${keys.length - 1}개`);
      }
      const parsed = parseProviderShape(z.array(ownerclanItemSchema), items, {
        provider: 'ownerclan',
        what: '상품 정보',
        httpStatus: response.status,
        retryable: false,
      });
      return new Map(parsed.map((item) => [item.key, item]));
    },
  };
}

/** The Ownerclan client's API. */
export type OwnerclanClient = ReturnType<typeof createOwnerclanClient>;
