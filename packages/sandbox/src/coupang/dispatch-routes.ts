import type { FastifyInstance } from 'fastify';
import { courierByCode } from './couriers.ts';
import { acknowledgeBody, invoiceBody } from './dispatch-body.ts';
import { acknowledgeRow, dispatchData, invoiceRow } from './dispatch-rows.ts';
import { assertPathVendor } from './gateway.ts';
import { type CoupangSandboxContext, PATHS } from './options.ts';
import { CoupangSandboxError, sendJson } from './wire.ts';

type VendorParams = { Params: { version: string; vendorId: string } };

const noRoute = () => new CoupangSandboxError(404, 'gateway', 'No API matches the requested path.');

/** 발주확인 (PUT or PATCH, v4 or v5) and 송장업로드 (POST, v4 only), both answering per shipment box. */
export function registerDispatchRoutes(app: FastifyInstance, ctx: CoupangSandboxContext): void {
  app.route<VendorParams>({
    method: ['PUT', 'PATCH'],
    url: `${PATHS.openapiVendor}/ordersheets/acknowledgement`,
    handler: async (request, reply) => {
      const { version } = request.params;
      if (version !== 'v4' && version !== 'v5') throw noRoute();
      const vendor = assertPathVendor(ctx, request, request.params.vendorId);
      const boxIds = acknowledgeBody(ctx, request, vendor.vendorId);
      const results = boxIds.map((boxId) => acknowledgeRow(ctx, vendor.vendorId, boxId));
      return sendJson(reply, 200, { code: '200', message: 'OK', data: dispatchData(results) });
    },
  });

  app.post<VendorParams>(`${PATHS.openapiVendor}/orders/invoices`, async (request, reply) => {
    if (request.params.version !== 'v4') throw noRoute();
    const vendor = assertPathVendor(ctx, request, request.params.vendorId);
    const rows = invoiceBody(ctx, request, vendor.vendorId);
    // Coupang answers an unknown courier code with a bare 500 for the whole request, before any row is applied.
    if (rows.some((row) => courierByCode(row.deliveryCompanyCode) === undefined)) {
      throw new CoupangSandboxError(500, 'numeric', 'internal exception');
    }
    const results = rows.map((row) => invoiceRow(ctx, vendor.vendorId, row));
    return sendJson(reply, 200, { code: '200', message: 'OK', data: dispatchData(results) });
  });
}
