import { allProductsQuerySchema } from '@ollida/contracts/investigator';

/** Why a typed `YYYYMMDD` date filter is refused, or undefined (blank is no filter): the contract's own rule and words. */
export function dateFilterError(value: string): string | undefined {
  const parsed = allProductsQuerySchema.shape.date_filter.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}
