import { z } from 'zod';

/** `GET /api/health`. */
export const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });
export type Health = z.infer<typeof healthSchema>;

/** `GET /api/app-info`: public facts the SPA needs before sign-in. */
export const appInfoSchema = z.object({
  sandbox: z.boolean(),
  support_email: z.string(),
  extension_url: z.string(),
});
export type AppInfo = z.infer<typeof appInfoSchema>;
