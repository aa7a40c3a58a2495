import { describe, expect, it } from 'vitest';
import { assertDistinctOptions, coupangAttributesOf } from './coupang-attributes.ts';
import { MappingError } from './mapping-error.ts';
import { attributeOf, itemOf, metaOf } from './test-drafts.ts';

const exposed = (attributeTypeName: string, attributeValueName: string) => ({
  attributeTypeName,
  attributeValueName,
  exposed: 'EXPOSED' as const,
});

describe('coupangAttributesOf', () => {
  it('matches option names through synonyms and drops options the category does not list', () => {
    const meta = metaOf({ attributes: [attributeOf('색상'), attributeOf('사이즈')] });
    const item = itemOf({
      attributes: [
        { attributeTypeName: '컬러', attributeValueName: '네이비' },
        { attributeTypeName: 'Size', attributeValueName: 'L' },
        { attributeTypeName: '각인', attributeValueName: '있음' },
      ],
    });
    expect(coupangAttributesOf(item, '티셔츠', meta)).toEqual([
      exposed('색상', '네이비'),
      exposed('사이즈', 'L'),
    ]);
  });

  it('treats 크기 and 규격 as 사이즈 and 사이즈 as 신발 사이즈', () => {
    const meta = metaOf({ attributes: [attributeOf('사이즈')] });
    const item = itemOf({ attributes: [{ attributeTypeName: '크기', attributeValueName: '28cm' }] });
    expect(coupangAttributesOf(item, '찜기', meta)).toEqual([exposed('사이즈', '28cm')]);
    const shoes = metaOf({ attributes: [attributeOf('신발 사이즈', { units: ['mm'] })] });
    const shoe = itemOf({ attributes: [{ attributeTypeName: '사이즈', attributeValueName: '235(S)' }] });
    expect(coupangAttributesOf(shoe, '러닝화', shoes)).toEqual([exposed('신발 사이즈', '235mm')]);
  });

  it('matches a NUMBER attribute by the unit of an option value', () => {
    const meta = metaOf({
      attributes: [attributeOf('용량', { units: ['ml', 'l'] }), attributeOf('수량', { units: ['개'] })],
    });
    const item = itemOf({ attributes: [{ attributeTypeName: '타입', attributeValueName: '500ml' }] });
    expect(coupangAttributesOf(item, '텀블러', meta)).toEqual([
      exposed('용량', '500ml'),
      exposed('수량', '1개'),
    ]);
  });

  it('infers amounts from the item name, then the product name', () => {
    const meta = metaOf({
      attributes: [attributeOf('용량', { units: ['ml'] }), attributeOf('수량', { units: ['개'] })],
    });
    expect(coupangAttributesOf(itemOf({ itemName: '대 1.5L' }), '전기포트 1.7L 10개', meta)).toEqual([
      exposed('용량', '1500ml'),
      exposed('수량', '10개'),
    ]);
  });

  it('fills one attribute per group', () => {
    const meta = metaOf({
      attributes: [
        attributeOf('용량', { units: ['ml'], group: '1' }),
        attributeOf('중량', { units: ['g'], group: '1' }),
      ],
    });
    expect(coupangAttributesOf(itemOf(), '수분크림 50g', meta)).toEqual([exposed('중량', '50g')]);
    expect(coupangAttributesOf(itemOf(), '토너 200ml 50g', meta)).toEqual([exposed('용량', '200ml')]);
  });

  it('fills unmatched mandatory STRING attributes with the single leftover option, FREE or 상세페이지 참조', () => {
    const meta = metaOf({ attributes: [attributeOf('색상'), attributeOf('사이즈'), attributeOf('소재')] });
    const oneLeft = itemOf({ attributes: [{ attributeTypeName: '타입', attributeValueName: '체크' }] });
    expect(coupangAttributesOf(oneLeft, '셔츠', meta)).toEqual([
      exposed('색상', '체크'),
      exposed('사이즈', 'FREE'),
      exposed('소재', '상세페이지 참조'),
    ]);
  });

  it('skips optional attributes it cannot fill and search-only attributes', () => {
    const meta = metaOf({
      attributes: [attributeOf('향', { required: 'OPTIONAL' }), attributeOf('모델명', { exposed: 'NONE' })],
    });
    expect(coupangAttributesOf(itemOf(), '디퓨저', meta)).toEqual([]);
  });

  it('names a mandatory amount it cannot find', () => {
    const meta = metaOf({ attributes: [attributeOf('용량', { units: ['ml'] })] });
    expect(() => coupangAttributesOf(itemOf(), '디퓨저', meta)).toThrow(
      new MappingError(
        "쿠팡 카테고리의 필수 구매옵션 '용량'을 상품명이나 옵션에서 찾지 못했습니다. 옵션명에 200ml처럼 적어 주세요.",
        'options',
      ),
    );
  });
});

describe('assertDistinctOptions', () => {
  it('accepts distinct option sets and a single item', () => {
    expect(() =>
      assertDistinctOptions([
        { itemName: 'a', attributes: [exposed('색상', '블랙')] },
        { itemName: 'b', attributes: [exposed('색상', '화이트')] },
      ]),
    ).not.toThrow();
    expect(() => assertDistinctOptions([{ itemName: 'a', attributes: [] }])).not.toThrow();
  });

  it('names the two items whose purchase options are equal', () => {
    expect(() =>
      assertDistinctOptions([
        { itemName: '블랙', attributes: [exposed('수량', '1개')] },
        { itemName: '화이트', attributes: [exposed('수량', '1개')] },
      ]),
    ).toThrow(
      new MappingError(
        "옵션 '블랙'과 '화이트'가 쿠팡 구매옵션(수량)으로 구분되지 않습니다. 옵션마다 구매옵션 값이 다르도록 옵션명을 고쳐 주세요.",
        'options',
      ),
    );
  });
});
