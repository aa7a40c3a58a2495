import { errorCodes } from '@ollida/contracts/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFound } from '../../platform/domain-errors.ts';
import { hostedFilePattern, type ImageStorage } from './image-storage.ts';

/** Where hosted pictures are served, under the app's public origin. */
export const hostedImagePathPrefix = '/i/';

const missing = () => new NotFound('이미지를 찾을 수 없습니다.', errorCodes.notFound);

/**
 * `GET /i/:file` (no sign-in: marketplaces and buyers' browsers load these). Only names of the form
 * `<32 hex>.jpg|png` are looked up, anything else (other extensions, `..`, deeper paths, encoded slashes) is 404. The
 * bytes never change under a name, so they are cached for a year; CORP lets other sites embed them.
 */
export function registerHostedImageRoutes(app: FastifyInstance, deps: { storage: ImageStorage }): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    `${hostedImagePathPrefix}:file`,
    {
      schema: {
        tags: ['images'],
        summary: '올리다가 호스팅하는 상품 이미지 (로그인 불필요)',
        params: z.object({ file: z.string() }),
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      if (!hostedFilePattern.test(file)) throw missing();
      const stored = await deps.storage.get(file);
      if (stored === null) throw missing();
      const etag = `"${file.slice(0, 32)}"`;
      reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('ETag', etag)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .header('Content-Disposition', 'inline');
      const ifNoneMatch = request.headers['if-none-match'];
      if (ifNoneMatch?.split(',').some((tag) => tag.trim() === etag)) {
        return reply.status(304).send();
      }
      return reply.type(stored.contentType).send(stored.bytes);
    },
  );
  // Deeper paths never name a picture; answered here so they do not fall through to the web app's pages.
  routes.get(`${hostedImagePathPrefix}*`, { schema: { hide: true } }, async () => {
    throw missing();
  });
}
