/** Korean names of the review checks' `field`. */
export const reviewFieldLabels: Readonly<Record<string, string>> = {
  price: '가격',
  name: '상품명',
  category: '카테고리',
  certification: '인증 정보',
  notices: '상품정보제공고시',
  options: '옵션',
  images: '이미지',
  shipping: '배송',
};

export function reviewFieldLabel(field: string): string {
  return reviewFieldLabels[field] ?? field;
}
