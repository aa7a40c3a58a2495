import { z } from 'zod';

/**
 * A one-click fix: set the draft field at `path` (dot path into the product details, e.g. `items.0.salePrice`,
 * `displayProductName`, `certifications`) to `value`.
 */
export const reviewFixSchema = z.object({
  label: z.string(),
  path: z.string(),
  value: z.unknown(),
});
export type ReviewFix = z.infer<typeof reviewFixSchema>;

export const reviewCheckSchema = z.object({
  /** Stable code, e.g. `price_unit`, `certification_missing`, `prohibited_word`. */
  code: z.string(),
  /** Errors stop the upload; warnings never do. */
  severity: z.enum(['error', 'warning']),
  /** The draft field to fix: `price`, `name`, `category`, `certification`, `notices`, `options`, `images`, `shipping`. */
  field: z.string(),
  /** Korean, for the seller. */
  detail: z.string(),
  fix: reviewFixSchema.optional(),
});
export type ReviewCheck = z.infer<typeof reviewCheckSchema>;
