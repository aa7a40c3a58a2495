// Bundles the server and the workspace packages it imports (TypeScript sources) into apps/server/dist/main.js, the
// job worker entry into dist/main-worker.js, the parser threads' entry into dist/parse-worker.js and embedded
// PGlite's thread into dist/pglite-thread.js (each bundle whole: no shared chunks to keep in step); npm dependencies
// stay external and load from node_modules.

import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'server');

await build({
  entryPoints: {
    main: join(serverRoot, 'src', 'main.ts'),
    'main-worker': join(serverRoot, 'src', 'main-worker.ts'),
    // The parser threads' entry (sources/parse-pool.ts loads it from beside the bundle that runs it).
    'parse-worker': join(serverRoot, 'src', 'sources', 'parse-worker.ts'),
    // Embedded PGlite's thread (db/pglite-remote.ts loads it from beside the bundle that runs it).
    'pglite-thread': join(serverRoot, 'src', 'db', 'pglite-thread.ts'),
  },
  outdir: join(serverRoot, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-npm-packages',
      setup(buildApi) {
        buildApi.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@ollida/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
