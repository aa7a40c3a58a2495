import type { WorkspaceRole } from '@ollida/contracts/workspaces';
import { type WorkspaceAction, workspacePermissions } from '../../src/modules/workspaces/workspace-access.ts';
import type { WalkFixture } from './walk-fixture.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route:
 * - `public`: anyone; `webhook`: anyone (the body is only a hint the server verifies elsewhere)
 * - `user`: any signed-in user, on their own data
 * - `admin`: the site administrator role (users.role = admin)
 * - `workspace:<action>`: a member of the workspace whose role has the right (`workspacePermissions`); anyone else
 *   signed in must find the workspace's resources absent (404)
 * - `storeKey`: a store API key instead of a session
 * - `signedLink`: a short-lived signed link instead of a session
 * - `sandbox`: mounted under /sandbox, only in sandbox mode (no /api or /auth route may be)
 */
export type RouteAccess =
  | 'public'
  | 'user'
  | 'admin'
  | `workspace:${WorkspaceAction}`
  | 'storeKey'
  | 'signedLink'
  | 'webhook'
  | 'sandbox';

/** The callers every route is tried as; the order is the order of the walk (the owner last: its calls succeed). */
export const identities = [
  'anonymous',
  'stranger',
  'siteAdmin',
  'member',
  'workspaceAdmin',
  'owner',
] as const;
export type Identity = (typeof identities)[number];
export type SignedIn = Exclude<Identity, 'anonymous'>;

/** The fixture workspace's role of each identity; the stranger and the site admin are not members. */
export const workspaceRoleOf: Readonly<Record<Identity, WorkspaceRole | null>> = {
  anonymous: null,
  stranger: null,
  siteAdmin: null,
  member: 'member',
  workspaceAdmin: 'admin',
  owner: 'owner',
};

export interface RouteRequest {
  url: string;
  payload?: Record<string, unknown> | Buffer;
  headers?: Record<string, string>;
}

export interface RouteEntry {
  method: HttpMethod;
  /** Exactly as registered (Fastify's `routeOptions.url`). */
  path: string;
  access: RouteAccess;
  /**
   * The concrete request for one caller against the walk's fixture. `storeKey` routes get the key to present
   * (undefined: none). Required when the path has parameters or the route needs a body.
   */
  request?: (fixture: WalkFixture, who: Identity, storeKey?: string) => RouteRequest;
  /** Runs before each caller's request (e.g. a key to revoke must exist, keys an admin may repair must be broken). */
  prepare?: (fixture: WalkFixture) => Promise<void>;
  /** The route ends the caller's session: each caller presents a fresh one. */
  revokesSession?: boolean;
  /** The route makes the fixture workspace disappear: walked after every other route. */
  runsLast?: boolean;
  /** Called on the team's Naver store; every other workspace route is called on its Coupang store. */
  onNaverStore?: boolean;
}

/**
 * What a caller must get:
 * - `unauthenticated`: 401; `forbidden`: 403; `hidden`: 404 from the application (not an unknown route)
 * - `allowed`: past the authorization check: neither 401 nor 403 (a 404 of the caller's own missing data is fine)
 * - `allowedInWorkspace`: past the membership check too: neither 401, 403 nor 404
 * - `refused`: a 4xx other than 401/403 from a check that is not a session check (bad signed link)
 */
export type Outcome =
  | 'unauthenticated'
  | 'forbidden'
  | 'hidden'
  | 'allowed'
  | 'allowedInWorkspace'
  | 'refused';

/** The outcome the access class prescribes for a caller; the whole matrix is this function over the table. */
export function expectedOutcome(access: RouteAccess, who: Identity): Outcome {
  if (access === 'public' || access === 'webhook' || access === 'sandbox') return 'allowed';
  // A bearer token is not a store key or a link signature: every caller is refused alike.
  if (access === 'storeKey') return 'unauthenticated';
  if (access === 'signedLink') return 'refused';
  if (who === 'anonymous') return 'unauthenticated';
  if (access === 'user') return 'allowed';
  if (access === 'admin') return who === 'siteAdmin' ? 'allowed' : 'forbidden';
  const role = workspaceRoleOf[who];
  // Outside the workspace, the site administrator included, its resources must look absent.
  if (role === null) return 'hidden';
  const action = workspaceActionOf(access);
  const allowed: readonly WorkspaceRole[] = workspacePermissions[action];
  return allowed.includes(role) ? 'allowedInWorkspace' : 'forbidden';
}

function workspaceActionOf(access: `workspace:${WorkspaceAction}`): WorkspaceAction {
  const action = access.slice('workspace:'.length);
  if (!isWorkspaceAction(action)) throw new Error(`unknown workspace action in ${access}`);
  return action;
}

export function isWorkspaceAction(value: string): value is WorkspaceAction {
  return Object.hasOwn(workspacePermissions, value);
}

/** `METHOD /path`, the key routes are compared by. */
export const routeKey = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

/** Whether a concrete URL's path fits a registered path (`:name` and `:name(regex)` parameters, `*` wildcards). */
export function pathFits(pattern: string, url: string): boolean {
  const path = url.split('?')[0] ?? '';
  const source = pattern
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      const parameter = /^:[A-Za-z_]+(?:\((.+)\))?$/.exec(segment);
      if (parameter) return parameter[1] ? `(?:${parameter[1].replace(/^\^|\$$/g, '')})` : '[^/]+';
      return segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source}$`).test(path);
}
