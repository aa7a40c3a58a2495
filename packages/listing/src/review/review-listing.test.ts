import { describe, expect, it } from 'vitest';
import { MappingError } from '../marketplace/mapping-error.ts';
import { etcOnlyRules } from '../marketplace/naver-listing-rules.ts';
import { draftOf, itemOf, metaOf } from '../marketplace/test-drafts.ts';
import { reviewListing } from './review-listing.ts';

const coupangCategory = { id: '1', name: 'LED 스탠드', confidence: 'predicted' as const };
const kcMeta = metaOf({
  certifications: [
    {
      certificationType: 'KC_ELECTRONICS_CONFIRM',
      name: '전기용품 안전확인',
      dataType: 'CODE',
      required: 'MANDATORY',
    },
    { certificationType: 'NOT_REQUIRED', name: '인증대상아님', dataType: 'NONE', required: 'OPTIONAL' },
  ],
});
const base = {
  platform: 'coupang' as const,
  prohibitedWords: [],
  overseasCost: 0,
  category: coupangCategory,
  remoteAreas: { jeju: 5000, island: 7000 },
};
const codes = (review: ReturnType<typeof reviewListing>) =>
  review.checks.map((check) => `${check.severity}:${check.code}`);

describe('reviewListing', () => {
  it('shows what the buyer pays for delivery, remote areas included', () => {
    const details = draftOf({ delivery: { payType: 'prepaid', fee: 3000, freeOver: 50_000 } });
    expect(reviewListing({ ...base, details, coupangMeta: metaOf() }).shipping).toEqual({
      fee: 3000,
      freeOver: 50_000,
      jejuExtra: 5000,
      islandExtra: 7000,
    });
    const free = draftOf({ delivery: { payType: 'free', fee: 0, freeOver: null } });
    expect(
      reviewListing({ ...base, details: free, remoteAreas: null, coupangMeta: metaOf() }).shipping,
    ).toEqual({
      fee: 0,
      freeOver: null,
      jejuExtra: null,
      islandExtra: null,
    });
  });

  it('shows the final price with the supplier cost and margin', () => {
    const details = draftOf({
      items: [itemOf({ salePrice: 111_300, originalPrice: 120_000, supplierPrice: 89_000 })],
    });
    const review = reviewListing({ ...base, details, coupangMeta: metaOf() });
    expect(review.price).toEqual({
      supplierCost: 89_000,
      salePrice: 111_300,
      listPrice: 120_000,
      margin: 22_300,
      marginRate: 20,
    });
    expect(review.ready).toBe(true);
  });

  it('refuses 0원 and 12,345원 with a one-click fix to 12,350원', () => {
    const details = draftOf({
      items: [
        itemOf({ itemName: 'A', salePrice: 0 }),
        itemOf({ itemName: 'B', salePrice: 12_345, originalPrice: 13_000 }),
      ],
    });
    const review = reviewListing({ ...base, details, coupangMeta: metaOf() });
    expect(review.ready).toBe(false);
    expect(codes(review)).toEqual(expect.arrayContaining(['error:price_missing', 'error:price_unit']));
    expect(review.checks.find((check) => check.code === 'price_unit')?.fix).toEqual({
      label: '12,350원으로 고치기',
      path: 'items.1.salePrice',
      value: 12_350,
    });
  });

  it('blocks a KC category without a certificate and offers the number the page printed', () => {
    const details = draftOf({
      displayProductName: 'LED 스탠드 무선충전 책상 조명',
      notices: [{ label: 'KC 인증', value: '안전확인 XU100123-20001' }],
    });
    const review = reviewListing({ ...base, details, coupangMeta: kcMeta });
    const missing = review.checks.find((check) => check.code === 'certification_missing');
    expect(missing?.severity).toBe('error');
    expect(missing?.fix?.value).toEqual([{ kind: 'KC_ELECTRONICS_CONFIRM', number: 'XU100123-20001' }]);
    const fixed = reviewListing({
      ...base,
      details: { ...details, certifications: [{ kind: 'KC_ELECTRONICS_CONFIRM', number: 'XU100123-20001' }] },
      coupangMeta: kcMeta,
    });
    expect(fixed.ready).toBe(true);
  });

  it('takes a stated exemption on Naver but not on Coupang', () => {
    const details = draftOf({ certificationExemption: 'overseas_purchase' });
    expect(reviewListing({ ...base, details, coupangMeta: kcMeta }).ready).toBe(false);
    const naverRules = { ...etcOnlyRules, exceptionalCategories: ['KC_CERTIFICATION'] };
    const naver = { ...base, platform: 'naver' as const, naverRules };
    expect(reviewListing({ ...naver, details }).ready).toBe(true);
    expect(codes(reviewListing({ ...naver, details: draftOf() }))).toContain('error:certification_missing');
  });

  it('refuses prohibited words (built-in and the workspace list) with a fix that removes them', () => {
    const details = draftOf({ displayProductName: '샤넬st 레플리카 가방 땡처리' });
    const review = reviewListing({ ...base, details, coupangMeta: metaOf(), prohibitedWords: ['땡처리'] });
    const check = review.checks.find((entry) => entry.code === 'prohibited_word');
    expect(check?.detail).toContain("'레플리카'");
    expect(check?.detail).toContain("'땡처리'");
    expect(check?.fix?.value).toBe('가방');
    expect(codes(review)).toContain('warning:other_brand');
  });

  it('asks for a category when none could be settled and turns a mapping refusal into an error', () => {
    const none = reviewListing({
      ...base,
      details: draftOf(),
      category: null,
      categoryProblem: '골라 주세요',
    });
    expect(none.checks.find((check) => check.code === 'category_missing')?.detail).toBe('골라 주세요');
    const refused = reviewListing({
      ...base,
      details: draftOf(),
      coupangMeta: metaOf(),
      dryRun: () => {
        throw new MappingError('옵션을 구분할 수 없습니다.', 'options');
      },
    });
    expect(refused.checks).toContainEqual({
      code: 'mapping_options',
      severity: 'error',
      field: 'options',
      detail: '옵션을 구분할 수 없습니다.',
    });
  });

  it('keeps at most five checks of one kind for a draft with many bad options', () => {
    const items = Array.from({ length: 200 }, (_, index) =>
      itemOf({ itemName: `옵션${index}`, salePrice: 10_001 }),
    );
    const review = reviewListing({ ...base, details: draftOf({ items }), coupangMeta: metaOf() });
    expect(review.checks.filter((check) => check.code === 'price_unit')).toHaveLength(5);
  });
});

