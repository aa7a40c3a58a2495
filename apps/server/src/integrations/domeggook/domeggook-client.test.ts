import { describe, expect, it } from 'vitest';
import { Invalid, Upstream } from '../../platform/domain-errors.ts';
import type { HttpClient, OutboundRequest } from '../http-client.ts';
import { createDomeggookClient } from './domeggook-client.ts';

const apiKey = 'test-aid-0001';

function fakeHttp(status: number, body: unknown) {
  const requests: OutboundRequest[] = [];
  const http: HttpClient = {
    async send(request) {
      requests.push(request);
      return { status, headers: new Headers(), text: typeof body === 'string' ? body : JSON.stringify(body) };
    },
  };
  return { http, requests };
}

async function failure(promise: Promise<unknown>): Promise<Upstream> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof Upstream)) throw new Error(`expected Upstream, got ${String(error)}`);
  expect(error.info.provider).toBe('domeggook');
  return error;
}

const item = {
  domeggook: {
    basis: { no: 28061734, title: '스테인리스 밀폐용기', keywords: { kw: ['밀폐용기'] } },
    price: { dome: '1+8900|50+8600', supply: 9800 },
    qty: { inventory: '982' },
    selectOpt: '{"set":[],"data":{}}',
    seller: { nick: '하우스쿡유통' },
  },
};

function standardError(code: string, message: string, dmessage = '') {
  return { errors: { code, message, dmessage } };
}

describe('createDomeggookClient', () => {
  it('calls getItemView with ver, mode, aid, market, no and om=json as a retryable GET', async () => {
    const { http, requests } = fakeHttp(200, item);
    const client = createDomeggookClient({ baseUrl: 'http://sandbox/sandbox/domeggook/', apiKey, http });
    const answer = await client.getItemView('28061734', 'supply');
    expect(answer.domeggook.basis.title).toBe('스테인리스 밀폐용기');
    expect(answer.domeggook).toHaveProperty('seller', { nick: '하우스쿡유통' });
    const [request] = requests;
    const url = new URL(request?.url ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('http://sandbox/sandbox/domeggook/ssl/api/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      ver: '4.5',
      mode: 'getItemView',
      aid: apiKey,
      market: 'supply',
      no: '28061734',
      om: 'json',
    });
    expect(request).toMatchObject({ provider: 'domeggook', method: 'GET', idempotent: true });
    await client.getItemView('28061734');
    expect(new URL(requests[1]?.url ?? '').searchParams.get('market')).toBe('dome');
  });

  it('refuses a non-numeric item number before calling', async () => {
    const { http, requests } = fakeHttp(200, item);
    const client = createDomeggookClient({ baseUrl: 'http://d', apiKey, http });
    await expect(client.getItemView('12a')).rejects.toBeInstanceOf(Invalid);
    expect(requests).toHaveLength(0);
  });

  it('maps the standard error body (also sent with HTTP 200) to Korean Upstream errors', async () => {
    const cases: Array<[unknown, number, string, boolean]> = [
      [
        standardError('E2001', '유효하지 않은 API Key입니다.'),
        200,
        '도매꾹 API 키가 올바르지 않습니다.',
        false,
      ],
      [standardError('X9', 'Invalid API Key'), 401, '도매꾹 API 키가 올바르지 않습니다.', false],
      [
        standardError('E4001', '상품정보가 존재하지 않습니다.'),
        200,
        '도매꾹에서 상품을 찾을 수 없습니다. (상품번호 123456)',
        false,
      ],
      [standardError('X1', '호출 한도 초과'), 200, '도매꾹 API 호출 한도를 넘었습니다.', true],
      [
        standardError('E1001', '필수 파라미터 누락', 'market을 입력하세요'),
        200,
        '도매꾹 API가 요청을 거절했습니다: market을 입력하세요',
        false,
      ],
    ];
    for (const [body, status, detail, retryable] of cases) {
      const client = createDomeggookClient({
        baseUrl: 'http://d',
        apiKey,
        http: fakeHttp(status, body).http,
      });
      const error = await failure(client.getItemView('123456'));
      expect(error.detail).toContain(detail);
      expect(error.info.retryable).toBe(retryable);
      expect(error.info.httpStatus).toBe(status);
      expect(error.detail).not.toContain(apiKey);
    }
  });

  it('reports HTTP failures without a standard error, unreadable bodies and unexpected shapes', async () => {
    const server = await failure(
      createDomeggookClient({ baseUrl: 'http://d', apiKey, http: fakeHttp(503, '<html>').http }).getItemView(
        '1',
      ),
    );
    expect(server.info).toMatchObject({ httpStatus: 503, retryable: true });
    const refused = await failure(
      createDomeggookClient({ baseUrl: 'http://d', apiKey, http: fakeHttp(403, '').http }).getItemView('1'),
    );
    expect(refused.info).toMatchObject({ httpStatus: 403, retryable: false });
    const unreadable = await failure(
      createDomeggookClient({ baseUrl: 'http://d', apiKey, http: fakeHttp(200, '<xml/>').http }).getItemView(
        '1',
      ),
    );
    expect(unreadable.detail).toContain('응답을 해석하지 못했습니다');
    const shape = await failure(
      createDomeggookClient({
        baseUrl: 'http://d',
        apiKey,
        http: fakeHttp(200, { domeggook: { basis: {} } }).http,
      }).getItemView('1'),
    );
    expect(shape.detail).toContain('domeggook.basis.no');
  });
});
