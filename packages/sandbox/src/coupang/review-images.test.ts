import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CoupangSandboxOptions } from './options.ts';
import {
  buildTestApp,
  call,
  categoryProductBody,
  manualClock,
  PRODUCTS_PATH,
  validProductBody,
} from './testing.ts';

// The review's image download and name words, against an image server on loopback (the only place the sandbox
// downloads from).

let images: FastifyInstance;
let imageBase = '';
let closedPortBase = '';
let hits: string[] = [];

beforeAll(async () => {
  // The slow picture's aborted download leaves a busy socket behind; close it instead of waiting for it.
  images = Fastify({ forceCloseConnections: true });
  images.get('/img/:name', async (request, reply) => {
    const { name } = request.params as { name: string };
    hits.push(name);
    if (name === 'moved.jpg') return reply.redirect('/img/ok.jpg');
    if (name === 'gone.jpg') return reply.redirect('/img/missing.jpg');
    if (name === 'slow.jpg') await new Promise((resolve) => setTimeout(resolve, 500));
    if (name !== 'ok.jpg') return reply.code(404).send('not found');
    return reply.type('image/jpeg').send(Buffer.from('ffd8ffe000', 'hex'));
  });
  await images.listen({ host: '127.0.0.1', port: 0 });
  const address = images.server.address();
  if (address === null || typeof address === 'string') throw new Error('no image server address');
  imageBase = `http://127.0.0.1:${address.port}/img`;
  // A port nobody listens on: bind one, remember it, close it.
  const closed = Fastify();
  await closed.listen({ host: '127.0.0.1', port: 0 });
  const closedAddress = closed.server.address();
  await closed.close();
  if (closedAddress === null || typeof closedAddress === 'string') throw new Error('no closed address');
  closedPortBase = `http://127.0.0.1:${closedAddress.port}/img`;
});
afterAll(async () => {
  await images.close();
});

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
  hits = [];
});

async function start(options: CoupangSandboxOptions = {}) {
  const clock = manualClock();
  app = await buildTestApp({ now: clock.now, rateLimitPerSecond: 0, approvalDelayMs: 1000, ...options });
  const send = (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) =>
    call(app as FastifyInstance, clock, method, path, body);
  return { clock, send };
}

type Body = Record<string, unknown>;

function withImage(url: string, body: Body = validProductBody()): Body {
  return {
    ...body,
    items: (body.items as Body[]).map((item) => ({
      ...item,
      images: [
        { imageOrder: 0, imageType: 'REPRESENTATION', vendorPath: url },
        { imageOrder: 1, imageType: 'DETAIL', vendorPath: `${imageBase}/ok.jpg` },
      ],
    })),
  };
}

async function reviewed(
  send: Awaited<ReturnType<typeof start>>['send'],
  advance: (ms: number) => void,
  body: Body,
) {
  const created = await send('POST', PRODUCTS_PATH, { ...body, requested: true });
  expect(created.statusCode, created.body).toBe(200);
  advance(1000);
  const product = (await send('GET', `${PRODUCTS_PATH}/${created.json().data}`)).json().data;
  const history = (await send('GET', `${PRODUCTS_PATH}/${created.json().data}/histories`)).json()
    .data as Body[];
  return { id: created.json().data as number, product, reason: history[0]?.comment };
}

