import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defaultDangerousPathPatterns } from '@ollida/contracts/admin';
import type { BusinessInfo } from '@ollida/contracts/app-info';
import { TOSS_DEMO_CLIENT_KEY, TOSS_DEMO_SECRET_KEY } from '@ollida/sandbox/toss/demo-accounts';
import { z } from 'zod';
import { resolveBusiness } from './config-business.ts';
import { resolveSuppliers } from './config-suppliers.ts';

const minSecretLength = 32;
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optionalString = z.preprocess(blankToUndefined, z.string().optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  PUBLIC_URL: z.preprocess(blankToUndefined, z.url().optional()),
  DATABASE_URL: z.preprocess(blankToUndefined, z.url().optional()),
  DATA_DIR: z.string().default('./data'),
  APP_SECRET: optionalString,
  ADMIN_EMAILS: z.string().default(''),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_ISSUER: z.preprocess(blankToUndefined, z.url().optional()),
  COUPANG_API_BASE: z.preprocess(blankToUndefined, z.url().optional()),
  NAVER_API_BASE: z.preprocess(blankToUndefined, z.url().optional()),
  TOSS_API_BASE: z.preprocess(blankToUndefined, z.url().optional()),
  TOSS_CLIENT_KEY: optionalString,
  TOSS_SECRET_KEY: optionalString,
  DOMEGGOOK_API_KEY: optionalString,
  DOMEGGOOK_API_BASE: z.preprocess(blankToUndefined, z.url().optional()),
  OWNERCLAN_USERNAME: optionalString,
  OWNERCLAN_PASSWORD: optionalString,
  OWNERCLAN_AUTH_BASE: z.preprocess(blankToUndefined, z.url().optional()),
  OWNERCLAN_API_BASE: z.preprocess(blankToUndefined, z.url().optional()),
  SANDBOX: z.preprocess(blankToUndefined, z.enum(['0', '1']).optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(1024 * 1024),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(30),
  TRUST_PROXY: z.string().default(''),
  ACCESS_LOG_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  SECURITY_BLOCK_PATTERNS: z.preprocess(blankToUndefined, z.string().max(4000).optional()),
  IP_BLOCK_REFRESH_SECONDS: z.coerce.number().min(0.1).max(5).default(2),
  CRAWL_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  FAILED_UPLOADS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(100),
  FAILED_UPLOAD_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  PARSE_CPU_LIMIT_MS: z.coerce.number().int().min(100).max(120_000).default(5_000),
  SUPPORT_EMAIL: z.email().default('support@ollida.kr'),
  EXTENSION_URL: z.preprocess(blankToUndefined, z.url().optional()),
  BUSINESS_NAME: optionalString,
  BUSINESS_CEO: optionalString,
  BUSINESS_REGISTRATION_NUMBER: optionalString,
  MAIL_ORDER_REPORT_NUMBER: optionalString,
  BUSINESS_ADDRESS: optionalString,
  BUSINESS_PHONE: optionalString,
  HOSTING_PROVIDER: optionalString,
  PRIVACY_OFFICER_NAME: optionalString,
  PRIVACY_OFFICER_CONTACT: optionalString,
  RUN_JOBS: z.preprocess(blankToUndefined, z.enum(['0', '1']).default('1')),
  IMAGE_STORAGE: z.preprocess(blankToUndefined, z.enum(['disk', 's3']).default('disk')),
  IMAGE_BUCKET_ENDPOINT: z.preprocess(blankToUndefined, z.url().optional()),
  IMAGE_BUCKET_NAME: optionalString,
  IMAGE_BUCKET_REGION: optionalString,
  IMAGE_BUCKET_ACCESS_KEY_ID: optionalString,
  IMAGE_BUCKET_SECRET_ACCESS_KEY: optionalString,
  IMAGE_BUCKET_PREFIX: optionalString,
});

/** Every environment variable the server reads (documented one by one in `.env.example`). */
export const configVariables = Object.keys(envSchema.shape);

export interface GoogleConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface TossConfig {
  baseUrl: string;
  /** Public key the browser SDK takes. */
  clientKey: string;
  /** Server-only key for confirm and cancel. */
  secretKey: string;
}

