import { NAVER_DEMO_STORE } from '@ollida/sandbox/naver/demo-accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type NaverHarness, startNaverHarness } from '../../../test/kits/naver.ts';
import { Invalid, type Upstream } from '../../platform/domain-errors.ts';
import type { NaverApplicationClient } from './naver-client.ts';

// Category details, provided-notice types and origin-area codes against the sandbox (issue 21).

const store = { clientId: NAVER_DEMO_STORE.clientId, clientSecret: NAVER_DEMO_STORE.clientSecret };

let harness: NaverHarness;
let app: NaverApplicationClient;

beforeAll(async () => {
  harness = await startNaverHarness();
  app = harness.makeClient().forApplication(store);
});
afterAll(async () => {
  await harness.close();
});

describe('GET /v1/categories/{id}', () => {
  it('reads the exceptional flags and the certificates a KC category accepts', async () => {
    const earphones = await app.getCategory('50001060');
    expect(earphones).toMatchObject({
      id: '50001060',
      name: '블루투스 이어폰',
      path: ['디지털/가전', '음향가전', '블루투스 이어폰'],
      isLeaf: true,
      exceptionalCategories: ['KC_CERTIFICATION'],
    });
    expect(earphones.certificationInfos).toContainEqual({
      id: '1011',
      name: '[방송통신기자재] 적합인증',
      kindTypes: ['KC_CERTIFICATION'],
      green: false,
      certificationMarkType: 'KC',
      companyNameRequired: true,
      certificationDateUsable: true,
      kcParallelImportExemptionObject: false,
      nonEssential: false,
    });
    expect(earphones.certificationInfos.find((info) => info.id === '1003')?.nonEssential).toBe(true);
  });

  it('reads a category without flags as empty lists', async () => {
    expect(await app.getCategory('50000900')).toMatchObject({
      exceptionalCategories: [],
      certificationInfos: [],
    });
  });

  it('tolerates a category answer without the detail fields', async () => {
    harness.sandbox.store.failNext({
      method: 'GET',
      path: '/v1/categories/50000803',
      status: 200,
      body: {
        id: '50000803',
        name: '러닝화',
        wholeCategoryName: '패션잡화>남성신발>운동화>러닝화',
        last: true,
      },
    });
    expect(await app.getCategory('50000803')).toMatchObject({
      exceptionalCategories: [],
      certificationInfos: [],
    });
  });
});

describe('provided-notice types', () => {
  it('lists the types of a top-level category with their field keys', async () => {
    const types = await app.getProvidedNoticeTypes('50000006');
    expect(types.map((type) => type.type)).toEqual(['FOOD', 'GENERAL_FOOD', 'DIET_FOOD']);
    const general = types.find((type) => type.type === 'GENERAL_FOOD');
    expect(general?.name).toBe('가공식품');
    expect(general?.fields).toContainEqual({
      fieldName: 'productName',
      fieldDescription: '제품명',
      fieldAddDescription: '필수',
      fieldType: 'STRING',
      fieldMaxLength: 200,
    });
  });

  it('reads one type, and surfaces a leaf id as Naver’s BAD_REQUEST', async () => {
    const etc = await app.getProvidedNoticeType('ETC');
    expect(etc.fields.map((field) => field.fieldName)).toEqual(
      expect.arrayContaining([
        'itemName',
        'modelName',
        'manufacturer',
        'afterServiceDirector',
        'customerServicePhoneNumber',
      ]),
    );
    const error = await app.getProvidedNoticeTypes('50001093').catch((caught: unknown) => caught);
    expect((error as Upstream).info).toMatchObject({
      providerCode: 'BAD_REQUEST',
      httpStatus: 400,
      retryable: false,
    });
    expect((error as Upstream).detail).toContain('대분류(1depth)');
    await expect(app.getProvidedNoticeType('etc; drop')).rejects.toBeInstanceOf(Invalid);
  });
});

describe('origin areas', () => {
  it('finds a country by its full name or last word, and a code by code', async () => {
    expect(await app.queryOriginAreas({ name: '아시아 > 중국' })).toEqual([
      { code: '0200037', name: '아시아>중국' },
    ]);
    expect(await app.queryOriginAreas({ name: '태국' })).toEqual([{ code: '0200040', name: '아시아>태국' }]);
    expect(await app.queryOriginAreas({ code: '0000003' })).toEqual([
      { code: '0000003', name: '경상북도>안동시' },
    ]);
    expect(await app.queryOriginAreas({ name: '아틀란티스' })).toEqual([]);
  });

  it('lists every code, keeping leading zeros', async () => {
    const all = await app.getOriginAreas();
    expect(all).toContainEqual({ code: '00', name: '국산' });
    expect(all).toContainEqual({ code: '0200036', name: '아시아>베트남' });
  });

  it('refuses an empty name or a non-numeric code before sending', async () => {
    const before = harness.sandbox.store.countRequests('GET', '/v1/product-origin-areas/query');
    await expect(app.queryOriginAreas({ name: '  ' })).rejects.toBeInstanceOf(Invalid);
    await expect(app.queryOriginAreas({ code: '02&x=1' })).rejects.toBeInstanceOf(Invalid);
    expect(harness.sandbox.store.countRequests('GET', '/v1/product-origin-areas/query')).toBe(before);
  });
});
