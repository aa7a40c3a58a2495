import { type Readable, Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { SourceFetchError, tooLargeError } from './source-fetch-error.ts';

function decoderFor(coding: string): Transform {
  // Flushing like a browser does keeps a truncated but otherwise valid compressed body readable.
  switch (coding) {
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip({ finishFlush: zlib.constants.Z_SYNC_FLUSH });
    case 'deflate':
      return zlib.createInflate({ finishFlush: zlib.constants.Z_SYNC_FLUSH });
    case 'br':
      return zlib.createBrotliDecompress({ finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH });
    default:
      throw new SourceFetchError('unreachable', { message: '사이트의 응답 형식을 읽을 수 없습니다.' });
  }
}

/** The decoders for a Content-Encoding header, in the order to apply them (the reverse of the header's). */
export function decodersFor(contentEncoding: string | undefined): Transform[] {
  const codings = (contentEncoding ?? '')
    .split(',')
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding !== '' && coding !== 'identity');
  // Browsers meet at most two stacked codings; thousands of gzip layers only burn CPU past every deadline.
  if (codings.length > maxCodings) {
    throw new SourceFetchError('unreachable', { message: '사이트의 응답 형식을 읽을 수 없습니다.' });
  }
  return codings.reverse().map(decoderFor);
}

/** Content-Encoding layers accepted on one response. */
const maxCodings = 2;

function byteLimit(maxBytes: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > maxBytes) callback(tooLargeError(maxBytes));
      else callback(null, chunk);
    },
  });
}

/**
 * Reads a response body into memory, decompressing it on the way, and stops as soon as either the bytes on the
 * wire or the decoded bytes pass `maxBytes`, so neither a huge page nor a compression bomb is ever held whole.
 */
export async function readCappedBody(
  body: Readable,
  contentEncoding: string | undefined,
  maxBytes: number,
  signal?: AbortSignal,
): Promise<Buffer> {
  let decoders: Transform[];
  try {
    decoders = decodersFor(contentEncoding);
  } catch (error) {
    body.destroy();
    throw error;
  }
  const chunks: Buffer[] = [];
  let decodedBytes = 0;
  try {
    await pipeline(
      [
        body,
        byteLimit(maxBytes),
        ...decoders,
        new Writable({
          write(chunk: Buffer, _encoding, callback) {
            decodedBytes += chunk.length;
            if (decodedBytes > maxBytes) return callback(tooLargeError(maxBytes));
            chunks.push(chunk);
            callback();
          },
        }),
        // The deadline must also stop decoders still working after the last byte arrived.
      ],
      signal === undefined ? {} : { signal },
    );
  } catch (error) {
    if (error instanceof SourceFetchError) throw error;
    if (isZlibError(error)) {
      throw new SourceFetchError('unreachable', {
        message: '사이트의 응답을 읽지 못했습니다.',
        cause: error,
      });
    }
    throw error;
  }
  return Buffer.concat(chunks);
}

// zlib reports corrupt data as Z_DATA_ERROR and friends, brotli as ERR__ERROR_FORMAT_... (its own error names).
function isZlibError(error: unknown): boolean {
  if (!(error instanceof Error) || !('code' in error)) return false;
  const code = String(error.code);
  return code.startsWith('Z_') || code.startsWith('ERR__ERROR_');
}
