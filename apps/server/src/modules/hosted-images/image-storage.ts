import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The last segment of a hosted picture's URL and its storage key: 32 hex digits of its SHA-256 and the extension. */
export const hostedFilePattern = /^[0-9a-f]{32}\.(jpg|png)$/;

/** The Content-Type a stored key is served with. */
export function contentTypeOfFile(file: string): 'image/jpeg' | 'image/png' {
  return file.endsWith('.png') ? 'image/png' : 'image/jpeg';
}

export interface StoredImage {
  bytes: Buffer;
  contentType: string;
}

/**
 * Where hosted pictures' bytes live. Keys are content-addressed (`hostedFilePattern`), so a key's bytes never change:
 * `put` of a key already stored may do nothing, and readers may cache forever.
 */
export interface ImageStorage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes under `key`, or null when nothing is stored there. */
  get(key: string): Promise<StoredImage | null>;
}

function assertKey(key: string): void {
  // Keys come from our own hashes; checked again here because they become file paths.
  if (!hostedFilePattern.test(key)) throw new Error(`invalid hosted image key: ${JSON.stringify(key)}`);
}

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

/**
 * Pictures on the local disk under `root` (the app passes `${DATA_DIR}/images`), in folders of the key's first two
 * digits. A write goes to a temporary file in the same folder first and is renamed into place, so a reader (or a
 * crash) never sees half a picture. One instance's disk: several instances need a shared volume at `root`.
 */
export function createDiskImageStorage(root: string): ImageStorage {
  const pathOf = (key: string) => join(root, key.slice(0, 2), key);
  return {
    async put(key, bytes) {
      assertKey(key);
      const target = pathOf(key);
      try {
        await stat(target);
        return;
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
      await mkdir(join(root, key.slice(0, 2)), { recursive: true });
      const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temporary, bytes, { flag: 'wx' });
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async get(key) {
      if (!hostedFilePattern.test(key)) return null;
      try {
        return { bytes: await readFile(pathOf(key)), contentType: contentTypeOfFile(key) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
  };
}

/** Pictures in process memory: for tests. */
export function createMemoryImageStorage(): ImageStorage & { keys(): string[] } {
  const stored = new Map<string, StoredImage>();
  return {
    async put(key, bytes, contentType) {
      assertKey(key);
      if (!stored.has(key)) stored.set(key, { bytes: Buffer.from(bytes), contentType });
    },
    async get(key) {
      return stored.get(key) ?? null;
    },
    keys: () => [...stored.keys()],
  };
}
