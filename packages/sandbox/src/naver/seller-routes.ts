import type { FastifyInstance } from 'fastify';
import { applicationOf } from './gateway.ts';

/** Registers GET /v1/seller/channels (a JSON array, as live calls return) and GET /v1/seller/account. */
export function registerSellerRoutes(app: FastifyInstance): void {
  app.get('/v1/seller/channels', async (request) => {
    return applicationOf(request).channels.map((channel) => ({ ...channel }));
  });
  app.get('/v1/seller/account', async (request) => {
    const application = applicationOf(request);
    return { accountId: application.accountId, accountUid: application.accountUid, grade: application.grade };
  });
}
