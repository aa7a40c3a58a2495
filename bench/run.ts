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
import { measureUploadedProductsList } from './uploaded-products-list.ts';

if (
  !existsSync(serverBundle) ||
  !existsSync(join(webDist, 'index.html')) ||
  process.argv.includes('--build')
) {
  execSync('npm run build', { cwd: repoRoot, stdio: 'inherit' });
}

const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
const listing = measureListingThroughput();
console.log(listing.summary);
const bulk = await measureBulkRegistration();
console.log(bulk.summary);
const productList = await measureUploadedProductsList();
console.log(productList.summary);
const ordersList = await measureOrdersList();
console.log(ordersList.summary);
const adminTraffic = await measureAdminTraffic();
console.log(adminTraffic.summary);
const investigatorCrawl = await measureInvestigatorCrawl();
console.log(investigatorCrawl.summary);
const streamFlood = await measureStreamFlood();
console.log(streamFlood.summary);
const supplierSync = await measureSupplierSync();
console.log(supplierSync.summary);
const loadTest = await measureLoadTest();
console.log(loadTest.summary);
const results: BenchResult[] = [
  await measureColdStart(),
  measureLandingBundle(webDist),
  ...listing.results,
  ...bulk.results,
  ...productList.results,
  ...ordersList.results,
  ...adminTraffic.results,
  ...investigatorCrawl.results,
  ...streamFlood.results,
  ...supplierSync.results,
  ...loadTest.results,
];
const table = renderTable(results, machine);
console.log(table);
console.log(loadTest.report);
mkdirSync(join(repoRoot, 'bench', 'results'), { recursive: true });
writeFileSync(
  join(repoRoot, 'bench', 'results', 'latest.md'),
  `# Ollida benchmarks\n\n${table}\n${loadTest.report}`,
);
