// `npm test`: every test tier in order, stopping at the first red one, with each tier's time printed as it ends and
// in a table at the end. The integration tier runs on fresh PGlite databases, then again on PostgreSQL when
// TEST_DATABASE_URL is set; everything else runs once. The bundles are built once, for the e2e and fault tiers.
// Usage: node --import tsx scripts/test-tiers.ts [tier…]   (tiers: unit int security build e2e faults; all by default)
import { spawnSync } from 'node:child_process';

interface Tier {
  name: string;
  command: string[];
  env?: NodeJS.ProcessEnv;
}

const { TEST_DATABASE_URL: postgresUrl, ...withoutPostgres } = process.env;
const vitest = (...projects: string[]) => [
  'npx',
  'vitest',
  'run',
  ...projects.flatMap((name) => ['--project', name]),
];

const tiers: Tier[] = [
  { name: 'unit', command: vitest('unit', 'component', 'extension') },
  { name: 'int', command: vitest('integration'), env: withoutPostgres },
  ...(postgresUrl ? [{ name: 'int-postgres', command: vitest('integration'), env: process.env }] : []),
  { name: 'security', command: vitest('security'), env: withoutPostgres },
  { name: 'build', command: ['npm', 'run', 'build'] },
  { name: 'e2e', command: ['npx', 'playwright', 'test', '-c', 'e2e/playwright.config.ts'] },
  { name: 'faults', command: vitest('faults') },
];

const wanted = process.argv.slice(2);
const unknown = wanted.filter(
  (name) => !tiers.some((tier) => tier.name === name || tier.name === `${name}-postgres`),
);
if (unknown.length > 0) {
  console.error(
    `unknown tier(s): ${unknown.join(', ')}; known: ${tiers.map((tier) => tier.name).join(', ')}`,
  );
  process.exit(2);
}
const chosen = tiers.filter(
  (tier) =>
    wanted.length === 0 || wanted.some((name) => tier.name === name || tier.name === `${name}-postgres`),
);

const minutes = (ms: number) =>
  `${Math.floor(ms / 60_000)}m${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')}s`;
const times: { name: string; ms: number; ok: boolean }[] = [];
for (const tier of chosen) {
  console.log(`\n[test] ${tier.name}: ${tier.command.join(' ')}`);
  const startedAt = performance.now();
  const [program = 'npx', ...args] = tier.command;
  const result = spawnSync(program, args, { stdio: 'inherit', env: tier.env ?? process.env });
  const ms = performance.now() - startedAt;
  const ok = result.status === 0;
  times.push({ name: tier.name, ms, ok });
  console.log(`[test] ${tier.name} ${ok ? 'passed' : 'FAILED'} in ${minutes(ms)}`);
  if (!ok) break;
}
console.log('\n[test] tier times');
for (const { name, ms, ok } of times)
  console.log(`[test]   ${name.padEnd(13)} ${minutes(ms).padStart(7)} ${ok ? '' : 'FAILED'}`);
console.log(
  `[test]   ${'total'.padEnd(13)} ${minutes(times.reduce((sum, tier) => sum + tier.ms, 0)).padStart(7)}`,
);
process.exit(times.every((tier) => tier.ok) && times.length === chosen.length ? 0 : 1);
