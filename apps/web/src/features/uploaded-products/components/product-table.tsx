import type { UploadedProduct } from '@ollida/contracts/uploaded-products';
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

const headers = ['이미지', '상품명', '가격', '스토어', '소싱처', '상태', '업로드일', '관리'] as const;

/** List view: one table line per upload (docs/product/products-and-orders.md#columns-and-links). */
export function ProductTable({
  products,
  handlers,
}: {
  products: readonly UploadedProduct[];
  handlers: RowHandlers;
}) {
  return (
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="table-cards w-full text-left text-sm md:min-w-[960px]">
        <caption className="sr-only">업로드한 상품 표</caption>
        <thead className="bg-slate-50 text-xs font-semibold text-slate-600">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="px-3 py-2">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {products.map((product) => (
            <tr
              key={product.id}
              aria-label={product.displayProductName}
              className="align-top max-md:space-y-2"
            >
              <td data-label="이미지" className="px-3 py-3">
                <ProductThumbnail product={product} className="size-16 rounded-lg" />
              </td>
              <td data-label="상품명" className="max-w-xs px-3 py-3">
                <ProductNames product={product} />
              </td>
              <td data-label="가격" className="whitespace-nowrap px-3 py-3">
                <ProductPrice product={product} />
              </td>
              <td data-label="스토어" className="px-3 py-3">
                <StoreInfo product={product} />
              </td>
              <td data-label="소싱처" className="px-3 py-3">
                <SourcingShop product={product} />
              </td>
              <td data-label="상태" className="space-y-1.5 px-3 py-3">
                <UploadStatus product={product} onShow={() => handlers.onShowResponse(product)} />
                <ListingStateView product={product} handlers={handlers} />
              </td>
              <td data-label="업로드일" className="px-3 py-3">
                <UploadDate product={product} />
              </td>
              <td data-label="관리" className="space-y-2 px-3 py-3">
                <ProductLinks product={product} />
                <RowActions product={product} handlers={handlers} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
