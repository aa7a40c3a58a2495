import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { storeApiKeyHeader, uploadWithKeyPaths } from '@ollida/contracts/extension';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Identity, type RouteEntry, routeKey } from './authorization/route-entry.ts';
import { routeTable } from './authorization/route-table.ts';
import { startWalkWorld, type WalkWorld } from './authorization/walk-fixture.ts';
import { hostileBodies, hostileValues } from './hostile-values.ts';
import { type ArbitraryOptions, type JsonSchema, valueArbitrary } from './schema-arbitrary.ts';

// Every operation of the OpenAPI document, called with requests generated from its own parameter and body schemas
// (mixed with the fixture's real ids and with hostile values), as a caller who may use it and anonymously. No answer
// may be a 5xx; a JSON 4xx must say what went wrong as {detail, code}. fast-check prints the seed and the shrunk
// request of a failure; FUZZ_SEED=<seed> repeats a run.

// Nothing generated may make the server reach past this machine: no address counts as public (a URL the fuzz makes
// up, an IP literal included, is refused as a private one), and host names resolve without asking any DNS server.
// The sandboxes and the demo shop are under the fetcher's allowed prefixes, which skip both checks.
vi.mock('../src/sources/address-policy.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../src/sources/address-policy.ts')>()),
  isPublicAddress: () => false,
}));
vi.mock('../src/sources/vetted-lookup.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../src/sources/vetted-lookup.ts')>();
  const privateOnly: typeof actual.systemResolver = async (hostname) =>
    hostname === 'localhost' ? [{ address: '127.0.0.1', family: 4 }] : [{ address: '10.0.0.1', family: 4 }];
  return { ...actual, systemResolver: privateOnly };
});

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
}

interface FuzzedOperation {
  method: string;
  /** As the document writes it (`{name}` parameters). */
  path: string;
  operation: Operation;
  entry: RouteEntry;
}

interface FuzzRequest {
  url: string;
  body?: string;
}

type Caller = Exclude<Identity, 'stranger' | 'member' | 'workspaceAdmin'>;

const seed = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
// Enough to reach every branch of a schema a few times; the whole file stays well under two minutes on two cores.
const signedInRuns = 50;
const anonymousRuns = 10;

let world: WalkWorld;
let extensionFolder: string;
let document: { paths: Record<string, Record<string, Operation>> };
let options: ArbitraryOptions;
let sent = 0;

/** Registered paths write parameters as `:name` (some with a pattern); the document as `{name}`. */
const documentPath = (path: string) => path.replace(/:([A-Za-z_]+)(?:\([^/]*\))?/g, '{$1}');

/** Fastify's documentation routes and the hosted-picture wildcard are hidden from the document by design. */
const undocumented = ['GET /api/docs', 'GET /api/docs/openapi.json', 'GET /api/docs/docs.css', 'GET /i/*'];

const documented = routeTable.filter((e) => e.access !== 'sandbox' && !undocumented.includes(routeKey(e)));
// Routes that end the fixture store go last.
const fuzzedRoutes = [...documented.filter((e) => !e.runsLast), ...documented.filter((e) => e.runsLast)];

beforeAll(async () => {
  extensionFolder = builtExtension();
  world = await startWalkWorld({ extensionDist: extensionFolder });
  document = world.ctx.app.swagger() as typeof document;
  options = knownValues(world);
}, 120_000);
afterAll(async () => {
  await world?.close();
  rmSync(extensionFolder, { recursive: true, force: true });
});

/** A built extension as the build leaves it, so the download route has something to hand out. */
function builtExtension(): string {
  const folder = mkdtempSync(join(tmpdir(), 'ollida-fuzz-extension-'));
  writeFileSync(
    join(folder, 'manifest.json'),
    JSON.stringify({ manifest_version: 3, name: '올리다', host_permissions: ['http://localhost:3000/*'] }),
  );
  writeFileSync(join(folder, 'config.json'), JSON.stringify({ serverUrl: 'http://localhost:3000' }));
  return folder;
}

function operationOf(entry: RouteEntry): FuzzedOperation {
  const path = documentPath(entry.path);
  const operation = document.paths[path]?.[entry.method.toLowerCase()];
  if (operation === undefined) throw new Error(`${routeKey(entry)} is not in the OpenAPI document`);
  return { method: entry.method, path, operation, entry };
}

