// @vitest-environment node
import { unzlibSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { iconPng } from './build-icons.ts';

/** Width, height and the unfiltered RGBA rows of a PNG this build wrote (one IDAT, filter 0). */
function decode(png: Uint8Array) {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  const idatLength = view.getUint32(33);
  const raw = unzlibSync(png.subarray(41, 41 + idatLength));
  const pixel = (x: number, y: number) => [...raw.subarray(y * (width * 4 + 1) + 1 + x * 4).subarray(0, 4)];
  return { width, height, colorType: png[25], pixel };
}

describe('iconPng', () => {
  it.each([16, 32, 48, 128])(
    'draws a %ipx RGBA icon: transparent corners, white arrow, indigo edge',
    (size) => {
      const png = iconPng(size);
      expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      const { width, height, colorType, pixel } = decode(png);
      expect([width, height, colorType]).toEqual([size, size, 6]);
      expect(pixel(0, 0)[3]).toBe(0);
      expect(pixel(Math.floor(size / 2), Math.floor(size * 0.45))).toEqual([255, 255, 255, 255]);
      expect(pixel(Math.floor(size * 0.1), Math.floor(size / 2))).toEqual([0x4f, 0x46, 0xe5, 255]);
    },
  );
});
