import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** CRC-32 as PNG chunks use it (ISO 3309). */
export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** An RGB image being drawn: 3 bytes per pixel, row-major. */
export interface RgbCanvas {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/** Parses `#rrggbb` into its three channels. */
export function parseHexColor(hex: string): [number, number, number] {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (match === null) throw new Error(`not a #rrggbb colour: ${hex}`);
  return [
    Number.parseInt(match[1] ?? '0', 16),
    Number.parseInt(match[2] ?? '0', 16),
    Number.parseInt(match[3] ?? '0', 16),
  ];
}

/** A canvas filled with one colour. */
export function createCanvas(width: number, height: number, background: string): RgbCanvas {
  const pixels = new Uint8Array(width * height * 3);
  const [r, g, b] = parseHexColor(background);
  for (let i = 0; i < pixels.length; i += 3) {
    pixels[i] = r;
    pixels[i + 1] = g;
    pixels[i + 2] = b;
  }
  return { width, height, pixels };
}

/** Paints every pixel whose centre (in 0..1 coordinates) satisfies `inside`. */
export function fillWhere(canvas: RgbCanvas, color: string, inside: (u: number, v: number) => boolean): void {
  const [r, g, b] = parseHexColor(color);
  for (let y = 0; y < canvas.height; y += 1) {
    const v = (y + 0.5) / canvas.height;
    for (let x = 0; x < canvas.width; x += 1) {
      if (!inside((x + 0.5) / canvas.width, v)) continue;
      const offset = (y * canvas.width + x) * 3;
      canvas.pixels[offset] = r;
      canvas.pixels[offset + 1] = g;
      canvas.pixels[offset + 2] = b;
    }
  }
}

/** Encodes the canvas as an 8-bit truecolour PNG. */
export function encodePng(canvas: RgbCanvas): Buffer {
  const { width, height, pixels } = canvas;
  const rowBytes = width * 3;
  const raw = Buffer.alloc((rowBytes + 1) * height);
  for (let y = 0; y < height; y += 1) {
    // Filter type 0 (None) per row: the images are flat colours, which deflate compresses well anyway.
    raw[y * (rowBytes + 1)] = 0;
    raw.set(pixels.subarray(y * rowBytes, (y + 1) * rowBytes), y * (rowBytes + 1) + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  header[10] = 0;
  header[11] = 0;
  header[12] = 0;
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', new Uint8Array(0)),
  ]);
}