function knownValues({ fixture }: WalkWorld): ArbitraryOptions {
  const own = Object.values(fixture.own);
  const workspaceIds = [fixture.coupang.workspaceId, fixture.naver.workspaceId];
  const today = fixture.today;
  return {
    known: {
      id: [
        ...workspaceIds,
        fixture.product.id,
        ...own.flatMap((o) => [o.readNotificationId, o.searchRecordId, o.crawlSessionId]),
      ],
      workspace_id: workspaceIds,
      store_id: workspaceIds,
      wingAccount: [fixture.coupang.wingAccount],
      batch_id: [fixture.batchId],
      sellerProductId: [fixture.product.sellerProductId],
      ids: [[fixture.product.id]],
      email: [fixture.leaverEmail, fixture.users.member.email],
      uploader_email: [fixture.users.member.email],
      createdAtFrom: [fixture.weekAgo],
      createdAtTo: [today],
      date: [today],
      date_filter: [today.replaceAll('-', '')],
      returnCenterCode: [fixture.coupang.returnCenterCode],
      outboundShippingPlaceCode: [fixture.coupang.shippingPlaceCode],
      url: [fixture.shopProductUrl],
      urls: [[fixture.shopProductUrl, 'not a url']],
      product_details: [fixture.draft],
      order_id: own.map((o) => o.paymentOrderId),
      amount: own.map((o) => o.paymentAmount),
      ip: ['203.0.113.9'],
      ip_address: ['203.0.113.9'],
    },
    hostile: hostileValues,
    urls: [
      fixture.shopProductUrl,
      fixture.draft.images[0] ?? fixture.shopProductUrl,
      'http://127.0.0.1:1/refused',
      'http://10.0.0.1/private',
      'https://nowhere.invalid/p/1',
      'file:///etc/passwd',
      'javascript:alert(1)',
    ],
  };
}

/** A value as it travels in a URL (a lone surrogate has no UTF-8 form: it travels as U+FFFD, as a browser sends it). */
const asText = (value: unknown) =>
  (typeof value === 'string'
    ? value
    : value !== null && typeof value === 'object'
      ? JSON.stringify(value)
      : String(value)
  ).replace(/\p{Cs}/gu, '\ufffd');

/**
 * Half the requests carry only valid and known values, so that deep bodies (a whole product draft) reach the handler;
 * the other half put hostile values anywhere, and a hostile extra query parameter or body.
 */
function requestArbitrary(fuzzed: FuzzedOperation): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(requestsWith(fuzzed, { ...options, hostile: [] }), requestsWith(fuzzed, options));
}

function requestsWith(
  { method, path, operation }: FuzzedOperation,
  values: ArbitraryOptions,
): fc.Arbitrary<FuzzRequest> {
  const hostile = values.hostile.length > 0;
  const parameters = operation.parameters ?? [];
  const pathParameters = parameters.filter((p) => p.in === 'path');
  const queryParameters = parameters.filter((p) => p.in === 'query');
  const pathArbitrary = fc.record(
    Object.fromEntries(pathParameters.map((p) => [p.name, valueArbitrary(p.schema, values, p.name)])),
  );
  const queryArbitrary = fc.record(
    Object.fromEntries(queryParameters.map((p) => [p.name, valueArbitrary(p.schema, values, p.name)])),
    { requiredKeys: queryParameters.filter((p) => p.required).map((p) => p.name) },
  );
  const extraQuery = hostile
    ? fc.option(fc.tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...values.hostile)), { freq: 5 })
    : fc.constant(null);
  // JSON bodies only: the CSV upload, a multipart file the document does not describe, gets hostile JSON bodies here
  // and hostile file contents in csv-formulas.test.ts.
  const bodySchema = operation.requestBody?.content['application/json']?.schema;
  const schemaBody: fc.Arbitrary<string | undefined> =
    bodySchema === undefined
      ? fc.constant(undefined)
      : valueArbitrary(bodySchema, values).map((body) => JSON.stringify(body));
  const bodyArbitrary = ['GET', 'HEAD'].includes(method)
    ? fc.constant(undefined)
    : hostile
      ? fc.oneof(
          { arbitrary: schemaBody, weight: 8 },
          { arbitrary: fc.constantFrom(...hostileBodies), weight: 1 },
        )
      : schemaBody;
  return fc
    .tuple(pathArbitrary, queryArbitrary, extraQuery, bodyArbitrary)
    .map(([params, query, extra, body]) => {
      const filled = path.replace(/\{([A-Za-z_]+)\}/g, (_, name: string) =>
        encodeURIComponent(asText(params[name])),
      );
      const search = new URLSearchParams();
      for (const [name, value] of Object.entries(query)) {
        for (const item of Array.isArray(value) ? value : [value]) search.append(name, asText(item));
      }
      if (extra !== null) search.append(extra[0], asText(extra[1]));
      const queryText = search.toString();
      return {
        url: queryText === '' ? filled : `${filled}?${queryText}`,
        ...(body === undefined ? {} : { body }),
      };
    });
}

