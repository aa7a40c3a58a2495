import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { apiNotFound, isApiPath } from './error-handler.ts';

/** Serves the built SPA: hashed assets cached for a year, index.html for every other page path. */
export async function registerStaticSpa(app: FastifyInstance, webDist: string | undefined) {
  const hasSpa = webDist !== undefined && existsSync(join(webDist, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders: (res, path) => {
        res.setHeader(
          'Cache-Control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !/\.[A-Za-z0-9]+$/.test(path);
    if (!hasSpa || isApiPath(path) || !isPage) {
      return apiNotFound(reply);
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
