// The integration tier: always on fresh PGlite databases, then again on PostgreSQL when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';

const vitest = ['vitest', 'run', '--project', 'integration', ...process.argv.slice(2)];
const { TEST_DATABASE_URL: postgresUrl, ...withoutPostgres } = process.env;

const runs = [{ label: 'PGlite', env: withoutPostgres }];
if (postgresUrl) runs.push({ label: `PostgreSQL (${new URL(postgresUrl).host})`, env: process.env });

for (const { label, env } of runs) {
  console.log(`\n[test:int] ${label}`);
  const result = spawnSync('npx', vitest, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
