/**
 * A small BMP reader: sharp's prebuilt libvips cannot read BMP, and some supplier pages still serve it. Reads the
 * uncompressed kinds Windows and image editors write (1/4/8-bit palettes, 16/24/32-bit, BI_BITFIELDS masks, top-down
 * or bottom-up rows) into RGBA pixels; run-length or embedded JPEG/PNG bitmaps are refused.
 */

export interface BmpPixels {
  width: number;
  height: number;
  /** RGBA, 4 bytes a pixel, rows top to bottom. */
  data: Buffer;
}

/** Why a BMP could not be read (a Korean reason, shown inside the caller's message). */
export class BmpError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BmpError';
  }
}

export interface BmpHeader {
  width: number;
  height: number;
  topDown: boolean;
  bitsPerPixel: number;
  compression: number;
  pixelOffset: number;
  headerSize: number;
  colorsUsed: number;
}

const BI_RGB = 0;
const BI_BITFIELDS = 3;
const BI_ALPHABITFIELDS = 6;

/** Width, height and layout from the headers; throws BmpError on anything this reader does not take. */
export function readBmpHeader(bytes: Uint8Array): BmpHeader {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.length < 26 || buffer.toString('latin1', 0, 2) !== 'BM')
    throw new BmpError('BMP 머리글이 없습니다');
  const pixelOffset = buffer.readUInt32LE(10);
  const headerSize = buffer.readUInt32LE(14);
  if (headerSize === 12) {
    return {
      width: buffer.readUInt16LE(18),
      height: buffer.readUInt16LE(20),
      topDown: false,
      bitsPerPixel: buffer.readUInt16LE(24),
      compression: BI_RGB,
      pixelOffset,
      headerSize,
      colorsUsed: 0,
    };
  }
  if (headerSize < 40 || buffer.length < 14 + 40) throw new BmpError('지원하지 않는 BMP 머리글입니다');
  const rawHeight = buffer.readInt32LE(22);
  return {
    width: buffer.readInt32LE(18),
    height: Math.abs(rawHeight),
    topDown: rawHeight < 0,
    bitsPerPixel: buffer.readUInt16LE(28),
    compression: buffer.readUInt32LE(30),
    pixelOffset,
    headerSize,
    colorsUsed: buffer.readUInt32LE(46),
  };
}

/** The position and width of one colour channel in a bit mask (e.g. 0x00ff0000 → shift 16, 8 bits). */
function channelOf(mask: number): { shift: number; max: number } {
  if (mask === 0) return { shift: 0, max: 0 };
  let shift = 0;
  while (((mask >>> shift) & 1) === 0) shift += 1;
  return { shift, max: mask >>> shift };
}

function readMasks(buffer: Buffer, header: BmpHeader): [number, number, number, number] {
  if (header.compression === BI_BITFIELDS || header.compression === BI_ALPHABITFIELDS) {
    // Inside a V2+ header, or right after a 40-byte one.
    const at = 14 + 40;
    const needsAlpha = header.compression === BI_ALPHABITFIELDS || header.headerSize >= 56;
    if (buffer.length < at + 12) throw new BmpError('BMP 색 마스크가 잘렸습니다');
    return [
      buffer.readUInt32LE(at),
      buffer.readUInt32LE(at + 4),
      buffer.readUInt32LE(at + 8),
      needsAlpha && buffer.length >= at + 16 ? buffer.readUInt32LE(at + 12) : 0,
    ];
  }
  // BI_RGB: 16-bit is 5-5-5; 32-bit is BGRx whose fourth byte is usually 0, so it is not read as alpha.
  return header.bitsPerPixel === 16 ? [0x7c00, 0x03e0, 0x001f, 0] : [0x00ff0000, 0x0000ff00, 0x000000ff, 0];
}

