import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, configVariables, loadConfig } from './config.ts';

const strongSecret = 'a'.repeat(40);
const realBusiness = {
  BUSINESS_NAME: '주식회사 올리다',
  BUSINESS_CEO: '김대표',
  BUSINESS_REGISTRATION_NUMBER: '2208812345',
  BUSINESS_ADDRESS: '서울특별시 강남구 테헤란로 1',
  BUSINESS_PHONE: '02-1234-5678',
  HOSTING_PROVIDER: '네이버클라우드(주)',
  PRIVACY_OFFICER_NAME: '김보호',
  PRIVACY_OFFICER_CONTACT: 'privacy@ollida.kr',
};
const tempDir = () => mkdtempSync(join(tmpdir(), 'ollida-config-'));

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('starts the embedded default in sandbox mode and keeps one generated secret under DATA_DIR', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.sandbox).toBe(true);
    expect(first.databaseUrl).toBeUndefined();
    expect(first.appSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.appSecret).toBe(first.appSecret);
    expect(readFileSync(join(dir, 'app-secret'), 'utf8').trim()).toBe(first.appSecret);
    expect(first.google.issuer).toBe('http://localhost:3000/sandbox/google');
  });

  it('points every integration at its mounted sandbox in sandbox mode', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), PUBLIC_URL: 'http://localhost:4000' });
    expect(config.integrations.coupangBaseUrl).toBe('http://localhost:4000/sandbox/coupang');
    expect(config.integrations.naverBaseUrl).toBe('http://localhost:4000/sandbox/naver');
    expect(config.integrations.toss.baseUrl).toBe('http://localhost:4000/sandbox/toss');
    expect(config.integrations.toss.secretKey).toMatch(/^test_sk_/);
  });

  it('leaves sandbox mode when provider keys are set, and then needs all of them', () => {
    const keys = {
      ...realBusiness,
      DATA_DIR: tempDir(),
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      TOSS_CLIENT_KEY: 'live_ck_x',
      TOSS_SECRET_KEY: 'live_sk_x',
    };
    const config = loadConfig(keys);
    expect(config.sandbox).toBe(false);
    expect(config.google.issuer).toBe('https://accounts.google.com');
    expect(config.integrations.coupangBaseUrl).toBe('https://api-gateway.coupang.com');
    expect(config.integrations.toss.baseUrl).toBe('https://api.tosspayments.com');
    expect(problemsOf({ ...keys, TOSS_SECRET_KEY: '' }).join()).toMatch(/TOSS_SECRET_KEY/);
  });

  it('refuses production without a strong APP_SECRET', () => {
    const base = {
      ...realBusiness,
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://ollida.kr',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 's',
      TOSS_CLIENT_KEY: 'live_ck_x',
      TOSS_SECRET_KEY: 'live_sk_x',
    };
    expect(problemsOf(base).join()).toMatch(/APP_SECRET/);
    expect(problemsOf({ ...base, APP_SECRET: 'short' }).join()).toMatch(/32자/);
    expect(problemsOf({ ...base, APP_SECRET: strongSecret })).toEqual([]);
  });

  it('refuses sandbox mode in production unless SANDBOX=1 is explicit', () => {
    const base = { NODE_ENV: 'production', APP_SECRET: strongSecret, PUBLIC_URL: 'https://demo.ollida.kr' };
    expect(problemsOf(base).join()).toMatch(/SANDBOX=1/);
    expect(loadConfig({ ...base, SANDBOX: '1' }).sandbox).toBe(true);
  });

  it('refuses production without an https PUBLIC_URL', () => {
    const base = { NODE_ENV: 'production', APP_SECRET: strongSecret, SANDBOX: '1' };
    expect(problemsOf(base).join()).toMatch(/PUBLIC_URL/);
    expect(problemsOf({ ...base, PUBLIC_URL: 'http://ollida.kr' }).join()).toMatch(/https/);
  });

  it('refuses to send a real Toss secret key to the sandbox', () => {
    expect(problemsOf({ DATA_DIR: tempDir(), SANDBOX: '1', TOSS_SECRET_KEY: 'live_sk_real' }).join()).toMatch(
      /TOSS_SECRET_KEY/,
    );
  });

  it('refuses a stored secret that is too short', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'app-secret'), 'short\n');
    expect(problemsOf({ DATA_DIR: dir }).join()).toMatch(/짧습니다/);
  });

  it('never derives the sandbox client secret by slicing APP_SECRET', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), APP_SECRET: strongSecret });
    expect(config.google.clientSecret).not.toContain(strongSecret.slice(0, 8));
  });

  it('reads TRUST_PROXY as off, a hop count or a list of addresses', () => {
    const dir = tempDir();
    expect(loadConfig({ DATA_DIR: dir }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toBe(
      '10.0.0.0/8,127.0.0.1',
    );
  });

  it('reads the security patterns, retention and block-list refresh, refusing patterns that would block everyone', () => {
    const dir = tempDir();
    const defaults = loadConfig({ DATA_DIR: dir });
    expect(defaults.dangerousPathPatterns.slice(0, 3)).toEqual(['wp-admin', 'phpmyadmin', 'config.php']);
    expect(defaults.accessLogRetentionDays).toBe(30);
    expect(defaults.ipBlockRefreshMs).toBe(2_000);
    const custom = loadConfig({
      DATA_DIR: dir,
      SECURITY_BLOCK_PATTERNS: ' wp-admin, .aws/credentials ,wp-admin',
      ACCESS_LOG_RETENTION_DAYS: '7',
      IP_BLOCK_REFRESH_SECONDS: '0.5',
    });
    expect(custom.dangerousPathPatterns).toEqual(['wp-admin', '.aws/credentials']);
    expect(custom.accessLogRetentionDays).toBe(7);
    expect(custom.ipBlockRefreshMs).toBe(500);
    expect(problemsOf({ DATA_DIR: dir, SECURITY_BLOCK_PATTERNS: 'wp-admin,/a' })).toEqual([
      'SECURITY_BLOCK_PATTERNS의 패턴은 3자 이상이어야 합니다(정상 요청까지 차단됩니다): /a',
    ]);
    expect(problemsOf({ DATA_DIR: dir, IP_BLOCK_REFRESH_SECONDS: '10' })).toHaveLength(1);
  });

  it('runs jobs by default; RUN_JOBS=0 (workers in their own processes) needs PostgreSQL', () => {
    const dir = tempDir();
    expect(loadConfig({ DATA_DIR: dir }).runJobs).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, RUN_JOBS: '' }).runJobs).toBe(true);
    const postgres = { DATA_DIR: dir, DATABASE_URL: 'postgres://ollida@db:5432/ollida' };
    expect(loadConfig({ ...postgres, RUN_JOBS: '0' }).runJobs).toBe(false);
    expect(loadConfig({ ...postgres, RUN_JOBS: '1' }).runJobs).toBe(true);
    expect(problemsOf({ DATA_DIR: dir, RUN_JOBS: '0' }).join()).toMatch(/RUN_JOBS=0은 DATABASE_URL/);
    expect(problemsOf({ ...postgres, RUN_JOBS: 'no' }).join()).toMatch(/RUN_JOBS/);
  });

  it('lists every problem at once in a readable error', () => {
    const problems = problemsOf({ PORT: 'abc', PUBLIC_URL: 'not a url', LOG_LEVEL: 'loud' });
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/PORT/);
  });

  it('normalises admin emails and the public URL', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      ADMIN_EMAILS: ' Boss@Example.com, ,ops@example.com',
      PUBLIC_URL: 'https://ollida.kr/',
    });
    expect([...config.adminEmails]).toEqual(['boss@example.com', 'ops@example.com']);
    expect(config.publicUrl).toBe('https://ollida.kr');
  });
});

