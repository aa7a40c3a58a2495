import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDiskImageStorage, hostedFilePattern } from './image-storage.ts';

const key = '0123456789abcdef0123456789abcdef.jpg';
let root: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'ollida-images-'));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

/** Every file under `root`, relative. */
function files(): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1))
    .sort();
}

describe('disk image storage', () => {
  it('stores under a folder of the first two digits and reads back with the Content-Type of the extension', async () => {
    const storage = createDiskImageStorage(root);
    await storage.put(key, Buffer.from('jpeg bytes'), 'image/jpeg');
    await storage.put('ffffffffffffffffffffffffffffffff.png', Buffer.from('png bytes'), 'image/png');
    expect(files()).toEqual([`01/${key}`, 'ff/ffffffffffffffffffffffffffffffff.png']);
    expect(await storage.get(key)).toEqual({ bytes: Buffer.from('jpeg bytes'), contentType: 'image/jpeg' });
    expect((await storage.get('ffffffffffffffffffffffffffffffff.png'))?.contentType).toBe('image/png');
  });

  it('writes a key once: its bytes never change, and no temporary file is left behind', async () => {
    const storage = createDiskImageStorage(root);
    await Promise.all([
      storage.put(key, Buffer.from('first'), 'image/jpeg'),
      storage.put(key, Buffer.from('first'), 'image/jpeg'),
    ]);
    await storage.put(key, Buffer.from('second'), 'image/jpeg');
    expect(files()).toEqual([`01/${key}`]);
    expect((await storage.get(key))?.bytes.toString()).toBe('first');
  });

  it('answers null for keys it does not have, and for names that are not keys (never a path outside)', async () => {
    writeFileSync(join(root, 'secret.jpg'), 'secret');
    const storage = createDiskImageStorage(join(root, 'images'));
    expect(await storage.get(key)).toBeNull();
    for (const name of [
      '../secret.jpg',
      '..',
      '',
      `${key}/x`,
      key.toUpperCase(),
      `${key.slice(0, 31)}.jpg`,
    ]) {
      expect(hostedFilePattern.test(name)).toBe(false);
      expect(await storage.get(name)).toBeNull();
      await expect(storage.put(name, Buffer.from('x'), 'image/jpeg')).rejects.toThrow(
        'invalid hosted image key',
      );
    }
  });
});
