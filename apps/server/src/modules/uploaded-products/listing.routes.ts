import type { FastifyInstance } from 'fastify';
import type { UploadedProductsDeps } from './uploaded-products.module.ts';

/** `POST /api/uploaded-products/listing-states` and `POST /api/uploaded-products/{id}/resend`. */
export function registerListingRoutes(_app: FastifyInstance, _deps: UploadedProductsDeps): void {}
