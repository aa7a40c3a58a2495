import type { FastifyInstance } from 'fastify';
import { applicationOf } from './gateway.ts';
import { sniffImageFormat } from './image-format.ts';
import { MAX_IMAGES_PER_UPLOAD, type NaverSandboxContext } from './options.ts';
import { type InvalidInput, sendApiError } from './responses.ts';
import type { NaverSandboxStore, StoredImage } from './store.ts';

const IMAGE_PATH = /\/images\/([a-f0-9]{24})\.(jpg|png|gif|bmp)$/;

function sizeLabel(bytes: number): string {
  const mib = 1024 * 1024;
  return bytes >= mib ? `${Math.floor(bytes / mib)}MB` : `${bytes}바이트`;
}

/** The uploaded image a URL points at, or undefined for any URL the sandbox did not issue. */
export function findUploadedImage(store: NaverSandboxStore, url: string): StoredImage | undefined {
  let pathname: string;
  try {
    pathname = new URL(url).pathname;
  } catch {
    return undefined;
  }
  const match = IMAGE_PATH.exec(pathname);
  const image = match?.[1] === undefined ? undefined : store.findImage(match[1]);
  return image !== undefined && image.extension === match?.[2] ? image : undefined;
}

/** GET /images/<id>.<ext>: the public image host (no token, like Naver's CDN). */
export function registerImageHost(app: FastifyInstance, ctx: NaverSandboxContext): void {
  app.get<{ Params: { file: string } }>('/images/:file', async (request, reply) => {
    const image = findUploadedImage(ctx.store, `http://sandbox/images/${request.params.file}`);
    if (image === undefined) {
      return sendApiError(reply, ctx.now(), 404, 'NOT_FOUND', '이미지를 찾을 수 없습니다.');
    }
    return reply
      .type(image.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(Buffer.from(image.bytesBase64, 'base64'));
  });
}

/** POST /v1/product-images/upload: multipart `imageFiles` (1-10), answered with sandbox-hosted URLs in order. */
export function registerImageUpload(app: FastifyInstance, ctx: NaverSandboxContext): void {
  app.post('/v1/product-images/upload', async (request, reply) => {
    const now = ctx.now();
    if (!request.isMultipart()) {
      return sendApiError(reply, now, 400, 'BAD_REQUEST', 'multipart/form-data 형식으로 요청해야 합니다.');
    }
    const accepted: Array<{ bytes: Buffer; extension: string; contentType: string }> = [];
    const problems: InvalidInput[] = [];
    let fileCount = 0;
    const limits = {
      fileSize: ctx.maxImageBytes,
      files: MAX_IMAGES_PER_UPLOAD * 5,
      fields: 20,
      parts: MAX_IMAGES_PER_UPLOAD * 5 + 20,
    };
    for await (const part of request.parts({ limits })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'imageFiles') {
        part.file.resume();
        problems.push({
          name: part.fieldname,
          type: 'Unknown',
          message: '이미지는 imageFiles 항목으로 보내야 합니다.',
        });
        continue;
      }
      const index = fileCount;
      fileCount += 1;
      // A host-level multipart registration may throw on size instead of truncating; both mean "too big".
      const bytes = await part.toBuffer().catch(() => undefined);
      if (bytes === undefined || part.file.truncated) {
        problems.push({
          name: `imageFiles[${index}]`,
          type: 'Size',
          message: `이미지 파일 크기는 ${sizeLabel(ctx.maxImageBytes)} 이하여야 합니다.`,
        });
        continue;
      }
      const format = sniffImageFormat(bytes);
      if (format === undefined) {
        problems.push({
          name: `imageFiles[${index}]`,
          type: 'Format',
          message: 'JPG, GIF, PNG, BMP 형식의 이미지만 등록할 수 있습니다.',
        });
        continue;
      }
      accepted.push({ bytes, ...format });
    }
    if (fileCount === 0) {
      problems.unshift({ name: 'imageFiles', type: 'NotEmpty', message: '등록할 이미지 파일이 없습니다.' });
    }
    if (fileCount > MAX_IMAGES_PER_UPLOAD) {
      problems.unshift({
        name: 'imageFiles',
        type: 'Size',
        message: `이미지는 한 번에 최대 ${MAX_IMAGES_PER_UPLOAD}개까지 등록할 수 있습니다.`,
      });
    }
    const first = problems[0];
    if (first !== undefined) return sendApiError(reply, now, 400, 'BAD_REQUEST', first.message, problems);

    const clientId = applicationOf(request).clientId;
    const base = ctx.baseUrlFor(request);
    const stored = ctx.store.addImages(
      accepted.map((file) => ({
        clientId,
        contentType: file.contentType,
        extension: file.extension,
        bytesBase64: file.bytes.toString('base64'),
        size: file.bytes.length,
        uploadedAt: now,
      })),
    );
    return { images: stored.map((image) => ({ url: `${base}/images/${image.id}.${image.extension}` })) };
  });
}
