import { createHash } from 'node:crypto';
import { errorCodes } from '@ollida/contracts/errors';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { Invalid } from '../../platform/domain-errors.ts';
import { BmpError, decodeBmp, readBmpHeader } from './bmp.ts';

/** What a hosted picture is for: Coupang's REPRESENTATION image (square, bounded) or a picture of the detail page. */
export type ImageRole = 'representative' | 'detail';

/** The pictures the marketplaces take and we accept, by what their bytes say (never by Content-Type). */
export type SourceFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'bmp';

/** A re-encoded picture, metadata stripped, ready to store. */
export interface PreparedImage {
  bytes: Buffer;
  /** SHA-256 of `bytes`, 64 lower-case hex digits. */
  hash: string;
  ext: 'jpg' | 'png';
  contentType: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
  /** What the input was, by its bytes. */
  source: SourceFormat;
}

export interface ImageLimits {
  /** Largest input, in bytes (default 10 MB). */
  maxInputBytes: number;
  /** Most pixels of the input's first frame (default 50 million). */
  maxInputPixels: number;
  /** Sides of a representative picture (Coupang: 500 to 5,000 px). */
  representativeMinSide: number;
  representativeMaxSide: number;
  /** Largest representative file (Coupang: 3 MB). */
  representativeMaxBytes: number;
  /** JPEG quality of the first try. */
  jpegQuality: number;
}

export const defaultImageLimits: ImageLimits = {
  maxInputBytes: 10 * 1024 * 1024,
  maxInputPixels: 50_000_000,
  representativeMinSide: 500,
  representativeMaxSide: 5_000,
  representativeMaxBytes: 3 * 1024 * 1024,
  jpegQuality: 88,
};

const white = { r: 255, g: 255, b: 255, alpha: 1 };

const sniffedFormats: Readonly<Record<string, SourceFormat>> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  // An animated PNG is a PNG whose default image any PNG reader shows; its first frame is kept.
  'image/apng': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/bmp': 'bmp',
};

const formatCount = (value: number) => value.toLocaleString('ko-KR');

/** What the bytes look like when they are not a picture we take, for the seller's message. */
function describeContent(bytes: Uint8Array, mime: string | undefined): string {
  const head = Buffer.from(bytes.subarray(0, 512))
    .toString('latin1')
    .replace(/^\uFEFF|^\xEF\xBB\xBF/, '')
    .trimStart()
    .toLowerCase();
  if (head.includes('<svg') || mime === 'image/svg+xml') return 'SVG 문서';
  if (head.startsWith('<')) return mime === 'application/xml' ? 'XML 문서' : 'HTML 문서';
  if (mime?.startsWith('image/')) return `${mime.slice('image/'.length).toUpperCase()} 이미지`;
  if (mime !== undefined) return `${mime} 파일`;
  return '알 수 없는 형식';
}

/** Reads the format from the magic bytes: JPEG, PNG, GIF, WEBP or BMP, else refused as `image_unusable`. */
export async function sniffImageFormat(bytes: Uint8Array, label: string): Promise<SourceFormat> {
  const type = await fileTypeFromBuffer(bytes);
  const format = type === undefined ? undefined : sniffedFormats[type.mime];
  if (format === undefined) {
    throw new Invalid(
      `${label}가 JPG, PNG, GIF, WEBP, BMP 이미지가 아닙니다 (내용: ${describeContent(bytes, type?.mime)}).`,
      errorCodes.imageUnusable,
    );
  }
  return format;
}

const unreadable = (label: string) =>
  new Invalid(`${label}를 읽을 수 없습니다. 손상되었거나 잘린 이미지입니다.`, errorCodes.imageUnusable);

const tooManyPixels = (label: string, width: number, height: number, limits: ImageLimits) =>
  new Invalid(
    `${label}의 크기가 너무 큽니다 (${formatCount(width)}×${formatCount(height)}, 최대 ${formatCount(
      Math.round(limits.maxInputPixels / 10_000),
    )}만 화소).`,
    errorCodes.imageUnusable,
  );

/**
 * Decoders of the input's first frame, EXIF orientation applied, after its header was checked against the pixel limit
 * (sharp's `limitInputPixels` guards the decode again). BMP goes through our own reader. A sharp pipeline is spent once
 * it has produced output, so `open` makes a new one for each encoding.
 */
