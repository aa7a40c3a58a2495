import type { ProductDetails } from '@ollida/contracts/product-details';
import { formatWon } from '@ollida/contracts/won';
import { error, type ReviewCheck, warning } from './review-check.ts';

const maxPrice = 999_999_990;

/** Every item: a price above 0, in 10-won steps, a list price not below it, and not sold under its cost. */
export function priceChecks(details: ProductDetails, overseasCost: number): ReviewCheck[] {
  const checks: ReviewCheck[] = [];
  details.items.forEach((item, index) => {
    const label = details.items.length > 1 ? `옵션 '${item.itemName}'의 ` : '';
    const path = `items.${index}.salePrice`;
    if (item.salePrice <= 0) {
      checks.push(error('price_missing', 'price', `${label}판매가가 0원입니다. 판매가를 입력해 주세요.`));
      return;
    }
    if (item.salePrice % 10 !== 0) {
      const rounded = Math.min(maxPrice, Math.ceil(item.salePrice / 10) * 10);
      checks.push(
        error(
          'price_unit',
          'price',
          `${label}판매가 ${formatWon(item.salePrice)}은 10원 단위가 아닙니다. 쿠팡과 네이버는 10원 단위 가격만 받습니다.`,
          { label: `${formatWon(rounded)}으로 고치기`, path, value: rounded },
        ),
      );
    }
    if (item.originalPrice > 0 && item.originalPrice < item.salePrice) {
      checks.push(
        error(
          'list_price_below_sale',
          'price',
          `${label}정가 ${formatWon(item.originalPrice)}이 판매가 ${formatWon(item.salePrice)}보다 낮습니다.`,
          { label: '정가를 판매가와 같게', path: `items.${index}.originalPrice`, value: item.salePrice },
        ),
      );
    }
    const supplier = item.supplierPrice;
    if (
      supplier !== undefined &&
      supplier !== null &&
      supplier > 0 &&
      item.salePrice < supplier + overseasCost
    ) {
      checks.push(
        warning(
          'price_below_cost',
          'price',
          `${label}판매가 ${formatWon(item.salePrice)}이 공급가 ${formatWon(supplier + overseasCost)}보다 낮아 팔수록 손해입니다.`,
        ),
      );
    }
  });
  return checks;
}
