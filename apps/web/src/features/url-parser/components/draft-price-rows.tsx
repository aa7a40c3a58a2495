import { formatForeignAmount } from '@ollida/contracts/foreign-price';
import { priceSummaryOf } from '@ollida/contracts/listing-review';
import { overseasCostOf, type PriceRule, priceItem } from '@ollida/contracts/price-rule';
import type { ProductDetails, ProductItem } from '@ollida/contracts/product-details';
import { TextField } from '../../../components/ui/text-field';
import { formatWon } from '../../../lib/format';
import { reviewPriceText } from './listing-review-panel';

interface DraftPriceRowsProps {
  supplier: ProductDetails;
  rule: PriceRule;
  salePrices: readonly string[];
  errors: Record<number, string> | undefined;
  onChange: (index: number, value: string) => void;
}

/**
 * The item's supplier price as the seller reads it: won, or on a foreign-currency page the page's amount with its won
 * cost (`¥12.30 (2,400원)`) plus the overseas cost, or that it has no rate.
 */
function supplierText(supplier: ProductDetails, item: ProductItem, extra: number): string {
  const foreign = supplier.foreignPrice;
  if (foreign === null || foreign === undefined) return `공급가 ${formatWon(item.salePrice)}`;
  const amount = formatForeignAmount(item.foreignPrice?.salePrice ?? foreign.amount, foreign.currency);
  if (foreign.wonPerUnit === null) return `공급가 ${amount} (${foreign.currency} 환율 없음)`;
  const overseas = extra > 0 ? ` + 해외 배송·통관비 ${formatWon(extra)}` : '';
  return `공급가 ${amount} (${formatWon(item.salePrice)})${overseas}`;
}

/** What the typed sale price gives against the item's supplier cost; null while the price is not a whole positive number. */
function typedPriceText(
  supplier: ProductDetails,
  item: ProductItem,
  typed: string,
  extra: number,
): string | null {
  const salePrice = Number(typed);
  if (typed.trim() === '' || !Number.isInteger(salePrice) || salePrice <= 0) return null;
  const priced = { ...item, supplierPrice: item.salePrice, salePrice, originalPrice: salePrice };
  return reviewPriceText(priceSummaryOf({ ...supplier, price: salePrice, items: [priced] }, extra));
}

/**
 * One row per item: the supplier price, what the rule makes of it, the sale price the seller may override and the
 * margin that price leaves.
 */
export function DraftPriceRows({ supplier, rule, salePrices, errors, onChange }: DraftPriceRowsProps) {
  const extra = overseasCostOf(supplier, rule);
  return (
    <ul aria-label="옵션별 판매가" className="max-h-72 space-y-3 overflow-y-auto pr-1">
      {supplier.items.map((item, index) => {
        const ruled = priceItem(rule, item, extra);
        const typed = typedPriceText(supplier, item, salePrices[index] ?? '', extra);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the items are fixed while the editor is open (never reordered).
          <li key={index} className="rounded-lg border border-slate-200 p-3">
            <p className="text-sm font-medium text-slate-900">{item.itemName}</p>
            <p className="mb-2 text-xs text-slate-600">
              {supplierText(supplier, item, extra)} → 규칙 적용 {formatWon(ruled.salePrice)}
            </p>
            <TextField
              label={`${item.itemName} 판매가 (원)`}
              type="number"
              inputMode="numeric"
              min={0}
              step={10}
              value={salePrices[index] ?? ''}
              onValueChange={(value) => onChange(index, value)}
              error={errors?.[index]}
            />
            {typed && (
              <p className="mt-1 text-xs text-slate-700" data-testid="draft-item-price">
                {typed}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