function readPalette(buffer: Buffer, header: BmpHeader): Uint8Array {
  const entries = header.colorsUsed > 0 ? header.colorsUsed : 1 << header.bitsPerPixel;
  const entrySize = header.headerSize === 12 ? 3 : 4;
  const start = 14 + header.headerSize + (header.compression === BI_BITFIELDS ? 12 : 0);
  if (entries > 256 || start + entries * entrySize > buffer.length)
    throw new BmpError('BMP 팔레트가 잘렸습니다');
  const palette = new Uint8Array(256 * 3);
  for (let index = 0; index < entries; index += 1) {
    const at = start + index * entrySize;
    palette[index * 3] = buffer[at + 2] ?? 0;
    palette[index * 3 + 1] = buffer[at + 1] ?? 0;
    palette[index * 3 + 2] = buffer[at] ?? 0;
  }
  return palette;
}

/** Decodes the pixels; `maxPixels` is checked before anything is allocated. */
export function decodeBmp(bytes: Uint8Array, maxPixels: number): BmpPixels {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const header = readBmpHeader(buffer);
  const { width, height, bitsPerPixel: bits, compression } = header;
  if (width <= 0 || height <= 0) throw new BmpError('BMP 크기가 올바르지 않습니다');
  if (width * height > maxPixels) throw new BmpError('BMP 화소 수가 너무 많습니다');
  if (compression !== BI_RGB && compression !== BI_BITFIELDS && compression !== BI_ALPHABITFIELDS) {
    throw new BmpError('압축된 BMP는 읽을 수 없습니다');
  }
  if (![1, 4, 8, 16, 24, 32].includes(bits)) throw new BmpError(`${bits}비트 BMP는 읽을 수 없습니다`);
  if (bits <= 8 && compression !== BI_RGB) throw new BmpError('지원하지 않는 BMP 형식입니다');
  const stride = Math.ceil((width * bits) / 32) * 4;
  if (header.pixelOffset + stride * height > buffer.length)
    throw new BmpError('BMP 화소 데이터가 잘렸습니다');

  const data = Buffer.alloc(width * height * 4);
  const palette = bits <= 8 ? readPalette(buffer, header) : null;
  const [red, green, blue, alpha] = readMasks(buffer, header).map(channelOf) as [
    ReturnType<typeof channelOf>,
    ReturnType<typeof channelOf>,
    ReturnType<typeof channelOf>,
    ReturnType<typeof channelOf>,
  ];
  const scale = (value: number, channel: { max: number }) =>
    channel.max === 0 ? 0 : Math.round((value * 255) / channel.max);

  for (let row = 0; row < height; row += 1) {
    const source = header.pixelOffset + (header.topDown ? row : height - 1 - row) * stride;
    let target = row * width * 4;
    for (let column = 0; column < width; column += 1, target += 4) {
      if (palette !== null) {
        const bitOffset = column * bits;
        const byte = buffer[source + (bitOffset >> 3)] ?? 0;
        const index = (byte >> (8 - bits - (bitOffset & 7))) & ((1 << bits) - 1);
        data[target] = palette[index * 3] ?? 0;
        data[target + 1] = palette[index * 3 + 1] ?? 0;
        data[target + 2] = palette[index * 3 + 2] ?? 0;
        data[target + 3] = 255;
        continue;
      }
      if (bits === 24) {
        const at = source + column * 3;
        data[target] = buffer[at + 2] ?? 0;
        data[target + 1] = buffer[at + 1] ?? 0;
        data[target + 2] = buffer[at] ?? 0;
        data[target + 3] = 255;
        continue;
      }
      const value =
        bits === 16 ? buffer.readUInt16LE(source + column * 2) : buffer.readUInt32LE(source + column * 4);
      data[target] = scale((value >>> red.shift) & red.max, red);
      data[target + 1] = scale((value >>> green.shift) & green.max, green);
      data[target + 2] = scale((value >>> blue.shift) & blue.max, blue);
      data[target + 3] = alpha.max === 0 ? 255 : scale((value >>> alpha.shift) & alpha.max, alpha);
    }
  }
  return { width, height, data };
}
