// Builds the unpacked extension into dist/ (bundled pages and service worker, static files, icons, manifest.json and
// config.json for the default server) and zips it into ollida-extension.zip. `npm run build -w @ollida/extension`.

import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { iconPng } from './build-icons.ts';
import { configFor, iconPath, iconSizes, jsonFile, manifestFor } from './build-manifest.ts';
import { defaultServerUrl } from './src/lib/server-url.ts';
import { zipExtension } from './zip-extension.ts';

const root = dirname(fileURLToPath(import.meta.url));
const dist = join(root, 'dist');
const zipFile = join(root, 'ollida-extension.zip');
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };

const nodeBuiltins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));

/** Fails the build on any Node built-in: the pages run in the browser, where `fs` or `Buffer` do not exist. */
const refuseNodeBuiltins: Plugin = {
  name: 'refuse-node-builtins',
  setup(buildApi) {
    buildApi.onResolve({ filter: /^[a-z:_/]+$/ }, (args) =>
      nodeBuiltins.has(args.path)
        ? {
            errors: [
              { text: `Node built-in "${args.path}" imported by ${args.importer}: not for the browser` },
            ],
          }
        : undefined,
    );
  },
};

/** Modules the bundle must not hold: charset decoding (iconv-lite, Buffer) is the server's job, not the popup's. */
const forbiddenInputs = [/node_modules\/iconv-lite\//, /packages\/listing\/src\/decode\.ts$/];

function filesUnder(dir: string): Map<string, Uint8Array> {
  const files = new Map<string, Uint8Array>();
  for (const path of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const full = join(dir, path);
    try {
      files.set(relative(dir, full).split(sep).join('/'), new Uint8Array(readFileSync(full)));
    } catch {
      // A directory: its files are listed on their own.
    }
  }
  return files;
}

rmSync(dist, { recursive: true, force: true });
mkdirSync(join(dist, 'icons'), { recursive: true });

const result = await build({
  entryPoints: {
    popup: join(root, 'src', 'popup', 'popup.ts'),
    options: join(root, 'src', 'options', 'options.ts'),
    background: join(root, 'src', 'background.ts'),
  },
  outdir: dist,
  bundle: true,
  platform: 'browser',
  format: 'esm',
  // The popup and the options page share the contracts and zod: one chunk instead of two copies.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  target: 'chrome120',
  minify: true,
  metafile: true,
  logLevel: 'warning',
  plugins: [refuseNodeBuiltins],
});
const forbidden = Object.keys(result.metafile.inputs).filter((input) =>
  forbiddenInputs.some((pattern) => pattern.test(input)),
);
if (forbidden.length > 0) throw new Error(`the extension bundle must not contain: ${forbidden.join(', ')}`);

cpSync(join(root, 'static'), dist, { recursive: true });
for (const size of iconSizes) writeFileSync(join(dist, iconPath(size)), iconPng(size));
writeFileSync(join(dist, 'manifest.json'), jsonFile(manifestFor(defaultServerUrl, version)));
writeFileSync(join(dist, 'config.json'), jsonFile(configFor(defaultServerUrl)));

const files = filesUnder(dist);
const zip = zipExtension(files);
writeFileSync(zipFile, zip);
const total = [...files.values()].reduce((sum, bytes) => sum + bytes.length, 0);
console.log(
  `[extension] ${relative(process.cwd(), dist) || dist}: ${files.size} files, ${Math.round(total / 1024)} KiB; ` +
    `${relative(process.cwd(), zipFile)}: ${Math.round(zip.length / 1024)} KiB`,
);
