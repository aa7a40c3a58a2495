import { z } from 'zod';

/** `GET /api/health`: liveness, the process answers (no database round trip). */
export const healthSchema = z.object({ status: z.literal('ok') });
export type Health = z.infer<typeof healthSchema>;

/** `GET /api/ready`: readiness to take traffic (database, migrations, job runner); 503 `{detail, code}` otherwise. */
export const readinessSchema = z.object({
  status: z.literal('ready'),
  database: z.literal('ok'),
  migrations: z.literal('ok'),
  /** `running`: this process takes jobs; `enqueue-only`: it only sends them (`RUN_JOBS=0`). */
  jobs: z.enum(['running', 'enqueue-only']),
});
export type Readiness = z.infer<typeof readinessSchema>;

/** `GET /api/app-info`: public facts the SPA needs before sign-in. */
export const appInfoSchema = z.object({
  sandbox: z.boolean(),
  support_email: z.string(),
  extension_url: z.string(),
  /** Sandbox mode only: the demo store keys the create-workspace form offers to fill in. */
  sandbox_demo: z
    .object({
      coupang: z.object({
        wing_account: z.string(),
        vendor_code: z.string(),
        access_key: z.string(),
        secret_key: z.string(),
      }),
      naver: z.object({ client_id: z.string(), client_secret: z.string() }),
    })
    .optional(),
});
export type AppInfo = z.infer<typeof appInfoSchema>;