describe('certificate families', () => {
  const lampMeta = metaOf({
    certifications: [
      {
        certificationType: 'KC_ELECTRONICS_CERTIFICATION',
        name: '전기용품 안전인증',
        dataType: 'CODE',
        required: 'MANDATORY',
      },
      {
        certificationType: 'KC_ELECTRONICS_CONFIRM',
        name: '전기용품 안전확인',
        dataType: 'CODE',
        required: 'MANDATORY',
      },
      {
        certificationType: 'COMMUNICATION_EQUIPMENT',
        name: '전파인증',
        dataType: 'CODE',
        required: 'RECOMMEND',
      },
    ],
  });

  it('asks for one mark of the required law only, not for the recommended radio mark', () => {
    const review = reviewListing({ ...base, details: draftOf(), coupangMeta: lampMeta });
    const missing = review.checks.filter((check) => check.code === 'certification_missing');
    expect(missing).toHaveLength(1);
    expect(missing[0]?.detail).toContain('전기용품 안전인증, 전기용품 안전확인 중 하나');
    expect(missing[0]?.detail).not.toContain('전파');
  });

  it('is not satisfied by a mark of another law', () => {
    const radioOnly = draftOf({
      certifications: [{ kind: 'COMMUNICATION_EQUIPMENT', number: 'R-R-ABC-XYZ123' }],
    });
    expect(reviewListing({ ...base, details: radioOnly, coupangMeta: lampMeta }).ready).toBe(false);
    const both = draftOf({
      certifications: [
        { kind: 'COMMUNICATION_EQUIPMENT', number: 'R-R-ABC-XYZ123' },
        { kind: 'KC_ELECTRONICS_CONFIRM', number: 'XU100123-20001' },
      ],
    });
    expect(reviewListing({ ...base, details: both, coupangMeta: lampMeta }).ready).toBe(true);
  });
});
