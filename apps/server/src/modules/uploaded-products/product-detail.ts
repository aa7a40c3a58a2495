import type { UploadedProduct } from '@ollida/contracts/uploaded-products';
import type { Database } from '../../db/client.ts';
import { createUploadPayloads } from '../uploads/index.ts';
import { productNotFound, requireVisible } from './listing-refresh.ts';
import type { ListingRepo } from './listing-repo.ts';
import { uploadedProductOf } from './product-list-view.ts';

/** The draft's items as stored (each a record), or none when the draft holds no items array. */
function draftItems(details: unknown): Record<string, unknown>[] {
  const items = typeof details === 'object' && details !== null ? Reflect.get(details, 'items') : undefined;
  return Array.isArray(items) ? items.filter((item) => typeof item === 'object' && item !== null) : [];
}

/** `GET /api/uploaded-products/{id}`: one product the user may see, with the whole draft and request it sent. */
export function createProductDetail(deps: { db: Database; repo: ListingRepo }) {
  const payloads = createUploadPayloads(deps.db);
  return {
    async get(userId: string, id: string): Promise<UploadedProduct> {
      const [visible] = await requireVisible(deps.repo, userId, [id]);
      if (visible === undefined) throw productNotFound();
      const { product, workspace } = visible;
      const productDetails = await payloads.hydrate(product.productDetails, product.payloadHashes);
      const [first] = draftItems(productDetails);
      return uploadedProductOf(
        {
          ...product,
          productDetails,
          itemSalePrice: first?.salePrice,
          itemSupplierPrice: first?.supplierPrice,
        },
        workspace,
      );
    },
  };
}