/** Where each marketplace and payment API lives: the real services, or the mounted sandboxes. */
export interface IntegrationsConfig {
  coupangBaseUrl: string;
  naverBaseUrl: string;
  toss: TossConfig;
}

/** Official supplier APIs used instead of scraping; null when their credentials are not set (docs/product/search-and-investigator.md#crawler-tab). */
export interface SuppliersConfig {
  domeggook: { baseUrl: string; apiKey: string } | null;
  ownerclan: { authUrl: string; apiUrl: string; username: string; password: string } | null;
}

/** Where hosted pictures (`${PUBLIC_URL}/i/…`, modules/hosted-images) are kept. */
export type ImageStorageConfig =
  | { kind: 'disk'; dir: string }
  | {
      kind: 's3';
      endpoint: string;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      prefix: string;
    };

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  appSecret: string;
  adminEmails: ReadonlySet<string>;
  sandbox: boolean;
  google: GoogleConfig;
  integrations: IntegrationsConfig;
  suppliers: SuppliersConfig;
  /** URL prefixes the SSRF-safe fetcher may reach on a local address: the app's own demo shop in sandbox mode. */
  sourceAllowedPrefixes: string[];
  /** Fastify `trustProxy`: false, a hop count, or the proxies' addresses/CIDRs whose X-Forwarded-For is believed. */
  trustProxy: boolean | number | string;
  /** Days access-log lines and their hourly rollups are kept. */
  accessLogRetentionDays: number;
  /** Path substrings (case-insensitive) that make the security system block the asking address. */
  dangerousPathPatterns: readonly string[];
  /** How often each instance checks the shared block list for changes (at most 5 s). */
  ipBlockRefreshMs: number;
  /** The least pause between two Investigator requests to one host (robots.txt Crawl-delay can ask for more). */
  crawlDelayMs: number;
  /** A user's failed upload attempts in the last hour past which new uploads are refused. */
  failedUploadsPerHour: number;
  /** Days a failed upload attempt is kept (successful ones are kept). */
  failedUploadRetentionDays: number;
  /** CPU time one page may take to be read (decode + extract) before it is refused and its parser thread restarted. */
  parseCpuLimitMs: number;
  logLevel: string;
  bodyLimitBytes: number;
  authRateLimitPerMinute: number;
  supportEmail: string;
  extensionUrl: string;
  /** The business identity of the footer, terms and privacy policy (BUSINESS_*; marked samples in sandbox mode). */
  business: BusinessInfo;
  /**
   * Whether this process takes bulk-registration and crawl jobs. false (`RUN_JOBS=0`): an HTTP instance that only
   * enqueues, with `main-worker` processes running the jobs.
   */
  runJobs: boolean;
  /** The local disk under DATA_DIR/images, or an S3-compatible bucket that every instance shares. */
  imageStorage: ImageStorageConfig;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`설정 오류 — 서버를 시작할 수 없습니다:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Sandbox mode: explicit SANDBOX wins; otherwise on outside production when no provider keys are set. */
function resolveSandbox(env: z.infer<typeof envSchema>, problems: string[]): boolean {
  const hasProviderKeys = Boolean(
    env.GOOGLE_CLIENT_ID || env.GOOGLE_CLIENT_SECRET || env.TOSS_CLIENT_KEY || env.TOSS_SECRET_KEY,
  );
  if (env.SANDBOX === '1') return true;
  if (env.SANDBOX === '0') return false;
  if (env.NODE_ENV === 'production') {
    if (!hasProviderKeys) {
      problems.push('운영 모드(NODE_ENV=production)에서 샌드박스를 쓰려면 SANDBOX=1을 명시해야 합니다.');
    }
    return false;
  }
  return !hasProviderKeys;
}

function readOrCreateSecret(dataDir: string, problems: string[]): string {
  const file = join(dataDir, 'app-secret');
  let stored: string | undefined;
  try {
    stored = readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, `${secret}\n`, { mode: 0o600 });
    return secret;
  }
  if (stored.length < minSecretLength) {
    problems.push(`${file}의 비밀값이 ${minSecretLength}자보다 짧습니다. 파일을 지우면 새로 만들어집니다.`);
  }
  return stored;
}

function parseTrustProxy(value: string): boolean | number | string {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === 'false') return false;
  if (trimmed === 'true') return true;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/** SECURITY_BLOCK_PATTERNS: comma-separated substrings; unset means the shipped list. */
function parsePatterns(value: string | undefined, problems: string[]): readonly string[] {
  if (value === undefined) return defaultDangerousPathPatterns;
  const patterns = [...new Set(value.split(',').map((pattern) => pattern.trim()))].filter(Boolean);
  const tooShort = patterns.filter((pattern) => pattern.length < 3);
  if (tooShort.length > 0) {
    problems.push(
      `SECURITY_BLOCK_PATTERNS의 패턴은 3자 이상이어야 합니다(정상 요청까지 차단됩니다): ${tooShort.join(', ')}`,
    );
  }
  if (patterns.length === 0) problems.push('SECURITY_BLOCK_PATTERNS에 패턴이 하나도 없습니다.');
  return patterns;
}

function resolveSecret(env: z.infer<typeof envSchema>, dataDir: string, problems: string[]): string {
  if (env.APP_SECRET !== undefined) {
    if (env.APP_SECRET.length < minSecretLength) {
      problems.push(`APP_SECRET은 ${minSecretLength}자 이상이어야 합니다.`);
    }
    return env.APP_SECRET;
  }
  if (env.NODE_ENV === 'production') {
    problems.push(`운영 모드에서는 APP_SECRET(${minSecretLength}자 이상)이 필요합니다.`);
    return '';
  }
  return readOrCreateSecret(dataDir, problems);
}

/** IMAGE_STORAGE=s3 needs the bucket's endpoint, name and keys; the region defaults to us-east-1. */
function resolveImageStorage(
  env: z.infer<typeof envSchema>,
  dataDir: string,
  problems: string[],
): ImageStorageConfig {
  if (env.IMAGE_STORAGE === 'disk') return { kind: 'disk', dir: join(dataDir, 'images') };
  const missing = (
    [
      'IMAGE_BUCKET_ENDPOINT',
      'IMAGE_BUCKET_NAME',
      'IMAGE_BUCKET_ACCESS_KEY_ID',
      'IMAGE_BUCKET_SECRET_ACCESS_KEY',
    ] as const
  ).filter((name) => env[name] === undefined);
  if (missing.length > 0)
    problems.push(`IMAGE_STORAGE=s3에는 다음 설정이 필요합니다: ${missing.join(', ')}.`);
  return {
    kind: 's3',
    endpoint: env.IMAGE_BUCKET_ENDPOINT ?? '',
    bucket: env.IMAGE_BUCKET_NAME ?? '',
    region: env.IMAGE_BUCKET_REGION ?? 'us-east-1',
    accessKeyId: env.IMAGE_BUCKET_ACCESS_KEY_ID ?? '',
    secretAccessKey: env.IMAGE_BUCKET_SECRET_ACCESS_KEY ?? '',
    prefix: env.IMAGE_BUCKET_PREFIX ?? '',
  };
}

/** Reads the environment into a frozen Config, or throws ConfigError listing every problem at once. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const env = parsed.data;
  const problems: string[] = [];
  const dataDir = resolve(env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  if (env.NODE_ENV === 'production' && !env.PUBLIC_URL?.startsWith('https://')) {
    problems.push(
      '운영 모드에서는 PUBLIC_URL을 https:// 주소로 설정해야 합니다 (로그인 콜백과 보안 쿠키에 쓰입니다).',
    );
  }
  const sandbox = resolveSandbox(env, problems);
  const appSecret = resolveSecret(env, dataDir, problems);
  if (!sandbox && (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET)) {
    problems.push('샌드박스가 아니면 GOOGLE_CLIENT_ID와 GOOGLE_CLIENT_SECRET이 모두 필요합니다.');
  }
  if (sandbox && env.TOSS_SECRET_KEY && !env.TOSS_API_BASE) {
    problems.push('샌드박스 모드에서는 TOSS_SECRET_KEY를 비워 두세요: 실제 키가 모의 서비스로 전송됩니다.');
  }
  if (!sandbox && (!env.TOSS_CLIENT_KEY || !env.TOSS_SECRET_KEY)) {
    problems.push('샌드박스가 아니면 TOSS_CLIENT_KEY와 TOSS_SECRET_KEY가 모두 필요합니다.');
  }
  const sandboxBase = (provider: string) => `${publicUrl}/sandbox/${provider}`;
  const suppliers = resolveSuppliers(env, sandbox, sandboxBase, problems);
  const dangerousPathPatterns = parsePatterns(env.SECURITY_BLOCK_PATTERNS, problems);
  if (env.RUN_JOBS === '0' && !env.DATABASE_URL) {
    problems.push(
      'RUN_JOBS=0은 DATABASE_URL(PostgreSQL)과 함께만 쓸 수 있습니다: 내장 데이터베이스는 한 프로세스만 열 수 있어 작업을 돌릴 프로세스가 따로 없습니다.',
    );
  }
  const imageStorage = resolveImageStorage(env, dataDir, problems);
  // Real payments need the real business on the public pages; tests build non-sandbox apps without one.
  const business = resolveBusiness(env, env.SUPPORT_EMAIL, !sandbox && env.NODE_ENV !== 'test', problems);
  if (problems.length > 0) throw new ConfigError(problems);

  const google: GoogleConfig = sandbox
    ? {
        issuer: env.GOOGLE_ISSUER ?? `${publicUrl}/sandbox/google`,
        clientId: env.GOOGLE_CLIENT_ID ?? 'ollida-sandbox-client',
        // Derived, never a slice of APP_SECRET: the value travels in token requests.
        clientSecret:
          env.GOOGLE_CLIENT_SECRET ??
          createHmac('sha256', appSecret).update('sandbox google client').digest('base64url'),
      }
    : {
        issuer: env.GOOGLE_ISSUER ?? 'https://accounts.google.com',
        clientId: env.GOOGLE_CLIENT_ID ?? '',
        clientSecret: env.GOOGLE_CLIENT_SECRET ?? '',
      };

  const integrations: IntegrationsConfig = {
    coupangBaseUrl:
      env.COUPANG_API_BASE ?? (sandbox ? sandboxBase('coupang') : 'https://api-gateway.coupang.com'),
    naverBaseUrl:
      env.NAVER_API_BASE ?? (sandbox ? sandboxBase('naver') : 'https://api.commerce.naver.com/external'),
    toss: {
      baseUrl: env.TOSS_API_BASE ?? (sandbox ? sandboxBase('toss') : 'https://api.tosspayments.com'),
      clientKey: env.TOSS_CLIENT_KEY ?? (sandbox ? TOSS_DEMO_CLIENT_KEY : ''),
      secretKey: env.TOSS_SECRET_KEY ?? (sandbox ? TOSS_DEMO_SECRET_KEY : ''),
    },
  };

  return Object.freeze({
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    databaseUrl: env.DATABASE_URL,
    dataDir,
    appSecret,
    adminEmails: new Set(
      env.ADMIN_EMAILS.split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
    sandbox,
    google,
    integrations,
    suppliers,
    sourceAllowedPrefixes: sandbox
      ? [...new Set([publicUrl, `http://localhost:${env.PORT}`, `http://127.0.0.1:${env.PORT}`])].map(
          (origin) => `${origin}/sandbox/shop/`,
        )
      : [],
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    accessLogRetentionDays: env.ACCESS_LOG_RETENTION_DAYS,
    dangerousPathPatterns,
    ipBlockRefreshMs: Math.round(env.IP_BLOCK_REFRESH_SECONDS * 1000),
    crawlDelayMs: env.CRAWL_DELAY_MS,
    failedUploadsPerHour: env.FAILED_UPLOADS_PER_HOUR,
    failedUploadRetentionDays: env.FAILED_UPLOAD_RETENTION_DAYS,
    parseCpuLimitMs: env.PARSE_CPU_LIMIT_MS,
    logLevel: env.LOG_LEVEL,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    authRateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
    supportEmail: env.SUPPORT_EMAIL,
    // Until the extension has a store listing, the app's own install page hands it out.
    extensionUrl: env.EXTENSION_URL ?? `${publicUrl}/extension`,
    business,
    runJobs: env.RUN_JOBS === '1',
    imageStorage,
  });
}
