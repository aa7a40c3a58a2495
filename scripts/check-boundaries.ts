// The import rules of docs/architecture.md, checked on every source file by `npm run check`:
// - a web feature (apps/web/src/features/<name>) is entered through its index only; components/ and lib/ are shared
//   layers and import no feature;
// - a server module (apps/server/src/modules/<name>) is entered through its index.ts only;
// - server code outside tests and test helpers does not import the sandbox package, except the places that mount the
//   sandboxes and name their demo accounts.
// Usage: node --import tsx scripts/check-boundaries.ts [--list]   (--list prints every crossing, not the first 50)
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = /\.(ts|tsx)$/;
const SPECIFIER =
  /(?:^|[\s;}])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(?\s*['"]([^'"]+)['"]/g;
const MAX_FILES = 20_000;

/** The places allowed to import `@ollida/sandbox` in server production code. */
const SANDBOX_HOSTS = new Set([
  'apps/server/src/platform/sandboxes.ts',
  'apps/server/src/config.ts',
  'apps/server/src/config-suppliers.ts',
]);

interface Slice {
  /** Folder (from the repository root) whose sub-folders are the slices. */
  base: string;
  /** What a slice is called in messages. */
  kind: string;
  /** Shared layers under the app's source folder that must not import any slice. */
  sharedLayers: string[];
}

const SLICES: Slice[] = [
  {
    base: 'apps/web/src/features',
    kind: 'feature',
    sharedLayers: ['apps/web/src/components', 'apps/web/src/lib'],
  },
  { base: 'apps/server/src/modules', kind: 'module', sharedLayers: [] },
];

function* sourceFiles(folder: string): Generator<string> {
  let entries: import('node:fs').Dirent[];
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (SOURCE.test(entry.name)) yield path;
  }
}

const toPosix = (path: string) => path.split(sep).join('/');
const isTestFile = (path: string) => /\.test\.tsx?$/.test(path) || /\/test\//.test(path);

/** Which slice a repository path is in, and the path inside it (`pages/x.tsx`), or undefined. */
function sliceOf(path: string): { slice: Slice; name: string; inner: string } | undefined {
  for (const slice of SLICES) {
    if (!path.startsWith(`${slice.base}/`)) continue;
    const [name, ...rest] = path.slice(slice.base.length + 1).split('/');
    if (name !== undefined && rest.length > 0) return { slice, name, inner: rest.join('/') };
  }
  return undefined;
}

const isIndex = (inner: string) => /^index(\.tsx?)?$/.test(inner);

export function crossings(): string[] {
  const found: string[] = [];
  let files = 0;
  for (const app of ['apps/web/src', 'apps/web/test', 'apps/server/src', 'apps/server/test']) {
    for (const file of sourceFiles(join(root, app))) {
      if (++files > MAX_FILES) throw new Error(`more than ${MAX_FILES} source files`);
      const from = toPosix(relative(root, file));
      const own = sliceOf(from);
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(SPECIFIER)) {
        const specifier = match[1] ?? match[2] ?? '';
        if (specifier.startsWith('@ollida/sandbox')) {
          if (from.startsWith('apps/server/src/') && !isTestFile(from) && !SANDBOX_HOSTS.has(from)) {
            found.push(`${from}: imports the sandbox (${specifier}) outside tests and the sandbox hosts`);
          }
          continue;
        }
        if (!specifier.startsWith('.')) continue;
        const target = toPosix(relative(root, resolve(dirname(file), specifier)));
        const to = sliceOf(target);
        if (to === undefined) continue;
        const shared =
          own === undefined &&
          SLICES.some((slice) => slice.sharedLayers.some((layer) => from.startsWith(`${layer}/`)));
        if (shared && to.slice.sharedLayers.some((layer) => from.startsWith(`${layer}/`))) {
          found.push(`${from}: the shared layer imports ${to.slice.kind} ${to.name} (${specifier})`);
        } else if ((own?.slice !== to.slice || own.name !== to.name) && !isIndex(to.inner)) {
          found.push(`${from}: reaches inside ${to.slice.kind} ${to.name} (${specifier}); import its index`);
        }
      }
    }
  }
  return found;
}

const isMain = process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const found = crossings();
  const shown = process.argv.includes('--list') ? found : found.slice(0, 50);
  for (const line of shown) console.error(line);
  if (found.length > 0) {
    console.error(`\n${found.length} import(s) cross a boundary (docs/architecture.md, "Boundaries").`);
    process.exit(1);
  }
  console.log('boundaries: every feature and module is entered through its index');
}
