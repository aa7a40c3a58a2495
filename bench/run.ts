import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { repoRoot, serverBundle, webDist } from '../scripts/built-server.ts';
import { measureAdminTraffic } from './admin-traffic.ts';
import { type BenchResult, renderTable } from './benchmark.ts';
import { measureBulkRegistration } from './bulk-registration.ts';
import { measureColdStart } from './cold-start.ts';
import { measureInvestigatorCrawl } from './investigator-crawl.ts';
import { measureLandingBundle } from './landing-bundle.ts';
import { measureListingThroughput } from './listing-throughput.ts';
import { measureLoadTest } from './load-test.ts';
import { measureOrdersList } from './orders-list.ts';
import { measureStreamFlood } from './stream-flood.ts';
import { measureSupplierSync } from './supplier-sync.ts';
import { measureTeamDay } from './team-day.ts';
import { measureUploadedProductsList } from './uploaded-products-list.ts';

/** What one section of the benchmark hands back: its rows, a console summary, and an optional report below the table. */
interface Section {
  results: BenchResult[];
  summary?: string;
  report?: string;
}

/** Every section, in the order of the table; `npm run bench -- <name> [<name>…]` runs only those named. */
const sections: Record<string, () => Promise<Section>> = {
  'team-day': () => measureTeamDay(),
  'cold-start': async () => ({ results: [await measureColdStart()] }),
  landing: async () => ({ results: [measureLandingBundle(webDist)] }),
  listing: async () => measureListingThroughput(),
  bulk: () => measureBulkRegistration(),
  'product-list': () => measureUploadedProductsList(),
  'orders-list': () => measureOrdersList(),
  admin: () => measureAdminTraffic(),
  crawl: () => measureInvestigatorCrawl(),
  stream: () => measureStreamFlood(),
  'supplier-sync': () => measureSupplierSync(),
  load: () => measureLoadTest(),
};

const names = process.argv.slice(2).filter((argument) => !argument.startsWith('--'));
const unknown = names.filter((name) => !(name in sections));
if (unknown.length > 0) {
  console.error(`unknown section(s): ${unknown.join(', ')}; sections: ${Object.keys(sections).join(', ')}`);
  process.exit(2);
}
const chosen =
  names.length > 0 ? Object.keys(sections).filter((name) => names.includes(name)) : Object.keys(sections);

if (
  !existsSync(serverBundle) ||
  !existsSync(join(webDist, 'index.html')) ||
  process.argv.includes('--build')
) {
  execSync('npm run build', { cwd: repoRoot, stdio: 'inherit' });
}

const results: BenchResult[] = [];
const reports: string[] = [];
for (const name of chosen) {
  const run = sections[name];
  if (run === undefined) continue;
  console.log(`— ${name}`);
  const section = await run();
  if (section.summary) console.log(section.summary);
  results.push(...section.results);
  if (section.report) reports.push(section.report);
}

const seoulTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Seoul',
  dateStyle: 'short',
  timeStyle: 'short',
}).format(new Date());
const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}; run ${seoulTime} KST`;
const table = renderTable(results, machine);
console.log(table);
for (const report of reports) console.log(report);
const file = chosen.length === Object.keys(sections).length ? 'latest.md' : `${chosen.join('+')}.md`;
mkdirSync(join(repoRoot, 'bench', 'results'), { recursive: true });
writeFileSync(
  join(repoRoot, 'bench', 'results', file),
  `# Ollida benchmarks${file === 'latest.md' ? '' : ` (sections: ${chosen.join(', ')})`}\n\n${table}\n${reports.join('\n')}`,
);
console.log(`written to bench/results/${file}`);
