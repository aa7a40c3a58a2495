import { zlibSync } from 'fflate';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const typed = concat([new TextEncoder().encode(type), data]);
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(typed, 4);
  view.setUint32(8 + data.length, crc32(typed));
  return out;
}

/** Encodes RGBA pixels (4 bytes each, row-major) as an 8-bit truecolour-with-alpha PNG. */
export function encodeRgbaPng(width: number, height: number, rgba: Uint8Array): Uint8Array {
  const rowBytes = width * 4;
  const raw = new Uint8Array((rowBytes + 1) * height);
  for (let y = 0; y < height; y += 1) {
    // Filter 0 (None) on every row: flat shapes compress well without one.
    raw.set(rgba.subarray(y * rowBytes, (y + 1) * rowBytes), y * (rowBytes + 1) + 1);
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 6, 0, 0, 0], 8);
  const signature = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', zlibSync(raw, { level: 9 })),
    chunk('IEND', new Uint8Array()),
  ]);
}

const background = [0x4f, 0x46, 0xe5] as const;
const foreground = [0xff, 0xff, 0xff] as const;

/** A rounded square of side 1 with corner radius r, in 0..1 coordinates. */
function inRoundedSquare(u: number, v: number, r: number): boolean {
  const dx = Math.max(r - u, 0, u - (1 - r));
  const dy = Math.max(r - v, 0, v - (1 - r));
  return dx * dx + dy * dy <= r * r;
}

/** The upward arrow of "올리다" (to put up): a triangular head over a stem. */
function inArrow(u: number, v: number): boolean {
  const head = v >= 0.2 && v <= 0.52 && Math.abs(u - 0.5) <= ((v - 0.2) / 0.32) * 0.3;
  const stem = v > 0.5 && v <= 0.8 && Math.abs(u - 0.5) <= 0.1;
  return head || stem;
}

/** The extension icon at `size` pixels: a white up-arrow on the app's indigo, edges smoothed by 4×4 supersampling. */
export function iconPng(size: number): Uint8Array {
  const samples = 4;
  const rgba = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      let covered = 0;
      const sum = [0, 0, 0];
      for (let sy = 0; sy < samples; sy += 1) {
        for (let sx = 0; sx < samples; sx += 1) {
          const u = (x + (sx + 0.5) / samples) / size;
          const v = (y + (sy + 0.5) / samples) / size;
          if (!inRoundedSquare(u, v, 0.22)) continue;
          const color = inArrow(u, v) ? foreground : background;
          covered += 1;
          for (let c = 0; c < 3; c += 1) sum[c] = (sum[c] ?? 0) + (color[c] ?? 0);
        }
      }
      const offset = (y * size + x) * 4;
      if (covered === 0) continue;
      for (let c = 0; c < 3; c += 1) rgba[offset + c] = Math.round((sum[c] ?? 0) / covered);
      rgba[offset + 3] = Math.round((covered / (samples * samples)) * 255);
    }
  }
  return encodeRgbaPng(size, size, rgba);
}
