import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestProduct } from '../../../test/kits/coupang-fixtures.ts';
import { type CoupangHarness, startCoupangHarness, upstreamOf } from '../../../test/kits/coupang-sandbox.ts';
import type { CoupangProductRequest } from './product-types.ts';

// The category meta's certification entries (issue 21) as the client parses them, and the sandbox refusing a product
// in a KC category until it carries a KC number.

let h: CoupangHarness;
beforeAll(async () => {
  h = await startCoupangHarness();
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  await h.reset();
});

const kettle = 63415;

/** The fixture product moved into `code`, with the notices and options its meta asks for. */
async function productIn(
  code: number,
  certifications: CoupangProductRequest['items'][number]['certifications'],
): Promise<CoupangProductRequest> {
  const client = h.clientFor(h.credentials);
  const meta = await client.getCategoryMeta(code);
  const table = meta.noticeCategories[0];
  if (table === undefined) throw new Error('no notice table');
  const base = await buildTestProduct(client, h.wingAccount);
  return {
    ...base,
    displayCategoryCode: code,
    sellerProductName: '스텐 304 전기포트 1.7L',
    items: base.items.map((item, index) => ({
      ...item,
      notices: table.noticeCategoryDetailNames.map(({ noticeCategoryDetailName }) => ({
        noticeCategoryName: table.noticeCategoryName,
        noticeCategoryDetailName,
        content: '상세페이지 참조',
      })),
      attributes: [{ attributeTypeName: '용량', attributeValueName: `${index + 1}.7l` }],
      ...(certifications === undefined ? {} : { certifications }),
    })),
  };
}

describe('Coupang client against the sandbox: certification metas', () => {
  it('parses the MANDATORY KC entries of an electrical category, with no "not required" answer offered', async () => {
    const meta = await h.clientFor(h.credentials).getCategoryMeta(kettle);
    expect(meta.certifications).toEqual([
      {
        certificationType: 'KC_ELECTRONICS_CERTIFICATION',
        name: '[전기용품] 안전인증',
        dataType: 'CODE',
        required: 'MANDATORY',
      },
      {
        certificationType: 'KC_ELECTRONICS_CONFIRM',
        name: '[전기용품] 안전확인',
        dataType: 'CODE',
        required: 'MANDATORY',
      },
      {
        certificationType: 'KC_ELECTRONICS_PROVIDER',
        name: '[전기용품] 공급자적합성확인',
        dataType: 'CODE',
        required: 'MANDATORY',
      },
    ]);
    expect(meta.noticeCategories.map((table) => table.noticeCategoryName)).toEqual([
      '가정용 전기제품(냉장고/세탁기/식기세척기/전자레인지)',
      '주방용품',
    ]);
  });

  it('parses the NONE entries and RECOMMEND radio entry where nothing is mandatory for them', async () => {
    const client = h.clientFor(h.credentials);
    const oil = await client.getCategoryMeta(58623);
    expect(oil.certifications.slice(0, 2)).toEqual([
      { certificationType: 'NOT_REQUIRED', name: '인증대상아님', dataType: 'NONE', required: 'OPTIONAL' },
      {
        certificationType: 'PRESENTED_IN_DETAIL_PAGE',
        name: '상세페이지 별도표기',
        dataType: 'NONE',
        required: 'OPTIONAL',
      },
    ]);
    const stand = await client.getCategoryMeta(63310);
    expect(stand.certifications).toContainEqual({
      certificationType: 'COMMUNICATION_EQUIPMENT',
      name: '[방송통신기자재] 적합인증/적합등록',
      dataType: 'CODE',
      required: 'RECOMMEND',
    });
  });

  it('refuses a kettle sent with NOT_REQUIRED (never retried) and creates it with a KC number', async () => {
    const client = h.clientFor(h.credentials);
    const refused = await upstreamOf(
      client.createProduct(
        await productIn(kettle, [{ certificationType: 'NOT_REQUIRED', certificationCode: '' }]),
      ),
    );
    expect(refused.info).toMatchObject({ provider: 'coupang', httpStatus: 400, retryable: false });
    expect(refused.detail).toContain(
      '인증유형[NOT_REQUIRED]은 사용할 수 없으며 필수 인증정보(KC 전기용품 인증)',
    );
    const created = await client.createProduct(
      await productIn(kettle, [
        { certificationType: 'KC_ELECTRONICS_CONFIRM', certificationCode: 'HU071234-1001' },
      ]),
    );
    expect(created.sellerProductId).toMatch(/^\d+$/);
  });
});
