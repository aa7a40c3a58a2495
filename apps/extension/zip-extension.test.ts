// @vitest-environment node
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { zipExtension } from './zip-extension.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('zipExtension', () => {
  it('holds every file under its path, and the same files always make the same zip', () => {
    const files = new Map([
      ['manifest.json', bytes('{"manifest_version":3}')],
      ['icons/icon-16.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47])],
    ]);
    const zip = zipExtension(files);
    const unzipped = unzipSync(zip);
    expect(Object.keys(unzipped).sort()).toEqual(['icons/icon-16.png', 'manifest.json']);
    expect(new TextDecoder().decode(unzipped['manifest.json'])).toBe('{"manifest_version":3}');
    expect(zipExtension(new Map([...files].reverse()))).toEqual(zip);
  });

  it('refuses paths that would land outside the folder', () => {
    expect(() => zipExtension(new Map([['../evil.js', bytes('x')]]))).toThrow();
    expect(() => zipExtension(new Map([['/etc/passwd', bytes('x')]]))).toThrow();
  });
});
