import { Invalid, Upstream } from '../../platform/domain-errors.ts';
import { field, parseShape, unwrapEnvelope } from './coupang-response.ts';
import type { CoupangTransport } from './coupang-transport.ts';
import {
  type CoupangOutboundPlace,
  type CoupangPagination,
  type CoupangReturnCenter,
  outboundPlaceSchema,
  pageSchema,
  returnCenterSchema,
} from './shipping-place-schema.ts';
import type { CoupangCredentials } from './signer.ts';

/** 1-based page request; Coupang allows at most 50 per page. */
export interface CoupangPageRequest {
  pageNum?: number;
  pageSize?: number;
}

/** One page of places in Coupang's `{content, pagination}` form. */
export interface CoupangPage<T> {
  content: T[];
  pagination: CoupangPagination;
}

const returnCentersPage = pageSchema(returnCenterSchema);
const outboundPage = pageSchema(outboundPlaceSchema);

/**
 * Finds the `{content, pagination}` object whichever way it came: bare (the outbound list), inside the
 * `{code, message, data}` envelope (return centers), or in the doubled envelope one PHP client reads.
 */
export function locatePage(body: unknown, operation: string): unknown {
  if (field(body, 'content') !== undefined) return body;
  const data = unwrapEnvelope(body, { operation, idempotent: true });
  if (field(data, 'content') !== undefined) return data;
  const inner = field(data, 'data');
  if (field(inner, 'content') !== undefined) return inner;
  throw new Upstream(`쿠팡의 ${operation} 응답에서 목록(content)을 찾지 못했습니다.`, {
    provider: 'coupang',
    httpStatus: 200,
    retryable: false,
  });
}

function checkPage(request: CoupangPageRequest): { pageNum: number; pageSize: number } {
  const pageNum = request.pageNum ?? 1;
  const pageSize = request.pageSize ?? 50;
  if (!Number.isInteger(pageNum) || pageNum < 1) throw new Invalid('페이지 번호는 1 이상이어야 합니다.');
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 50) {
    throw new Invalid('페이지 크기는 1~50 사이여야 합니다.');
  }
  return { pageNum, pageSize };
}

/** Return-center and outbound-place lists, paged as the store settings pickers need (50 per page). */
export function createShippingPlaceApi(transport: CoupangTransport, credentials: CoupangCredentials) {
  return {
    /** One page of return centers (반품지), usable and unusable alike. */
    async listReturnCenters(request: CoupangPageRequest = {}): Promise<CoupangPage<CoupangReturnCenter>> {
      const { pageNum, pageSize } = checkPage(request);
      const call = { operation: '반품지 목록 조회', idempotent: true } as const;
      const body = await transport.send(credentials, {
        ...call,
        method: 'GET',
        path: `/v2/providers/openapi/apis/api/v5/vendors/${encodeURIComponent(credentials.vendorId)}/returnShippingCenters`,
        query: [
          ['pageNum', pageNum],
          ['pageSize', pageSize],
        ],
      });
      return parseShape(returnCentersPage, locatePage(body, call.operation), call);
    },

    /** One page of outbound places (출고지), usable and unusable alike. */
    async listOutboundPlaces(request: CoupangPageRequest = {}): Promise<CoupangPage<CoupangOutboundPlace>> {
      const { pageNum, pageSize } = checkPage(request);
      const call = { operation: '출고지 목록 조회', idempotent: true } as const;
      const body = await transport.send(credentials, {
        ...call,
        method: 'GET',
        path: '/v2/providers/marketplace_openapi/apis/api/v2/vendor/shipping-place/outbound',
        query: [
          ['pageNum', pageNum],
          ['pageSize', pageSize],
        ],
      });
      return parseShape(outboundPage, locatePage(body, call.operation), call);
    },
  };
}
