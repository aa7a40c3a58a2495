import { describe, expect, it } from 'vitest';
import { BmpError, decodeBmp } from './bmp.ts';

interface BmpSpec {
  width: number;
  height: number;
  bits: number;
  compression?: number;
  topDown?: boolean;
  palette?: number[][];
  masks?: [number, number, number, number];
  /** Bytes of each row, top first, before padding. */
  rows: number[][];
}

/** Writes a BMP with a 40-byte header (plus masks and palette when given). */
function bmp(spec: BmpSpec): Buffer {
  const stride = Math.ceil((spec.width * spec.bits) / 32) * 4;
  const masks = spec.masks === undefined ? 0 : 16;
  const palette = (spec.palette?.length ?? 0) * 4;
  const offset = 54 + masks + palette;
  const file = Buffer.alloc(offset + stride * spec.height);
  file.write('BM', 0, 'latin1');
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(offset, 10);
  file.writeUInt32LE(40, 14);
  file.writeInt32LE(spec.width, 18);
  file.writeInt32LE(spec.topDown ? -spec.height : spec.height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(spec.bits, 28);
  file.writeUInt32LE(spec.compression ?? 0, 30);
  file.writeUInt32LE(spec.palette?.length ?? 0, 46);
  spec.masks?.forEach((mask, index) => {
    file.writeUInt32LE(mask >>> 0, 54 + index * 4);
  });
  spec.palette?.forEach(([r = 0, g = 0, b = 0], index) => {
    file.set([b, g, r, 0], 54 + masks + index * 4);
  });
  spec.rows.forEach((row, y) => {
    const line = spec.topDown ? y : spec.height - 1 - y;
    file.set(row, offset + line * stride);
  });
  return file;
}

const pixelsOf = (data: Buffer) => [...data];

describe('decodeBmp', () => {
  it('reads 24-bit rows bottom-up into RGBA, skipping row padding', () => {
    const image = decodeBmp(
      bmp({
        width: 2,
        height: 2,
        bits: 24,
        rows: [
          [0, 0, 255, 0, 255, 0],
          [255, 0, 0, 10, 20, 30],
        ],
      }),
      1_000,
    );
    expect(image).toMatchObject({ width: 2, height: 2 });
    expect(pixelsOf(image.data)).toEqual([255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 30, 20, 10, 255]);
  });

  it('reads top-down files (negative height)', () => {
    const image = decodeBmp(
      bmp({
        width: 1,
        height: 2,
        bits: 24,
        topDown: true,
        rows: [
          [0, 0, 255],
          [255, 0, 0],
        ],
      }),
      1_000,
    );
    expect(pixelsOf(image.data)).toEqual([255, 0, 0, 255, 0, 0, 255, 255]);
  });

  it('reads 8-, 4- and 1-bit palettes', () => {
    const palette = [
      [0, 0, 0],
      [255, 255, 255],
      [255, 0, 0],
    ];
    const eight = decodeBmp(bmp({ width: 3, height: 1, bits: 8, palette, rows: [[2, 1, 0]] }), 1_000);
    expect(pixelsOf(eight.data)).toEqual([255, 0, 0, 255, 255, 255, 255, 255, 0, 0, 0, 255]);
    const four = decodeBmp(bmp({ width: 3, height: 1, bits: 4, palette, rows: [[0x21, 0x00]] }), 1_000);
    expect(pixelsOf(four.data)).toEqual([255, 0, 0, 255, 255, 255, 255, 255, 0, 0, 0, 255]);
    const one = decodeBmp(bmp({ width: 3, height: 1, bits: 1, palette, rows: [[0b1010_0000]] }), 1_000);
    expect(pixelsOf(one.data)).toEqual([255, 255, 255, 255, 0, 0, 0, 255, 255, 255, 255, 255]);
  });

  it('reads 32-bit BI_ALPHABITFIELDS, and 16-bit 5-5-5', () => {
    const rgba = decodeBmp(
      bmp({
        width: 1,
        height: 1,
        bits: 32,
        compression: 6,
        masks: [0xff000000, 0x00ff0000, 0x0000ff00, 0x000000ff],
        rows: [[0x80, 0x30, 0x20, 0x10]],
      }),
      1_000,
    );
    expect(pixelsOf(rgba.data)).toEqual([0x10, 0x20, 0x30, 0x80]);
    // 0x7c00 = full red in 5-5-5.
    const rgb555 = decodeBmp(bmp({ width: 1, height: 1, bits: 16, rows: [[0x00, 0x7c]] }), 1_000);
    expect(pixelsOf(rgb555.data)).toEqual([255, 0, 0, 255]);
  });

  it('refuses what it cannot read, before allocating for it', () => {
    const refuse = (bytes: Buffer, max = 1_000) => expect(() => decodeBmp(bytes, max)).toThrow(BmpError);
    refuse(Buffer.from('BM'));
    refuse(Buffer.from('not a bmp at all, but long enough for a header'));
    refuse(bmp({ width: 2, height: 1, bits: 8, compression: 1, palette: [[0, 0, 0]], rows: [[0, 0]] }));
    refuse(bmp({ width: 1, height: 1, bits: 24, rows: [[1, 2, 3]] }).subarray(0, 54));
    refuse(bmp({ width: 1, height: 1, bits: 2, rows: [[0]] }));
    const huge = bmp({ width: 1, height: 1, bits: 24, rows: [[1, 2, 3]] });
    huge.writeInt32LE(100_000, 18);
    huge.writeInt32LE(100_000, 22);
    refuse(huge, 50_000_000);
  });
});
