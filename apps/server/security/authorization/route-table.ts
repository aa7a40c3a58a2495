import { type RouteEntry, routeKey } from './route-entry.ts';
import { accountRoutes } from './routes-account.ts';
import { adminRoutes } from './routes-admin.ts';
import { productRoutes } from './routes-products.ts';
import { storeRoutes } from './routes-stores.ts';
import { toolRoutes } from './routes-tools.ts';
import { workspaceRoutes } from './routes-workspaces.ts';

/**
 * Every route under /api, /auth and /i (hosted pictures) with who may call it. `route-table.test.ts` holds it equal to the routes the app
 * registers; `matrix.test.ts` calls each as every kind of caller and checks the answer the access class prescribes.
 */
export const routeTable: readonly RouteEntry[] = [
  ...accountRoutes,
  ...workspaceRoutes,
  ...storeRoutes,
  ...productRoutes,
  ...toolRoutes,
  ...adminRoutes,
];

/** Prefixes whose every route must be in the table. */
export const coveredPrefixes = ['/api/', '/auth/', '/i/'] as const;

export function findEntry(method: string, path: string): RouteEntry | undefined {
  return routeTable.find((entry) => routeKey(entry) === routeKey({ method, path }));
}