async function openInput(
  bytes: Uint8Array,
  format: SourceFormat,
  label: string,
  limits: ImageLimits,
): Promise<{ open: () => Sharp; width: number; height: number }> {
  if (format === 'bmp') {
    let header: ReturnType<typeof readBmpHeader>;
    try {
      header = readBmpHeader(bytes);
    } catch {
      throw unreadable(label);
    }
    if (header.width * header.height > limits.maxInputPixels) {
      throw tooManyPixels(label, header.width, header.height, limits);
    }
    let pixels: ReturnType<typeof decodeBmp>;
    try {
      pixels = decodeBmp(bytes, limits.maxInputPixels);
    } catch (error) {
      if (error instanceof BmpError) {
        throw new Invalid(`${label}를 읽을 수 없습니다 (${error.message}).`, errorCodes.imageUnusable);
      }
      throw error;
    }
    const raw = { width: pixels.width, height: pixels.height, channels: 4 as const };
    return {
      open: () => sharp(pixels.data, { raw, limitInputPixels: limits.maxInputPixels }),
      width: pixels.width,
      height: pixels.height,
    };
  }
  const options = {
    limitInputPixels: limits.maxInputPixels,
    failOn: 'error' as const,
    pages: 1,
    autoOrient: true,
  };
  let metadata: Metadata;
  try {
    // The header alone; its size is checked below, so that a refusal can say how large the picture is.
    metadata = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw unreadable(label);
  }
  // libvips sniffs on its own; a file the two readers do not agree on is not decoded.
  if (metadata.format !== format) throw unreadable(label);
  const width = metadata.width ?? 0;
  const height = metadata.pageHeight ?? metadata.height ?? 0;
  if (width <= 0 || height <= 0) throw unreadable(label);
  if (width * height > limits.maxInputPixels) throw tooManyPixels(label, width, height, limits);
  const oriented = metadata.autoOrient ?? { width, height };
  return { open: () => sharp(bytes, options), width: oriented.width, height: oriented.height };
}

interface Encoded {
  bytes: Buffer;
  width: number;
  height: number;
  ext: 'jpg' | 'png';
}

async function encode(image: Sharp, ext: 'jpg' | 'png', quality: number): Promise<Encoded> {
  const output =
    ext === 'png' ? image.png({ compressionLevel: 9 }) : image.jpeg({ quality, progressive: true });
  const { data, info } = await output.toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height, ext };
}

/** Coupang's REPRESENTATION picture: square on white (never cropped), 500 to 5,000 px a side, at most 3 MB. */
async function encodeRepresentative(
  open: () => Sharp,
  format: SourceFormat,
  width: number,
  height: number,
  limits: ImageLimits,
): Promise<Encoded> {
  let side = Math.min(
    limits.representativeMaxSide,
    Math.max(limits.representativeMinSide, Math.max(width, height)),
  );
  const square = (size: number) =>
    open()
      .flatten({ background: white })
      .resize(size, size, { fit: 'contain', background: white, kernel: 'lanczos3' });
  if (format === 'png') {
    const png = await encode(square(side), 'png', limits.jpegQuality);
    if (png.bytes.length <= limits.representativeMaxBytes) return png;
    // Too heavy as PNG (a photo saved as PNG): the JPEG steps below keep it under the limit.
  }
  const qualities = [limits.jpegQuality, 80, 72, 64].filter((quality) => quality <= limits.jpegQuality);
  for (;;) {
    let jpeg: Encoded | undefined;
    for (const quality of qualities) {
      jpeg = await encode(square(side), 'jpg', quality);
      if (jpeg.bytes.length <= limits.representativeMaxBytes) return jpeg;
    }
    // 500 × 500 px at quality 64 is far below 3 MB; only absurd limits get here.
    if (side === limits.representativeMinSide && jpeg !== undefined) return jpeg;
    side = Math.max(limits.representativeMinSide, Math.floor(side * 0.8));
  }
}

/**
 * Checks and re-encodes one downloaded picture: real type by magic bytes (JPEG, PNG, GIF, WEBP, BMP; SVG, HTML and
 * everything else refused), byte and pixel limits, first frame only, EXIF orientation applied and every metadata
 * block dropped. PNG stays PNG, the rest becomes JPEG on white; a representative picture is made square (see above).
 * Refusals are Korean `Invalid`s with codes `image_too_large` or `image_unusable`.
 */
export async function prepareImage(
  bytes: Uint8Array,
  role: ImageRole,
  options: { label?: string; limits?: ImageLimits } = {},
): Promise<PreparedImage> {
  const label = options.label ?? '상품 이미지';
  const limits = options.limits ?? defaultImageLimits;
  if (bytes.length > limits.maxInputBytes) {
    throw new Invalid(
      `${label}가 너무 큽니다 (${formatCount(Math.round(limits.maxInputBytes / (1024 * 1024)))}MB 초과).`,
      errorCodes.imageTooLarge,
    );
  }
  const format = await sniffImageFormat(bytes, label);
  const input = await openInput(bytes, format, label, limits);
  let encoded: Encoded;
  try {
    if (role === 'representative') {
      encoded = await encodeRepresentative(input.open, format, input.width, input.height, limits);
    } else if (format === 'png') {
      encoded = await encode(input.open(), 'png', limits.jpegQuality);
    } else {
      encoded = await encode(input.open().flatten({ background: white }), 'jpg', limits.jpegQuality);
    }
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw tooManyPixels(label, input.width, input.height, limits);
    }
    throw unreadable(label);
  }
  return {
    bytes: encoded.bytes,
    hash: createHash('sha256').update(encoded.bytes).digest('hex'),
    ext: encoded.ext,
    contentType: encoded.ext === 'png' ? 'image/png' : 'image/jpeg',
    width: encoded.width,
    height: encoded.height,
    source: format,
  };
}
