/** An image format Naver accepts for product images (JPG, GIF, PNG, BMP). */
export interface ImageFormat {
  contentType: string;
  extension: string;
}

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

/** Identifies the format from the file's magic bytes; the declared content type is not trusted. */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { contentType: 'image/png', extension: 'png' };
  }
  if (
    startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) &&
    (bytes[4] === 0x37 || bytes[4] === 0x39) &&
    bytes[5] === 0x61
  ) {
    return { contentType: 'image/gif', extension: 'gif' };
  }
  if (startsWith(bytes, [0x42, 0x4d]) && bytes.length > 14)
    return { contentType: 'image/bmp', extension: 'bmp' };
  return undefined;
}
