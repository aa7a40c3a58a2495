import type { UploadedProduct } from '@ollida/contracts/uploaded-products';
import { useId } from 'react';
import { ListingStateView } from './listing-state-view';
import {
  ProductLinks,
  ProductNames,
  ProductThumbnail,
  RowActions,
  SourcingShop,
  StoreInfo,
  UploadDate,
  UploadStatus,
} from './product-cells';
import { ProductPrice } from './product-price';
import type { RowHandlers } from './row-handlers';

function ProductCard({ product, handlers }: { product: UploadedProduct; handlers: RowHandlers }) {
  const nameId = useId();
  return (
    <article
      aria-labelledby={nameId}
      className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <ProductThumbnail product={product} className="aspect-square w-full" />
      <div className="flex flex-1 flex-col gap-3 p-3">
        <ProductNames product={product} nameId={nameId} />
        <StoreInfo product={product} />
        <ProductPrice product={product} />
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs text-slate-500">
          <dt>소싱처</dt>
          <dd>
            <SourcingShop product={product} />
          </dd>
          <dt>업로드일</dt>
          <dd>
            <UploadDate product={product} />
          </dd>
        </dl>
        <div className="space-y-1.5">
          <UploadStatus product={product} onShow={() => handlers.onShowResponse(product)} />
          <ListingStateView product={product} handlers={handlers} />
        </div>
        <div className="mt-auto space-y-2">
          <ProductLinks product={product} />
          <RowActions product={product} handlers={handlers} />
        </div>
      </div>
    </article>
  );
}

/** Grid view (the default): one card per upload with the same information as the list. */
export function ProductGrid({
  products,
  handlers,
}: {
  products: readonly UploadedProduct[];
  handlers: RowHandlers;
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 2xl:grid-cols-5">
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} handlers={handlers} />
        </li>
      ))}
    </ul>
  );
}
