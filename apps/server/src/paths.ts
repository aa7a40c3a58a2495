import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The server package root, found by walking up from this module (works from src/ and from the dist/ bundle). */
function findServerRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'drizzle', 'meta', '_journal.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('서버 패키지 루트(drizzle/ 마이그레이션)를 찾을 수 없습니다.');
    dir = parent;
  }
  return dir;
}

export const serverRoot = findServerRoot();
export const migrationsFolder = join(serverRoot, 'drizzle');
export const webDistFolder = join(serverRoot, '..', 'web', 'dist');
export const extensionDistFolder = join(serverRoot, '..', 'extension', 'dist');
