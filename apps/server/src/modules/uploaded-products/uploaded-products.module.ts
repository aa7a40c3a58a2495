import type { FastifyInstance } from 'fastify';
import type { PageCacheOptions } from '../../platform/page-cache.ts';
import type { UploadService } from '../uploads/index.ts';
import type { WorkspaceModuleDeps } from '../workspaces/index.ts';
import { registerListingRoutes } from './listing.routes.ts';
import { registerProductListRoutes } from './product-list.routes.ts';

export interface UploadedProductsDeps extends WorkspaceModuleDeps {
  uploader: UploadService;
  /** Bounds of the list's page cache (default 500 pages); the benchmark turns it off to measure the queries. */
  productListCache?: PageCacheOptions;
}

/** The uploaded-product list (docs/product/products-and-orders.md#uploaded-product-list), Wing review states and sending a fixed draft again. */
export function registerUploadedProducts(app: FastifyInstance, deps: UploadedProductsDeps): void {
  registerProductListRoutes(app, deps);
  registerListingRoutes(app, deps);
}
