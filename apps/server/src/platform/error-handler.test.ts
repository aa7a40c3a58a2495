import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Upstream } from './domain-errors.ts';
import { registerErrorHandler } from './error-handler.ts';

async function appWithRoutes() {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get('/boom', async () => {
    throw new Error('password=hunter2 at db.internal:5432');
  });
  routes.get('/database-away', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    throw new Error('Failed query: select 1', { cause: refused });
  });
  routes.get('/database-shutdown', async () => {
    throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
  });
  routes.get('/upstream', async () => {
    throw new Upstream('이미 처리된 결제 입니다', {
      provider: 'toss',
      providerCode: 'ALREADY_PROCESSED_PAYMENT',
      retryable: false,
    });
  });
  routes.post(
    '/validate',
    { schema: { body: z.object({ ip: z.string().min(1), page: z.number().int().min(1) }) } },
    async () => ({ ok: true }),
  );
  await app.ready();
  return app;
}

describe('error handler', () => {
  it('hides the internals of an unexpected error behind a Korean 500', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      detail: '서버 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
      code: 'internal_error',
    });
    expect(response.body).not.toContain('hunter2');
  });

  it('answers a Korean 503 with Retry-After while the database is away, hiding the driver message', async () => {
    const app = await appWithRoutes();
    for (const url of ['/database-away', '/database-shutdown']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({
        detail: '데이터베이스에 잠시 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.',
        code: 'service_unavailable',
      });
    }
  });

  it('keeps the provider message and code of an upstream failure', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({ method: 'GET', url: '/upstream' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      detail: '이미 처리된 결제 입니다',
      code: 'upstream_error',
      provider: 'toss',
      provider_code: 'ALREADY_PROCESSED_PAYMENT',
    });
  });

  it('lists each invalid field with its path', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({ method: 'POST', url: '/validate', payload: { ip: '', page: 0 } });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ detail: '입력값을 확인해 주세요.', code: 'validation_error' });
    expect(body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['body.ip', 'body.page']);
  });
});