describe('coupang sandbox review: image download', () => {
  it('approves a product whose loopback pictures download, after fetching each once', async () => {
    const { clock, send } = await start();
    const { product } = await reviewed(send, clock.advance, withImage(`${imageBase}/ok.jpg`));
    expect(product.statusName).toBe('승인완료');
    expect(hits).toEqual(['ok.jpg']);
  });

  it('follows a loopback redirect to a picture that exists', async () => {
    const { clock, send } = await start();
    const { product } = await reviewed(send, clock.advance, withImage(`${imageBase}/moved.jpg`));
    expect(product.statusName).toBe('승인완료');
  });

  it.each([
    ['a missing picture (404)', () => `${imageBase}/missing.jpg`, 'HTTP 404'],
    ['a redirect to a missing picture', () => `${imageBase}/gone.jpg`, 'HTTP 404'],
    ['an unreachable host', () => `${closedPortBase}/ok.jpg`, '서버에 연결할 수 없음'],
    ['a port other than 80/443', () => 'http://images.example.com:8080/a.jpg', '80/443 이외의 포트(8080)'],
  ])('rejects (승인반려) %s with the reason in the histories', async (_name, url, cause) => {
    const { clock, send } = await start();
    const { product, reason } = await reviewed(send, clock.advance, withImage(url()));
    expect(product.statusName).toBe('승인반려');
    expect(reason).toContain('이미지를 다운로드할 수 없어 승인이 반려되었습니다.');
    expect(reason).toContain(url());
    expect(reason).toContain(cause);
  });

  it('never contacts other hosts: a picture elsewhere on 80/443 is taken as downloadable', async () => {
    const { clock, send } = await start();
    const { product } = await reviewed(send, clock.advance, withImage('https://images.example.com/a.jpg'));
    expect(product.statusName).toBe('승인완료');
    expect(hits).toEqual(['ok.jpg']);
  });

  it('downloads nothing while the product is only saved, and judges the pictures when approval is requested', async () => {
    const { clock, send } = await start();
    const id = (await send('POST', PRODUCTS_PATH, withImage(`${imageBase}/missing.jpg`))).json().data;
    expect(hits).toEqual([]);
    expect((await send('PUT', `${PRODUCTS_PATH}/${id}/approvals`)).statusCode).toBe(200);
    expect(hits).toContain('missing.jpg');
    clock.advance(1000);
    expect((await send('GET', `${PRODUCTS_PATH}/${id}`)).json().data.statusName).toBe('승인반려');
  });

  it('judges the pictures again when a rejected product is modified with requested: true', async () => {
    const { clock, send } = await start();
    const { id } = await reviewed(send, clock.advance, withImage(`${imageBase}/missing.jpg`));
    const current = (await send('GET', `${PRODUCTS_PATH}/${id}`)).json().data;
    const fixed = withImage(`${imageBase}/ok.jpg`);
    const modified = await send('PUT', PRODUCTS_PATH, {
      ...fixed,
      sellerProductId: id,
      requested: true,
      items: (fixed.items as Body[]).map((item, index) => ({
        ...item,
        sellerProductItemId: (current.items as Body[])[index]?.sellerProductItemId,
      })),
    });
    expect(modified.statusCode, modified.body).toBe(200);
    clock.advance(1000);
    expect((await send('GET', `${PRODUCTS_PATH}/${id}`)).json().data.statusName).toBe('승인완료');
  });

  it('rejects a picture whose host answers too slowly', async () => {
    const { clock, send } = await start({ imageDownload: { timeoutMs: 100 } });
    const { product, reason } = await reviewed(send, clock.advance, withImage(`${imageBase}/slow.jpg`));
    expect(product.statusName).toBe('승인반려');
    expect(reason).toContain('응답 시간 초과(100ms)');
  });

  it("skips the download with imageDownload: { mode: 'off' }", async () => {
    const { clock, send } = await start({ imageDownload: { mode: 'off' } });
    const { product } = await reviewed(send, clock.advance, withImage(`${imageBase}/missing.jpg`));
    expect(product.statusName).toBe('승인완료');
    expect(hits).toEqual([]);
  });
});

describe('coupang sandbox review: prohibited words', () => {
  it.each([
    [
      { sellerProductName: '짝퉁 텀블러' },
      "상품명에 판매 금지 표현('짝퉁')이 포함되어 승인이 반려되었습니다.",
    ],
    [{ sellerProductName: '미러급 가죽 지갑' }, "상품명에 판매 금지 표현('미러급')"],
    [{ displayProductName: '정품급 레플리카 텀블러' }, "노출상품명에 판매 금지 표현('레플리카')"],
    [
      { sellerProductName: '암치료에 좋은 현미' },
      "상품명에 질병의 예방·치료 효능을 표방하는 표현('암 치료')",
    ],
    [
      { displayProductName: '질병 예방 참기름' },
      "노출상품명에 질병의 예방·치료 효능을 표방하는 표현('질병 예방')",
    ],
  ])('rejects %o in review', async (names, expected) => {
    const { clock, send } = await start();
    const { product, reason } = await reviewed(send, clock.advance, {
      ...categoryProductBody(58623),
      ...names,
    });
    expect(product.statusName).toBe('승인반려');
    expect(reason).toContain(expected);
  });
});
