import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BenchResult, renderTable } from './benchmark.ts';
import { measureColdStart } from './cold-start.ts';
import { measureLandingBundle } from './landing-bundle.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverBundle = join(root, 'apps', 'server', 'dist', 'main.js');
const webDist = join(root, 'apps', 'web', 'dist');

if (
  !existsSync(serverBundle) ||
  !existsSync(join(webDist, 'index.html')) ||
  process.argv.includes('--build')
) {
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}

const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
const results: BenchResult[] = [await measureColdStart(serverBundle), measureLandingBundle(webDist)];
const table = renderTable(results, machine);
console.log(table);
mkdirSync(join(root, 'bench', 'results'), { recursive: true });
writeFileSync(join(root, 'bench', 'results', 'latest.md'), `# Ollida benchmarks\n\n${table}`);
