import type { FastifyInstance } from 'fastify';
import type { UploadedProductsDeps } from './uploaded-products.module.ts';

/** `GET /api/coupang/products`, `/api/naver/products`, `/api/uploaded-products`, `/api/uploaded-products/uploaders`. */
export function registerProductListRoutes(_app: FastifyInstance, _deps: UploadedProductsDeps): void {}
