import { defaultPriceRule } from '@ollida/contracts/price-rule';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { uploadKit } from '../../../test/kits/uploads.ts';
import { defaultUploadSettings } from './upload-settings.ts';

let ctx: TestContext;
let kit: ReturnType<typeof uploadKit>;

beforeAll(async () => {
  ctx = await buildTestApp();
  kit = uploadKit(ctx);
});
afterAll(() => ctx.close());
// The marketplace sandboxes sign with the test clock: every test starts at the real time.
afterEach(() => {
  ctx.clock.now = new Date();
});

const settingsUrl = (workspaceId: string) => `/api/workspaces/${workspaceId}/upload-settings`;

describe('exchange rates and the overseas cost in the upload settings', () => {
  it('are saved by the owner, dated by the server in Korean time, read by members and kept until changed', async () => {
    const team = await kit.storeWithTeam();
    const url = settingsUrl(team.workspaceId);
    // 01:30 on 2 March in Korea.
    ctx.clock.now = new Date('2026-03-01T16:30:00Z');
    const saved = await kit.call(team.owner.token, 'PUT', url, {
      ...defaultUploadSettings,
      price_rule: { ...defaultPriceRule, overseas_cost_won: 3_000 },
      exchange_rates: [
        // The day a client sends is not trusted: the server dates a new rate itself.
        { currency: 'CNY', won_per_unit: 190, rate_date: '1999-01-01' },
        { currency: 'JPY', won_per_unit: 9.4 },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = {
      ...defaultUploadSettings,
      price_rule: { ...defaultPriceRule, overseas_cost_won: 3_000 },
      exchange_rates: [
        { currency: 'CNY', won_per_unit: 190, rate_date: '2026-03-02' },
        { currency: 'JPY', won_per_unit: 9.4, rate_date: '2026-03-02' },
      ],
    };
    expect(saved.json()).toEqual(expected);
    expect((await kit.call(team.member.token, 'GET', url)).json()).toEqual(expected);

    // A week later the yen changes: its day moves, the unchanged yuan keeps its own.
    ctx.clock.now = new Date('2026-03-09T03:00:00Z');
    const changed = await kit.call(team.admin.token, 'PUT', url, {
      ...expected,
      exchange_rates: [
        { currency: 'CNY', won_per_unit: 190 },
        { currency: 'JPY', won_per_unit: 9.5 },
      ],
    });
    expect(changed.json().exchange_rates).toEqual([
      { currency: 'CNY', won_per_unit: 190, rate_date: '2026-03-02' },
      { currency: 'JPY', won_per_unit: 9.5, rate_date: '2026-03-09' },
    ]);

    // A save from an older screen (no rates, no overseas cost) leaves both as they are.
    const older = await kit.call(team.owner.token, 'PUT', url, {
      ...defaultUploadSettings,
      default_stock: 20,
    });
    expect(older.json()).toMatchObject({
      default_stock: 20,
      price_rule: { overseas_cost_won: 3_000 },
      exchange_rates: [{ currency: 'CNY' }, { currency: 'JPY' }],
    });

    // Clearing both goes back to the answer of a workspace that never set them.
    const cleared = await kit.call(team.owner.token, 'PUT', url, {
      ...defaultUploadSettings,
      price_rule: { ...defaultPriceRule, overseas_cost_won: 0 },
      exchange_rates: [],
    });
    expect(cleared.json()).toEqual(defaultUploadSettings);
  });

  it('refuses bad rates with Korean messages per field and changes nothing', async () => {
    const team = await kit.storeWithTeam();
    const url = settingsUrl(team.workspaceId);
    const good = { ...defaultUploadSettings, exchange_rates: [{ currency: 'USD', won_per_unit: 1_400 }] };
    expect((await kit.call(team.owner.token, 'PUT', url, good)).statusCode).toBe(200);
    const before = (await kit.call(team.owner.token, 'GET', url)).json();

    const bad = await kit.call(team.owner.token, 'PUT', url, {
      ...good,
      price_rule: { ...defaultPriceRule, overseas_cost_won: -5 },
      exchange_rates: [
        { currency: 'usd', won_per_unit: 1_400 },
        { currency: 'CNY', won_per_unit: 0 },
        { currency: 'EUR', won_per_unit: 250_000 },
        { currency: 'XYZ', won_per_unit: 10 },
        { currency: 'KRW', won_per_unit: 1 },
        { currency: 'GBP', won_per_unit: 1_871.55555 },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation_error');
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'body.price_rule.overseas_cost_won', message: '해외 배송·통관비는 0원 이상이어야 합니다.' },
        {
          path: 'body.exchange_rates.0.currency',
          message: '통화 코드는 USD, CNY처럼 영문 대문자 3자리로 입력해 주세요.',
        },
        { path: 'body.exchange_rates.1.won_per_unit', message: '환율은 0원보다 커야 합니다.' },
        { path: 'body.exchange_rates.2.won_per_unit', message: '환율은 1단위당 100,000원 이하여야 합니다.' },
        {
          path: 'body.exchange_rates.3.currency',
          message: '알 수 없는 통화 코드입니다. ISO 4217 코드(예: USD, CNY, JPY)로 입력해 주세요.',
        },
        { path: 'body.exchange_rates.4.currency', message: '원화(KRW)는 환율을 정하지 않아도 됩니다.' },
        {
          path: 'body.exchange_rates.5.won_per_unit',
          message: '환율은 소수점 넷째 자리까지 입력할 수 있습니다.',
        },
      ]),
    );

    const twice = await kit.call(team.owner.token, 'PUT', url, {
      ...good,
      exchange_rates: [
        { currency: 'USD', won_per_unit: 1_400 },
        { currency: 'USD', won_per_unit: 1_380 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toEqual([
      {
        path: 'body.exchange_rates.1.currency',
        message: 'USD 환율이 두 번 들어 있습니다. 통화마다 한 번만 입력해 주세요.',
      },
    ]);

    const codes = 'AED AUD BRL CAD CHF CNY CZK DKK EUR GBP HKD HUF IDR INR JPY MXN MYR NOK NZD PHP PLN'.split(
      ' ',
    );
    const tooMany = await kit.call(team.owner.token, 'PUT', url, {
      ...good,
      exchange_rates: codes.map((currency) => ({ currency, won_per_unit: 100 })),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toEqual([
      { path: 'body.exchange_rates', message: '환율은 통화 20개까지 정할 수 있습니다.' },
    ]);

    expect((await kit.call(team.owner.token, 'GET', url)).json()).toEqual(before);
  });

  it('lets only owners and admins change them and hides them from outsiders', async () => {
    const team = await kit.storeWithTeam();
    const url = settingsUrl(team.workspaceId);
    const body = { ...defaultUploadSettings, exchange_rates: [{ currency: 'CNY', won_per_unit: 200 }] };
    const denied = await kit.call(team.member.token, 'PUT', url, body);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().detail).toBe('업로드 설정은 소유자나 관리자만 바꿀 수 있습니다.');
    expect((await kit.call(team.outsider.token, 'PUT', url, body)).statusCode).toBe(404);
    expect((await kit.call(team.outsider.token, 'GET', url)).statusCode).toBe(404);
    expect((await kit.call(team.owner.token, 'GET', url)).json()).toEqual(defaultUploadSettings);
  });
});
