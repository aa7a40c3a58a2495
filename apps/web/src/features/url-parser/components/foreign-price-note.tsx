import {
  exchangeRateMissingMessage,
  foreignCostText,
  formatForeignAmount,
} from '@ollida/contracts/foreign-price';
import { overseasCostOf, type PriceRule, priceItem } from '@ollida/contracts/price-rule';
import type { ProductDetails } from '@ollida/contracts/product-details';
import { formatWon } from '../../../lib/format';

interface ForeignPriceNoteProps {
  details: ProductDetails;
  /** The workspace's price rule: with it the note ends with the sale price the upload will carry. */
  rule?: PriceRule;
  /** Opens the workspace's upload settings (where the rates are); without it the note only names them. */
  onOpenSettings?: () => void;
}

/**
 * How a foreign-currency page was priced: the page's amount, the rate with its day and source, the won cost and the
 * sale price after the rule; or, without a rate, why there is no price and where to set one. Nothing on a won page.
 */
export function ForeignPriceNote({ details, rule, onOpenSettings }: ForeignPriceNoteProps) {
  const foreign = details.foreignPrice;
  if (foreign === null || foreign === undefined) return null;
  const item = details.items[0];
  const amount = item?.foreignPrice?.salePrice ?? foreign.amount;
  const cost = foreignCostText(foreign, amount, item?.salePrice ?? details.price);

  if (cost === null) {
    return (
      <div role="alert" className="space-y-1 rounded-lg bg-amber-50 p-2 text-sm text-amber-900">
        <p>
          공급가 {formatForeignAmount(amount, foreign.currency)}:{' '}
          {exchangeRateMissingMessage(foreign.currency)}
        </p>
        <p className="text-xs">
          {onOpenSettings ? (
            <button
              type="button"
              onClick={onOpenSettings}
              className="font-semibold text-indigo-700 underline underline-offset-2"
            >
              업로드 설정에서 환율 입력
            </button>
          ) : (
            '업로드 설정(가격 규칙)에서 환율을 입력할 수 있습니다.'
          )}
          {' 저장한 뒤 다시 파싱하면 원화로 환산됩니다.'}
        </p>
      </div>
    );
  }

  const extra = rule ? overseasCostOf(details, rule) : 0;
  const sale = rule && item ? priceItem(rule, item, extra).salePrice : null;
  return (
    <div className="space-y-0.5 text-xs text-slate-600" data-testid="foreign-price">
      <p className="break-keep">{cost}</p>
      {sale !== null && (
        <p>
          가격 규칙 적용 판매가 <strong className="text-slate-900">{formatWon(sale)}</strong>
          {extra > 0 && ` (해외 배송·통관비 ${formatWon(extra)} 포함)`}
        </p>
      )}
    </div>
  );
}
