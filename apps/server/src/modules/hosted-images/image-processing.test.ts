import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { Invalid } from '../../platform/domain-errors.ts';
import { defaultImageLimits, prepareImage } from './image-processing.ts';

const solid = (width: number, height: number, background: string, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background } });

/** The RGBA of one pixel of an encoded picture. */
async function pixel(bytes: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 4;
  return [...data.subarray(at, at + 4)];
}

function near(actual: number[], expected: number[], tolerance = 12) {
  expect(actual.length).toBe(expected.length);
  actual.forEach((value, index) => {
    expect(Math.abs(value - (expected[index] ?? 0))).toBeLessThanOrEqual(tolerance);
  });
}

async function refusal(promise: Promise<unknown>): Promise<Invalid> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(Invalid);
  return error as Invalid;
}

/** A 24-bit bottom-up BMP whose rows are `rows` (top first) of [r, g, b] pixels. */
function bmp24(rows: number[][][]): Buffer {
  const height = rows.length;
  const width = rows[0]?.length ?? 0;
  const stride = Math.ceil((width * 3) / 4) * 4;
  const file = Buffer.alloc(54 + stride * height);
  file.write('BM', 0, 'latin1');
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(54, 10);
  file.writeUInt32LE(40, 14);
  file.writeInt32LE(width, 18);
  file.writeInt32LE(height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(24, 28);
  rows.forEach((row, y) => {
    const at = 54 + (height - 1 - y) * stride;
    row.forEach(([r = 0, g = 0, b = 0], x) => {
      file[at + x * 3] = b;
      file[at + x * 3 + 1] = g;
      file[at + x * 3 + 2] = r;
    });
  });
  return file;
}

/** A valid PNG whose header claims `width` × `height` (CRC fixed) while its pixel data stays tiny. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await solid(4, 4, '#808080').png().toBuffer());
  // IHDR: length at 8, type at 12, data at 16 (width, height …), CRC after its 13 bytes.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe('what is accepted, by its bytes', () => {
  it('re-encodes JPEG, WEBP and GIF as JPEG and keeps PNG as PNG', async () => {
    const inputs = {
      jpeg: await solid(120, 80, '#336699').jpeg().toBuffer(),
      webp: await solid(120, 80, '#336699').webp().toBuffer(),
      gif: await solid(120, 80, '#336699').gif().toBuffer(),
      png: await solid(120, 80, '#336699').png().toBuffer(),
    };
    for (const [format, bytes] of Object.entries(inputs)) {
      const image = await prepareImage(bytes, 'detail');
      expect(image.source).toBe(format);
      expect(image.ext).toBe(format === 'png' ? 'png' : 'jpg');
      expect(image.contentType).toBe(format === 'png' ? 'image/png' : 'image/jpeg');
      expect((await sharp(image.bytes).metadata()).format).toBe(format === 'png' ? 'png' : 'jpeg');
      expect([image.width, image.height]).toEqual([120, 80]);
      near(await pixel(image.bytes, 60, 40), [0x33, 0x66, 0x99, 255]);
    }
  });

  it('reads BMP with its own reader', async () => {
    const red = Array.from({ length: 16 }, () => [255, 0, 0]);
    const blue = Array.from({ length: 16 }, () => [0, 0, 255]);
    const rows = Array.from({ length: 16 }, (_, y) => (y < 8 ? red : blue));
    const image = await prepareImage(bmp24(rows), 'detail');
    expect(image).toMatchObject({ source: 'bmp', ext: 'jpg', width: 16, height: 16 });
    near(await pixel(image.bytes, 8, 2), [255, 0, 0, 255], 30);
    near(await pixel(image.bytes, 8, 13), [0, 0, 255, 255], 30);
  });

  it('keeps the first frame of an animated GIF', async () => {
    const red = await solid(40, 30, '#ff0000').png().toBuffer();
    const blue = await solid(40, 30, '#0000ff').png().toBuffer();
    const gif = await sharp([red, blue], { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(2);
    const image = await prepareImage(gif, 'detail');
    expect([image.width, image.height]).toEqual([40, 30]);
    expect((await sharp(image.bytes).metadata()).pages).toBeUndefined();
    near(await pixel(image.bytes, 20, 15), [255, 0, 0, 255], 20);
  });

  it('drops EXIF and other metadata, turning the picture the way its EXIF said', async () => {
    const jpeg = await solid(40, 30, '#00ff00')
      .jpeg()
      .withMetadata({ orientation: 6, density: 300 })
      .withExif({ IFD0: { Copyright: 'supplier', Artist: 'someone' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const image = await prepareImage(jpeg, 'detail');
    const metadata = await sharp(image.bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect([image.width, image.height]).toEqual([30, 40]);
    expect(image.bytes.includes(Buffer.from('supplier'))).toBe(false);
  });

  it('flattens transparency on white when a picture becomes JPEG, and keeps it in PNG', async () => {
    const clear = { r: 0, g: 0, b: 0, alpha: 0 };
    const webp = await sharp({ create: { width: 20, height: 20, channels: 4, background: clear } })
      .webp({ lossless: true })
      .toBuffer();
    near(await pixel((await prepareImage(webp, 'detail')).bytes, 10, 10), [255, 255, 255, 255]);
    const png = await sharp({ create: { width: 20, height: 20, channels: 4, background: clear } })
      .png()
      .toBuffer();
    const kept = await prepareImage(png, 'detail');
    expect(kept.ext).toBe('png');
    expect((await pixel(kept.bytes, 10, 10))[3]).toBe(0);
  });

  it('names the same picture by the same hash every time', async () => {
    const bytes = await solid(64, 64, '#abcdef').jpeg().toBuffer();
    const first = await prepareImage(bytes, 'representative');
    const second = await prepareImage(bytes, 'representative');
    expect(second.hash).toBe(first.hash);
    expect(first.hash).toMatch(/^[0-9a-f]{64}$/);
    expect((await prepareImage(bytes, 'detail')).hash).not.toBe(first.hash);
  });
});

describe('what is refused', () => {
  it('refuses SVG, HTML and XML whatever they are called', async () => {
    const documents = {
      'SVG 문서':
        '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><script>alert(1)</script></svg>',
      'SVG 문서 ': '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"></svg>',
      'HTML 문서': '<!doctype html><html><body><img src="x" onerror="alert(1)"></body></html>',
      'HTML 문서 ': '\uFEFF  <html><script>fetch("/api")</script></html>',
    };
    for (const [kind, text] of Object.entries(documents)) {
      const error = await refusal(prepareImage(Buffer.from(text), 'detail', { label: '상품 이미지(a.png)' }));
      expect(error.code).toBe('image_unusable');
      expect(error.status).toBe(400);
      expect(error.detail).toContain(kind.trim());
      expect(error.detail).toContain('상품 이미지(a.png)');
    }
  });

  it('refuses pictures of other formats (TIFF, AVIF) and plain bytes', async () => {
    const tiff = await solid(10, 10, '#000000').tiff().toBuffer();
    const avif = await solid(10, 10, '#000000').avif().toBuffer();
    for (const bytes of [tiff, avif, Buffer.from('just text'), Buffer.alloc(0)]) {
      expect((await refusal(prepareImage(bytes, 'detail'))).code).toBe('image_unusable');
    }
  });

  it('refuses a broken picture: a cut JPEG, a PNG with a wrong checksum, a BMP cut short', async () => {
    const jpeg = await solid(200, 200, '#123456').jpeg().toBuffer();
    expect((await refusal(prepareImage(jpeg.subarray(0, 300), 'detail'))).code).toBe('image_unusable');
    const png = Buffer.from(await solid(20, 20, '#123456').png().toBuffer());
    png.writeUInt32BE(5000, 16);
    expect((await refusal(prepareImage(png, 'detail'))).code).toBe('image_unusable');
    const bmp = bmp24([[[1, 2, 3]], [[4, 5, 6]]]);
    expect((await refusal(prepareImage(bmp.subarray(0, 56), 'detail'))).code).toBe('image_unusable');
  });

  it('refuses more than 10 MB before reading it', async () => {
    const bytes = Buffer.alloc(defaultImageLimits.maxInputBytes + 1, 0xff);
    const error = await refusal(prepareImage(bytes, 'detail'));
    expect(error.code).toBe('image_too_large');
    expect(error.detail).toContain('10MB');
  });

  it('refuses more than 50 million pixels from the header, without decoding (a decompression bomb)', async () => {
    const bomb = await pngClaiming(10_000, 10_000);
    expect(bomb.length).toBeLessThan(200);
    const started = performance.now();
    const error = await refusal(prepareImage(bomb, 'representative'));
    expect(error.code).toBe('image_unusable');
    expect(error.detail).toContain('10,000×10,000');
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('holds the pixel limit it is given for every format, BMP included', async () => {
    const limits = { ...defaultImageLimits, maxInputPixels: 1_000 };
    const png = await solid(40, 40, '#000000').png().toBuffer();
    expect((await refusal(prepareImage(png, 'detail', { limits }))).detail).toContain('40×40');
    const row = Array.from({ length: 40 }, () => [0, 0, 0]);
    const bmp = bmp24(Array.from({ length: 40 }, () => row));
    expect((await refusal(prepareImage(bmp, 'detail', { limits }))).code).toBe('image_unusable');
  });
});

describe('the representative picture Coupang asks for', () => {
  it('pads a wide picture to a square on white without cropping it', async () => {
    const bytes = await solid(1000, 600, '#cc0000').jpeg().toBuffer();
    const image = await prepareImage(bytes, 'representative');
    expect([image.width, image.height]).toEqual([1000, 1000]);
    near(await pixel(image.bytes, 500, 10), [255, 255, 255, 255]);
    near(await pixel(image.bytes, 500, 990), [255, 255, 255, 255]);
    near(await pixel(image.bytes, 5, 500), [204, 0, 0, 255]);
    near(await pixel(image.bytes, 995, 500), [204, 0, 0, 255]);
  });

  it('scales a small picture up to 500 × 500', async () => {
    const image = await prepareImage(await solid(120, 300, '#0000cc').png().toBuffer(), 'representative');
    expect(image).toMatchObject({ width: 500, height: 500, ext: 'png' });
    near(await pixel(image.bytes, 250, 250), [0, 0, 204, 255]);
    near(await pixel(image.bytes, 10, 250), [255, 255, 255, 255]);
  });

  it('scales a huge picture down to 5,000 × 5,000', async () => {
    const image = await prepareImage(await solid(7000, 1400, '#00aa00').jpeg().toBuffer(), 'representative');
    expect([image.width, image.height]).toEqual([5000, 5000]);
    expect(image.bytes.length).toBeLessThanOrEqual(3 * 1024 * 1024);
  });

  it('puts a transparent PNG on white and keeps it PNG', async () => {
    const clear = { r: 0, g: 0, b: 0, alpha: 0 };
    const png = await sharp({ create: { width: 600, height: 600, channels: 4, background: clear } })
      .png()
      .toBuffer();
    const image = await prepareImage(png, 'representative');
    expect(image.ext).toBe('png');
    near(await pixel(image.bytes, 300, 300), [255, 255, 255, 255]);
  });

  it('stays under the byte limit: PNG turns JPEG, then quality and size step down', async () => {
    const noise = Buffer.alloc(800 * 800 * 3);
    let seed = 2463534242;
    for (let index = 0; index < noise.length; index += 1) {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      noise[index] = seed & 0xff;
    }
    const png = await sharp(noise, { raw: { width: 800, height: 800, channels: 3 } })
      .png()
      .toBuffer();
    const limits = { ...defaultImageLimits, representativeMaxBytes: 120_000 };
    const image = await prepareImage(png, 'representative', { limits });
    expect(image.ext).toBe('jpg');
    expect(image.bytes.length).toBeLessThanOrEqual(120_000);
    expect(image.width).toBe(image.height);
    expect(image.width).toBeGreaterThanOrEqual(500);
  });
});