describe('business information', () => {
  const realStart = {
    DATA_DIR: tempDir(),
    NODE_ENV: 'production',
    APP_SECRET: strongSecret,
    PUBLIC_URL: 'https://ollida.kr',
    GOOGLE_CLIENT_ID: 'id',
    GOOGLE_CLIENT_SECRET: 's',
    TOSS_CLIENT_KEY: 'live_ck_x',
    TOSS_SECRET_KEY: 'live_sk_x',
  };

  it('shows marked samples in sandbox mode so a plain start needs no setup', () => {
    const { business } = loadConfig({ DATA_DIR: tempDir() });
    expect(business.sample).toBe(true);
    expect(business.name).toBe('올리다 (데모)');
    expect(business.registration_number).toBe('000-00-00000');
    expect(business.mail_order_report_number).toMatch(/예시/);
    expect(business.email).toBe('support@ollida.kr');
  });

  it('refuses a real start naming every missing variable', () => {
    const problems = problemsOf(realStart).join('\n');
    for (const name of Object.keys(realBusiness)) expect(problems).toContain(name);
    expect(problems).not.toContain('MAIL_ORDER_REPORT_NUMBER');
    expect(problemsOf({ ...realStart, ...realBusiness, BUSINESS_PHONE: ' ' }).join()).toMatch(
      /BUSINESS_PHONE/,
    );
  });

  it('refuses a real start with values copied from the samples', () => {
    const problems = problemsOf({
      ...realStart,
      ...realBusiness,
      BUSINESS_NAME: '올리다 (데모)',
      MAIL_ORDER_REPORT_NUMBER: '제0000-예시-00000호',
    });
    expect(problems).toEqual(['사업자 정보가 아직 예시 값입니다: BUSINESS_NAME, MAIL_ORDER_REPORT_NUMBER']);
  });

  it('refuses a real start outside NODE_ENV=production too, since it takes real payments', () => {
    const { NODE_ENV: _production, ...development } = realStart;
    expect(problemsOf(development).join()).toMatch(/BUSINESS_NAME/);
  });

  it('allows a sandbox demo in production with the samples', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      NODE_ENV: 'production',
      SANDBOX: '1',
      APP_SECRET: strongSecret,
      PUBLIC_URL: 'https://demo.ollida.kr',
    });
    expect(config.business.sample).toBe(true);
  });

  it('takes the configured business, formats the registration number, and shows no report number when exempt', () => {
    const { business } = loadConfig({ ...realStart, ...realBusiness, SUPPORT_EMAIL: 'help@ollida.kr' });
    expect(business).toEqual({
      sample: false,
      name: '주식회사 올리다',
      ceo: '김대표',
      registration_number: '220-88-12345',
      mail_order_report_number: null,
      address: '서울특별시 강남구 테헤란로 1',
      phone: '02-1234-5678',
      email: 'help@ollida.kr',
      hosting_provider: '네이버클라우드(주)',
      privacy_officer: { name: '김보호', contact: 'privacy@ollida.kr' },
    });
    const reported = loadConfig({
      ...realStart,
      ...realBusiness,
      MAIL_ORDER_REPORT_NUMBER: '제2026-서울강남-01234호',
    });
    expect(reported.business.mail_order_report_number).toBe('제2026-서울강남-01234호');
  });

  it('refuses a registration number that is not ten digits', () => {
    expect(problemsOf({ DATA_DIR: tempDir(), BUSINESS_REGISTRATION_NUMBER: '123-45-678' }).join()).toMatch(
      /10자리/,
    );
  });
});

describe('.env.example', () => {
  it('documents exactly the variables the server reads', () => {
    const example = readFileSync(fileURLToPath(new URL('../../../.env.example', import.meta.url)), 'utf8');
    const documented = [...example.matchAll(/^([A-Z_]+)=/gm)].map((match) => match[1]);
    expect(documented.sort()).toEqual([...configVariables].sort());
  });
});
