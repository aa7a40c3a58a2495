// A server test tier (`integration`, `security`): always on fresh PGlite databases, then again on PostgreSQL when
// TEST_DATABASE_URL is set. Usage: test-on-databases.ts <vitest project> [vitest args…]
import { spawnSync } from 'node:child_process';

const [project, ...args] = process.argv.slice(2);
if (project === undefined) {
  console.error('usage: test-on-databases.ts <vitest project> [vitest args…]');
  process.exit(2);
}
const vitest = ['vitest', 'run', '--project', project, ...args];
const { TEST_DATABASE_URL: postgresUrl, ...withoutPostgres } = process.env;

const runs = [{ label: 'PGlite', env: withoutPostgres }];
if (postgresUrl) runs.push({ label: `PostgreSQL (${new URL(postgresUrl).host})`, env: process.env });

for (const { label, env } of runs) {
  console.log(`\n[test:${project}] ${label}`);
  const result = spawnSync('npx', vitest, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
