import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, configVariables, loadConfig } from './config.ts';

const strongSecret = 'a'.repeat(40);
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

  it('leaves sandbox mode when Google keys are set', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
    });
    expect(config.sandbox).toBe(false);
    expect(config.google.issuer).toBe('https://accounts.google.com');
  });

  it('refuses production without a strong APP_SECRET', () => {
    const base = { NODE_ENV: 'production', GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' };
    expect(problemsOf(base).join()).toMatch(/APP_SECRET/);
    expect(problemsOf({ ...base, APP_SECRET: 'short' }).join()).toMatch(/32자/);
    expect(problemsOf({ ...base, APP_SECRET: strongSecret })).toEqual([]);
  });

  it('refuses sandbox mode in production unless SANDBOX=1 is explicit', () => {
    expect(problemsOf({ NODE_ENV: 'production', APP_SECRET: strongSecret }).join()).toMatch(/SANDBOX=1/);
    const config = loadConfig({ NODE_ENV: 'production', APP_SECRET: strongSecret, SANDBOX: '1' });
    expect(config.sandbox).toBe(true);
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

describe('.env.example', () => {
  it('documents exactly the variables the server reads', () => {
    const example = readFileSync(fileURLToPath(new URL('../../../.env.example', import.meta.url)), 'utf8');
    const documented = [...example.matchAll(/^([A-Z_]+)=/gm)].map((match) => match[1]);
    expect(documented.sort()).toEqual([...configVariables].sort());
  });
});
