import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { uploadKit } from '../../../test/kits/uploads.ts';

let ctx: TestContext;
let kit: ReturnType<typeof uploadKit>;

beforeAll(async () => {
  ctx = await buildTestApp();
  kit = uploadKit(ctx);
});
afterAll(() => ctx.close());

const defaults = {
  price_rule: { margin_percent: 30, add_won: 0, rounding_unit: 10, min_margin_won: 1000 },
  after_service_phone: '',
  after_service_guide: '상품 A/S는 판매자 고객센터로 문의해 주세요.',
  courier_code: 'CJGLS',
  outbound_days: 2,
  default_stock: 999,
  return_fee: 3000,
  exchange_fee: 6000,
  remote_area_fees: { jeju: 3000, island: 5000 },
};

const custom = {
  price_rule: { margin_percent: 12.5, add_won: 500, rounding_unit: 100, min_margin_won: 2000 },
  after_service_phone: '070-1234-5678',
  after_service_guide: '평일 10시~17시 상담',
  courier_code: 'HANJIN',
  outbound_days: 3,
  default_stock: 50,
  return_fee: 4000,
  exchange_fee: 8000,
  remote_area_fees: { jeju: 4000, island: 6000 },
};

describe('GET|PUT /api/workspaces/{workspace_id}/upload-settings', () => {
  it('shows the defaults to any member until the owner or an admin saves their own', async () => {
    const team = await kit.storeWithTeam();
    const url = `/api/workspaces/${team.workspaceId}/upload-settings`;
    const first = await kit.call(team.member.token, 'GET', url);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual(defaults);

    const denied = await kit.call(team.member.token, 'PUT', url, custom);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({
      code: 'forbidden',
      detail: '업로드 설정은 소유자나 관리자만 바꿀 수 있습니다.',
    });
    expect((await kit.call(team.member.token, 'GET', url)).json()).toEqual(defaults);

    const saved = await kit.call(team.owner.token, 'PUT', url, custom);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(custom);
    expect((await kit.call(team.member.token, 'GET', url)).json()).toEqual(custom);

    const byAdmin = await kit.call(team.admin.token, 'PUT', url, { ...custom, outbound_days: 5 });
    expect(byAdmin.json().outbound_days).toBe(5);
    // A save without the remote-area fees (an older client) keeps them as they are.
    const { remote_area_fees: _kept, ...older } = custom;
    expect((await kit.call(team.admin.token, 'PUT', url, older)).json().remote_area_fees).toEqual({
      jeju: 4000,
      island: 6000,
    });
    expect((await kit.call(team.outsider.token, 'GET', url)).statusCode).toBe(404);
    expect((await kit.call(team.outsider.token, 'PUT', url, custom)).statusCode).toBe(404);
  });

  it('refuses invalid settings with Korean messages per field', async () => {
    const team = await kit.storeWithTeam();
    const url = `/api/workspaces/${team.workspaceId}/upload-settings`;
    const response = await kit.call(team.owner.token, 'PUT', url, {
      ...custom,
      price_rule: { ...custom.price_rule, rounding_unit: 5, margin_percent: 900 },
      after_service_phone: '상담전화',
      courier_code: 'DHL',
      remote_area_fees: { jeju: 3005, island: -1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation_error');
    expect(response.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'body.price_rule.margin_percent', message: '마진율은 500% 이하여야 합니다.' },
        {
          path: 'body.price_rule.rounding_unit',
          message: '반올림 단위는 10원, 100원, 1,000원 중 하나여야 합니다.',
        },
        {
          path: 'body.after_service_phone',
          message: '전화번호는 숫자와 하이픈(-)으로 입력해 주세요. 예: 02-1234-5678',
        },
        { path: 'body.courier_code', message: '택배사를 목록에서 선택해 주세요.' },
        { path: 'body.remote_area_fees.jeju', message: '제주 추가 배송비는 10원 단위로 입력해 주세요.' },
        { path: 'body.remote_area_fees.island', message: '도서산간 추가 배송비는 0원 이상이어야 합니다.' },
      ]),
    );
    expect((await kit.call(team.owner.token, 'GET', url)).json()).toEqual(defaults);
  });
});

describe('GET /api/workspaces/{workspace_id}/categories', () => {
  it('finds Coupang categories by name through the prediction, and checks a code against Wing', async () => {
    const team = await kit.storeWithTeam();
    const url = `/api/workspaces/${team.workspaceId}/categories`;
    const byName = await kit.call(
      team.member.token,
      'GET',
      `${url}?q=${encodeURIComponent('캠핑 릴렉스체어')}`,
    );
    expect(byName.statusCode).toBe(200);
    expect(byName.json()).toEqual({ data: [{ id: '79245', name: '캠핑의자' }] });
    expect((await kit.call(team.member.token, 'GET', `${url}?q=79245`)).json()).toEqual({
      data: [{ id: '79245', name: '79245' }],
    });
    expect((await kit.call(team.member.token, 'GET', `${url}?q=123`)).json()).toEqual({ data: [] });
    const nothing = await kit.call(team.member.token, 'GET', `${url}?q=${encodeURIComponent('무지개 구름')}`);
    expect(nothing.json()).toEqual({ data: [] });
    const blank = await kit.call(team.member.token, 'GET', `${url}?q=%20`);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual([
      { path: 'querystring.q', message: '찾을 카테고리 이름을 입력해 주세요.' },
    ]);
    expect((await kit.call(team.outsider.token, 'GET', `${url}?q=79245`)).statusCode).toBe(404);
  });

  it('filters Naver leaf categories by path', async () => {
    const owner = await kit.signIn();
    const workspaceId = await kit.createNaver(owner.token);
    const url = `/api/workspaces/${workspaceId}/categories`;
    const response = await kit.call(owner.token, 'GET', `${url}?q=${encodeURIComponent('캠핑')}`);
    expect(response.statusCode).toBe(200);
    const found = response.json().data;
    expect(found).toContainEqual({ id: '50000900', name: '스포츠/레저>캠핑>캠핑의자' });
    expect(found.every((category: { name: string }) => category.name.includes('캠핑'))).toBe(true);
    // Branches carry no products: '스포츠/레저>캠핑' itself is not offered.
    expect(found.map((category: { name: string }) => category.name)).not.toContain('스포츠/레저>캠핑');
    expect((await kit.call(owner.token, 'GET', `${url}?q=50000900`)).json().data).toEqual([
      { id: '50000900', name: '스포츠/레저>캠핑>캠핑의자' },
    ]);
  });
});
