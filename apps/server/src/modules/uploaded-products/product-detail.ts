import type { UploadedProduct } from '@ollida/contracts/uploaded-products';
import type { Database } from '../../db/client.ts';
import { createUploadPayloads } from '../uploads/upload-payloads.ts';
import { productNotFound, requireVisible } from './listing-refresh.ts';
import type { ListingRepo } from './listing-repo.ts';
import { uploadedProductOf } from './product-list-view.ts';

/** `GET /api/uploaded-products/{id}`: one product the user may see, with the whole draft and request it sent. */
export function createProductDetail(deps: { db: Database; repo: ListingRepo }) {
  const payloads = createUploadPayloads(deps.db);
  return {
    async get(userId: string, id: string): Promise<UploadedProduct> {
      const [visible] = await requireVisible(deps.repo, userId, [id]);
      if (visible === undefined) throw productNotFound();
      const { product, workspace } = visible;
      const productDetails = await payloads.hydrate(product.productDetails, product.payloadHashes);
      return uploadedProductOf({ ...product, productDetails }, workspace);
    },
  };
}
