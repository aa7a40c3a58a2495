import type { FastifyInstance } from 'fastify';
import { assertPathVendor, authenticatedVendor } from './gateway.ts';
import { type CoupangSandboxContext, PATHS } from './options.ts';
import { cachedOutboundPlaces, cachedReturnCenters, pageOf } from './shipping-places.ts';
import { CoupangSandboxError, sendJson } from './wire.ts';

const maxPageSize = 50;
const defaultPageSize = 10;

function param(query: unknown, name: string): string | undefined {
  const value = typeof query === 'object' && query !== null ? Reflect.get(query, name) : undefined;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function pageParams(query: unknown): { pageNum: number; pageSize: number } {
  const pageNum = Number(param(query, 'pageNum') ?? '1');
  const pageSize = Number(param(query, 'pageSize') ?? String(defaultPageSize));
  if (!Number.isInteger(pageNum) || pageNum < 1) {
    throw new CoupangSandboxError(
      400,
      'numeric',
      `pageNum은 1 이상의 정수여야 합니다. (입력값: ${param(query, 'pageNum')})`,
    );
  }
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > maxPageSize) {
    throw new CoupangSandboxError(
      400,
      'numeric',
      `pageSize는 1 이상 ${maxPageSize} 이하여야 합니다. (입력값: ${param(query, 'pageSize')})`,
    );
  }
  return { pageNum, pageSize };
}

function splitList(value: string | undefined): string[] | undefined {
  return value
    ?.split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** Return centers (enveloped), outbound places (bare list, v1/v2) and the legacy enveloped outbound list. */
export function registerShippingRoutes(app: FastifyInstance, ctx: CoupangSandboxContext): void {
  app.get<{ Params: { version: string; vendorId: string } }>(
    `${PATHS.openapiVendor}/returnShippingCenters`,
    async (request, reply) => {
      if (request.params.version !== 'v4' && request.params.version !== 'v5') {
        throw new CoupangSandboxError(404, 'gateway', 'No API matches the requested path.');
      }
      const vendor = assertPathVendor(ctx, request, request.params.vendorId);
      const { pageNum, pageSize } = pageParams(request.query);
      const page = pageOf(cachedReturnCenters(vendor.vendorId, ctx.seed), pageNum, pageSize);
      return sendJson(reply, 200, { code: 200, message: 'SUCCESS', data: page });
    },
  );

  app.get<{ Params: { version: string } }>(PATHS.outbound, async (request, reply) => {
    if (request.params.version !== 'v1' && request.params.version !== 'v2') {
      throw new CoupangSandboxError(404, 'gateway', 'No API matches the requested path.');
    }
    const vendor = authenticatedVendor(ctx, request);
    const places = cachedOutboundPlaces(vendor.vendorId, ctx.seed);
    const codes = splitList(param(request.query, 'placeCodes'));
    const names = splitList(param(request.query, 'placeNames'));
    if (codes || names) {
      const content = places.filter(
        (place) =>
          (codes?.includes(String(place.outboundShippingPlaceCode)) ?? false) ||
          (names?.includes(place.shippingPlaceName) ?? false),
      );
      return sendJson(reply, 200, pageOf(content, 1, Math.max(1, content.length)));
    }
    if (param(request.query, 'pageNum') === undefined) {
      throw new CoupangSandboxError(
        400,
        'numeric',
        'pageNum 또는 placeCodes / placeNames 중 하나는 입력해야 합니다.',
      );
    }
    const { pageNum, pageSize } = pageParams(request.query);
    return sendJson(reply, 200, pageOf(places, pageNum, pageSize));
  });

  app.get<{ Params: { version: string; vendorId: string } }>(
    `${PATHS.openapiVendor}/outboundShippingCenters`,
    async (request, reply) => {
      if (request.params.version !== 'v4' && request.params.version !== 'v5') {
        throw new CoupangSandboxError(404, 'gateway', 'No API matches the requested path.');
      }
      const vendor = assertPathVendor(ctx, request, request.params.vendorId);
      const { pageNum, pageSize } = pageParams(request.query);
      const page = pageOf(cachedOutboundPlaces(vendor.vendorId, ctx.seed), pageNum, pageSize);
      return sendJson(reply, 200, { code: 200, message: 'SUCCESS', data: page });
    },
  );
}