/** Who may call a route (the fixture's owner, the site administrator, a store key) besides anyone at all. */
function callerOf(entry: RouteEntry): Caller | 'storeKey' | undefined {
  if (entry.access === 'storeKey') return 'storeKey';
  if (entry.access === 'admin') return 'siteAdmin';
  if (entry.access === 'user' || entry.access.startsWith('workspace:')) return 'owner';
  return undefined;
}

async function send(
  fuzzed: FuzzedOperation,
  request: FuzzRequest,
  credentials: Record<string, string>,
): Promise<LightMyRequestResponse> {
  sent += 1;
  return world.ctx.app.inject({
    method: fuzzed.method as 'GET',
    url: request.url,
    // An address per request: per-address limits and the probe ban never decide what a later request gets.
    remoteAddress: `198.18.${Math.floor(sent / 250) % 256}.${(sent % 250) + 1}`,
    headers: {
      ...credentials,
      ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(request.body === undefined ? {} : { payload: request.body }),
  });
}

function expectNoServerError(fuzzed: FuzzedOperation, response: LightMyRequestResponse): void {
  const where = `${fuzzed.method} ${fuzzed.path} answered ${response.statusCode}: ${response.body.slice(0, 500)}`;
  if (response.statusCode >= 500) throw new Error(where);
  const json = String(response.headers['content-type'] ?? '').includes('application/json');
  if (response.statusCode >= 400 && json) {
    const body: unknown = JSON.parse(response.body);
    const { detail, code } = (typeof body === 'object' && body !== null ? body : {}) as Record<
      string,
      unknown
    >;
    if (typeof detail !== 'string' || typeof code !== 'string')
      throw new Error(`no {detail, code}: ${where}`);
  }
}

async function fuzz(fuzzed: FuzzedOperation, caller: Caller | 'storeKey'): Promise<void> {
  const { fixture } = world;
  // A fresh key of the store the route lists on (the walk of other routes may have replaced the last one).
  const storeKey =
    caller === 'storeKey'
      ? await fixture.newStoreKey(fuzzed.path === uploadWithKeyPaths.naver ? 'naver' : 'coupang')
      : undefined;
  const credentials = async (): Promise<Record<string, string>> => {
    if (storeKey !== undefined) return { [storeApiKeyHeader]: storeKey };
    if (caller === 'anonymous' || caller === 'storeKey') return {};
    const token = fuzzed.entry.revokesSession ? await fixture.freshToken(caller) : fixture.tokens[caller];
    return { authorization: `Bearer ${token}` };
  };
  await fc.assert(
    fc.asyncProperty(requestArbitrary(fuzzed), async (request) => {
      expectNoServerError(fuzzed, await send(fuzzed, request, await credentials()));
    }),
    { numRuns: caller === 'anonymous' ? anonymousRuns : signedInRuns, seed },
  );
}

describe('the OpenAPI document', () => {
  it('describes every route but the documentation itself and the picture wildcard', () => {
    const inDocument = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const expected = documented.map((e) => `${e.method} ${documentPath(e.path)}`);
    expect(inDocument.sort()).toEqual(expected.sort());
  });
});

describe('generated requests never meet a server error', () => {
  for (const entry of fuzzedRoutes) {
    it(`${routeKey(entry)} [${entry.access}]`, async () => {
      const fuzzed = operationOf(entry);
      const caller = callerOf(entry);
      if (caller !== undefined) await fuzz(fuzzed, caller);
      await fuzz(fuzzed, 'anonymous');
    });
  }
});
