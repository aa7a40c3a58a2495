import { type PriceRule, priceItem } from '@ollida/contracts/price-rule';
import type { ProductDetails } from '@ollida/contracts/product-details';
import { TextField } from '../../../components/ui/text-field';
import { formatWon } from '../../../lib/format';

interface DraftPriceRowsProps {
  supplier: ProductDetails;
  rule: PriceRule;
  salePrices: readonly string[];
  errors: Record<number, string> | undefined;
  onChange: (index: number, value: string) => void;
}

/** One row per item: the supplier price, what the rule makes of it, and the sale price the seller may override. */
export function DraftPriceRows({ supplier, rule, salePrices, errors, onChange }: DraftPriceRowsProps) {
  return (
    <ul aria-label="옵션별 판매가" className="max-h-72 space-y-3 overflow-y-auto pr-1">
      {supplier.items.map((item, index) => {
        const ruled = priceItem(rule, item);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the items are fixed while the editor is open (never reordered).
          <li key={index} className="rounded-lg border border-slate-200 p-3">
            <p className="text-sm font-medium text-slate-900">{item.itemName}</p>
            <p className="mb-2 text-xs text-slate-600">
              공급가 {formatWon(item.salePrice)} → 규칙 적용 {formatWon(ruled.salePrice)}
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
          </li>
        );
      })}
    </ul>
  );
}
