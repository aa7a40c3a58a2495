import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { zipSync } from 'fflate';

/** The built extension's files (path inside the extension -> bytes), or null when it was never built. */
function readTree(root: string): Map<string, Uint8Array> | null {
  const files = new Map<string, Uint8Array>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.set(relative(root, path).split(sep).join('/'), readFileSync(path));
    }
  };
  try {
    if (!statSync(join(root, 'manifest.json')).isFile()) return null;
  } catch {
    return null;
  }
  walk(root);
  return files;
}

/**
 * The extension as this server hands it out: the built files with this server's address baked in — `config.json`
 * names it, and the manifest's only host permission is its origin — zipped. Built once per process (and again when
 * the build on disk changes).
 */
export function createExtensionPackage(options: { distFolder: string; publicUrl: string }) {
  const origin = new URL(options.publicUrl).origin;
  let kept: { builtAt: number; zip: Uint8Array } | null = null;

  function build(): Uint8Array | null {
    const files = readTree(options.distFolder);
    if (files === null) return null;
    const manifestBytes = files.get('manifest.json');
    if (manifestBytes === undefined) return null;
    const manifest = JSON.parse(Buffer.from(manifestBytes).toString('utf8')) as Record<string, unknown>;
    manifest.host_permissions = [`${origin}/*`];
    files.set('manifest.json', Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
    files.set('config.json', Buffer.from(`${JSON.stringify({ serverUrl: origin }, null, 2)}\n`));
    return zipSync(Object.fromEntries(files), { level: 9 });
  }

  return {
    /** The zip, or null when the extension has not been built (`npm run build`). */
    zip(): Uint8Array | null {
      let builtAt: number;
      try {
        builtAt = statSync(join(options.distFolder, 'manifest.json')).mtimeMs;
      } catch {
        return null;
      }
      if (kept === null || kept.builtAt !== builtAt) {
        const zip = build();
        if (zip === null) return null;
        kept = { builtAt, zip };
      }
      return kept.zip;
    },
  };
}

export type ExtensionPackage = ReturnType<typeof createExtensionPackage>;
