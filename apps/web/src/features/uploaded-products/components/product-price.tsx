import type { UploadedProduct } from '@ollida/contracts/uploaded-products';
import { formatWon } from '../../../lib/format';

/** The price the listing went live with: sale price, then supplier cost and margin when the draft was priced. */
export function ProductPrice({ product }: { product: UploadedProduct }) {
  const { price } = product;
  if (price === null) return <span className="text-slate-400">-</span>;
  return (
    <span className="block space-y-0.5">
      <span className="block font-semibold text-slate-900">판매가 {formatWon(price.sale_price)}</span>
      {price.supplier_cost !== null && price.margin !== null && (
        <span className="block text-xs text-slate-600">
          공급가 {formatWon(price.supplier_cost)} · 마진 {formatWon(price.margin)}
          {price.margin_rate !== null && ` (${price.margin_rate}%)`}
        </span>
      )}
    </span>
  );
}
