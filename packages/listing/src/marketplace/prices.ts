import { MappingError } from './mapping-error.ts';

/** Both marketplaces take prices in steps of 10 won; rounding down never charges more than the seller set. */
export function floorTo10(won: number): number {
  return Math.max(0, Math.floor(won / 10) * 10);
}

/** The sale price as the marketplaces accept it, or a MappingError when the draft has none. */
export function salePriceOf(won: number): number {
  const price = floorTo10(won);
  if (price <= 0) throw new MappingError('판매가가 없습니다. 초안에서 판매가를 입력해 주세요.', 'price');
  return price;
}
