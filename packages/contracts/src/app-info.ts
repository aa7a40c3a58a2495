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

/**
 * Who runs the service, as the footer, terms and privacy policy must show it (전자상거래법 제10조·제13조, 개인정보
 * 보호법 제30조). From the server's BUSINESS_* settings; `sample` when some of them are the marked demo values.
 */
export const businessInfoSchema = z.object({
  sample: z.boolean(),
  /** 상호 */
  name: z.string(),
  /** 대표자 */
  ceo: z.string(),
  /** 사업자등록번호, "123-45-67890" */
  registration_number: z.string(),
  /** 통신판매업 신고번호 with its 신고 기관; null for a business exempt from the report */
  mail_order_report_number: z.string().nullable(),
  address: z.string(),
  phone: z.string(),
  /** The customer-support address (SUPPORT_EMAIL) */
  email: z.string(),
  /** 호스팅 제공자 */
  hosting_provider: z.string(),
  /** 개인정보 보호책임자 */
  privacy_officer: z.object({ name: z.string(), contact: z.string() }),
});
export type BusinessInfo = z.infer<typeof businessInfoSchema>;

/** `GET /api/app-info`: public facts the SPA needs before sign-in. */
export const appInfoSchema = z.object({
  sandbox: z.boolean(),
  support_email: z.string(),
  extension_url: z.string(),
  business: businessInfoSchema,
  /** Days access-log lines (IP address, path, browser) are kept, for the privacy policy. */
  access_log_retention_days: z.number().int(),
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
