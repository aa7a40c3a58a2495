import type { FastifyInstance } from 'fastify';
import type { WorkspaceModuleDeps } from '../workspaces/workspace-module-deps.ts';

/** `GET /api/coupang/orders` and `GET /api/coupang/products/{sellerProductId}`. */
export function registerCoupangOrderRoutes(_app: FastifyInstance, _deps: WorkspaceModuleDeps): void {}
