import { type ProductDetails, productDetailsSchema } from '@ollida/contracts/product-details';
import { z } from 'zod';

/** Korean issue texts, as the server answers (it configures zod with the same locale). */
const koreanErrors = z.locales.ko().localeError;

const fieldLabels: ReadonlyArray<[RegExp, string]> = [
  [/^(sellerProductName|displayProductName|productName)$/, '상품명'],
  [/^(price|items\.\d+\.(salePrice|originalPrice))$/, '판매가'],
  [/^items\.\d+\.searchTags/, '검색어'],
  [/^(imageUrl|images|items\.\d+\.images)/, '이미지'],
  [/^items/, '옵션'],
];

function labelOf(path: readonly PropertyKey[]): string {
  const joined = path.map(String).join('.');
  return fieldLabels.find(([pattern]) => pattern.test(joined))?.[1] ?? `상품 정보(${joined})`;
}

/** The first reason the draft would be refused by the upload's contract, in Korean; null when it is valid. */
export function draftProblem(details: ProductDetails): string | null {
  const result = productDetailsSchema.safeParse(details, { error: koreanErrors });
  if (result.success) return null;
  const issue = result.error.issues[0];
  return issue === undefined ? '상품 정보를 확인해 주세요.' : `${labelOf(issue.path)}: ${issue.message}`;
}
