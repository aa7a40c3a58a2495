import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { frameworkErrorReply, nulCharacterDetail, registerInputHygiene } from './input-hygiene.ts';

async function hygienicApp() {
  const app = Fastify({ logger: false, maxParamLength: 20, frameworkErrors: frameworkErrorReply });
  registerInputHygiene(app);
  const seen: unknown[] = [];
  app.get('/items/:id', async (request) => {
    seen.push(request.params);
    return { ok: true };
  });
  app.post('/items', async (request) => {
    seen.push(request.body);
    return { ok: true };
  });
  await app.ready();
  return { app, seen };
}

describe('input hygiene', () => {
  it('refuses NUL in the path, the query and any JSON string or key before the handler runs', async () => {
    const { app, seen } = await hygienicApp();
    const answers = await Promise.all([
      app.inject({ method: 'GET', url: '/items/a%00b' }),
      app.inject({ method: 'GET', url: '/items/a?q=x%00' }),
      app.inject({ method: 'POST', url: '/items', payload: { name: 'a\u0000b' } }),
      app.inject({ method: 'POST', url: '/items', payload: { tags: [{ deep: ['ok', 'x\u0000'] }] } }),
      app.inject({ method: 'POST', url: '/items', payload: { 'k\u0000': 1 } }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ detail: nulCharacterDetail, code: 'invalid_request' });
    }
    expect(seen).toEqual([]);
    expect(
      (await app.inject({ method: 'POST', url: '/items', payload: { name: '의자 %00' } })).statusCode,
    ).toBe(200);
  });

  it('answers a malformed or over-long path in Korean without echoing it', async () => {
    const { app } = await hygienicApp();
    const bad = await app.inject({ method: 'GET', url: '/items/%ED%A0%80%FF' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: '요청 주소의 형식이 올바르지 않습니다.', code: 'invalid_request' });
    const long = await app.inject({ method: 'GET', url: `/items/${'x'.repeat(40)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ detail: '요청 주소가 너무 깁니다.', code: 'invalid_request' });
    expect(long.body).not.toContain('xxxx');
  });
});
