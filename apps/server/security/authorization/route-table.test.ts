import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build-test-app.ts';
import { routeKey } from './route-entry.ts';
import { coveredPrefixes, routeTable } from './route-table.ts';

interface RegisteredRoute {
  method: string;
  path: string;
}

// Routes as each Fastify instance registers them. buildApp creates its instance itself, so the only way to hear
// every registration (onRoute must be added before the first route) is to wrap the factory it imports.
const registered = vi.hoisted(() => new WeakMap<object, RegisteredRoute[]>());

vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof import('fastify')>();
  // Narrowed to the plain HTTP overload, the one buildApp and the sandboxes call (the generic overloads do not
  // assign to a single signature).
  const create = actual.default as unknown as (options?: FastifyServerOptions) => FastifyInstance;
  const collecting = (options?: FastifyServerOptions) => {
    const app = create(options);
    const routes: RegisteredRoute[] = [];
    registered.set(app, routes);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) routes.push({ method, path: route.url });
    });
    return app;
  };
  const factory = Object.assign(collecting, actual.default) as unknown as typeof actual.default;
  return { ...actual, default: factory, fastify: factory };
});

function routesOf(ctx: TestContext): RegisteredRoute[] {
  const routes = registered.get(ctx.app);
  if (routes === undefined) throw new Error('the app was not built by the wrapped Fastify factory');
  // HEAD twins of GET routes are Fastify's own (exposeHeadRoutes): same handler, same checks.
  const gets = new Set(routes.filter((r) => r.method === 'GET').map((r) => r.path));
  return routes.filter((r) => !(r.method === 'HEAD' && gets.has(r.path)));
}

const isCovered = (path: string) => coveredPrefixes.some((prefix) => path.startsWith(prefix));
const isSandbox = (path: string) => path === '/sandbox' || path.startsWith('/sandbox/');
const keys = (routes: readonly RegisteredRoute[]) => routes.map(routeKey).sort();

let sandboxed: TestContext;
let production: TestContext;

beforeAll(async () => {
  sandboxed = await buildTestApp();
  // Sandbox mode off: the providers' own keys are then required (nothing is called here).
  production = await buildTestApp({
    env: { SANDBOX: '0', TOSS_CLIENT_KEY: 'test_ck_route_table', TOSS_SECRET_KEY: 'test_sk_route_table' },
  });
});
afterAll(async () => {
  await sandboxed?.close();
  await production?.close();
});

describe('the route table', () => {
  it('lists every /api and /auth route the app registers, once', () => {
    const app = keys(routesOf(sandboxed).filter((r) => isCovered(r.path)));
    const table = keys(routeTable);
    expect(new Set(table).size, 'a route is listed twice').toBe(table.length);
    expect(
      app.filter((key) => !table.includes(key)),
      'routes the app registers but the table does not list (add them with their access)',
    ).toEqual([]);
    expect(
      table.filter((key) => !app.includes(key)),
      'routes the table lists but the app does not register',
    ).toEqual([]);
  });

  it('leaves no route outside /api, /auth and the sandboxes', () => {
    const elsewhere = routesOf(sandboxed).filter((r) => !isCovered(r.path) && !isSandbox(r.path));
    expect(keys(elsewhere)).toEqual([]);
  });

  it('keeps the sandboxes under /sandbox and mounts them only in sandbox mode', () => {
    const sandboxRoutes = routesOf(sandboxed).filter((r) => isSandbox(r.path));
    expect(sandboxRoutes.length).toBeGreaterThan(0);
    expect(routeTable.filter((entry) => entry.access === 'sandbox' && !isSandbox(entry.path))).toEqual([]);
    expect(routeTable.filter((entry) => !isCovered(entry.path))).toEqual([]);

    expect(production.config.sandbox).toBe(false);
    const productionRoutes = routesOf(production);
    expect(keys(productionRoutes.filter((r) => isSandbox(r.path)))).toEqual([]);
    // Every API route exists with the sandboxes off: none of them is a sandbox-only back door.
    expect(keys(productionRoutes.filter((r) => isCovered(r.path)))).toEqual(
      keys(routesOf(sandboxed).filter((r) => isCovered(r.path))),
    );
  });

  it('says how to call every route with parameters', () => {
    const withoutRequest = routeTable.filter(
      (entry) => entry.path.includes(':') && entry.request === undefined,
    );
    expect(withoutRequest.map(routeKey)).toEqual([]);
  });
});
