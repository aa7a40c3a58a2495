import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Database } from '../../db/client.ts';
import { registerPeriodicSweep } from '../../platform/periodic-sweep.ts';
import type { StoreClientDeps } from '../uploads/index.ts';
import type { WorkspaceAccess } from '../workspaces/index.ts';
import { createCoupangOrderReader } from './coupang-order-reader.ts';
import { createCoupangDispatch, createNaverDispatch } from './market-dispatch.ts';
import { createNaverOrderReader } from './naver-order-reader.ts';
import { createOrderActions } from './order-actions.ts';
import { createOrderQueriesRepo } from './order-queries.repo.ts';
import { createOrderSettingsRepo } from './order-settings.repo.ts';
import { createOrderStoreRepo } from './order-store.repo.ts';
import { createOrderSync } from './order-sync.ts';
import { registerOrderRoutes } from './orders.routes.ts';
import { createOrdersService } from './orders.service.ts';

export interface OrdersModuleDeps extends StoreClientDeps {
  db: Database;
  requireUser: preHandlerAsyncHookHandler;
  access: WorkspaceAccess;
  clock: () => Date;
  /** Seconds between sweeps that read stale stores' orders in this process; 0 = none here (HTTP-only instance). */
  sweepIntervalSeconds: number;
}

/** Orders of both markets kept in our database (issue 26): the sync job, confirm, dispatch and the order API. */
export async function registerOrders(app: FastifyInstance, deps: OrdersModuleDeps) {
  const queries = createOrderQueriesRepo(deps.db);
  const store = createOrderStoreRepo(deps.db);
  const settings = createOrderSettingsRepo(deps.db);
  const clients = { clients: deps.clients, secrets: deps.secrets };
  const sync = createOrderSync({
    db: deps.db,
    settings,
    store,
    readers: { coupang: createCoupangOrderReader(clients), naver: createNaverOrderReader(clients) },
    clock: deps.clock,
    onError: (error, workspaceId) => app.log.warn({ err: error, workspaceId }, 'orders: market read failed'),
  });
  const actions = createOrderActions({
    queries,
    store,
    settings,
    markets: { coupang: createCoupangDispatch(clients), naver: createNaverDispatch(clients) },
    clock: deps.clock,
    resync: (workspaceId) => {
      void sync.sync(workspaceId);
    },
  });
  const service = createOrdersService({
    db: deps.db,
    access: deps.access,
    queries,
    store,
    settings,
    sync,
    actions,
    clock: deps.clock,
  });
  await registerOrderRoutes(app, { requireUser: deps.requireUser, service });

  registerPeriodicSweep(app, {
    intervalSeconds: deps.sweepIntervalSeconds,
    name: 'orders: sweep',
    sweep: () => sync.sweep(),
  });
  app.addHook('onClose', () => sync.idle());
  return { sync };
}
