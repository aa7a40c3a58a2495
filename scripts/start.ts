// `npm start`: builds what is missing or older than its sources, then serves API and SPA on one port.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverBundle = join(root, 'apps', 'server', 'dist', 'main.js');
const webIndex = join(root, 'apps', 'web', 'dist', 'index.html');
// Written last by the extension's build, after dist/: newer than its sources means the whole build is.
const extensionZip = join(root, 'apps', 'extension', 'ollida-extension.zip');

function newestMtime(dir: string): number {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const mtime = (file: string) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const sharedSources = newestMtime(join(root, 'packages', 'contracts', 'src'));
const builds = [
  {
    workspace: '@ollida/web',
    output: webIndex,
    sources: [
      join(root, 'apps', 'web', 'src'),
      join(root, 'apps', 'web', 'public'),
      join(root, 'apps', 'web', 'index.html'),
    ],
  },
  {
    workspace: '@ollida/extension',
    output: extensionZip,
    sources: [
      join(root, 'apps', 'extension', 'src'),
      join(root, 'apps', 'extension', 'static'),
      join(root, 'apps', 'extension', 'build.ts'),
      join(root, 'apps', 'extension', 'build-manifest.ts'),
      join(root, 'apps', 'extension', 'build-icons.ts'),
      join(root, 'apps', 'extension', 'zip-extension.ts'),
      join(root, 'apps', 'extension', 'package.json'),
      // The popup bundles the page extractors.
      join(root, 'packages', 'listing', 'src'),
    ],
  },
  {
    workspace: '@ollida/server',
    output: serverBundle,
    // The bundle includes the parsers and marketplace mappers of packages/listing.
    sources: [
      join(root, 'apps', 'server', 'src'),
      join(root, 'packages', 'sandbox', 'src'),
      join(root, 'packages', 'listing', 'src'),
    ],
  },
];

for (const { workspace, output, sources } of builds) {
  const newestSource = Math.max(
    sharedSources,
    ...sources.map((s) =>
      statSync(s, { throwIfNoEntry: false })?.isDirectory() ? newestMtime(s) : mtime(s),
    ),
  );
  if (mtime(output) >= newestSource) continue;
  console.log(`[start] ${workspace} 빌드 중…`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The server runs as a child: a stop signal sent to this process (what a process manager sends) is passed on, and this
// process exits with the server's code once it has closed its data directory.
const server = spawn(process.execPath, ['--enable-source-maps', serverBundle], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => {
  process.exit(
    code ?? (signal === null ? 0 : 128 + (signal === 'SIGINT' ? 2 : signal === 'SIGHUP' ? 1 : 15)),
  );
});
