import { type Zippable, zipSync } from 'fflate';

/** One fixed time for every entry, so the same files always make the same zip. */
const entryTime = new Date(2025, 0, 1);

/**
 * Zips the extension's files (path inside the extension, `/`-separated -> bytes), sorted by path, deflated at the
 * highest level. Pure: the build and the server's download use it alike.
 */
export function zipExtension(files: Map<string, Uint8Array>): Uint8Array {
  const entries: Zippable = {};
  for (const path of [...files.keys()].sort()) {
    if (path.startsWith('/') || path.split('/').includes('..') || path.includes('\\')) {
      throw new Error(`unsafe path in the extension: ${path}`);
    }
    const bytes = files.get(path);
    if (bytes !== undefined) entries[path] = [bytes, { mtime: entryTime }];
  }
  return zipSync(entries, { level: 9, mtime: entryTime });
}
