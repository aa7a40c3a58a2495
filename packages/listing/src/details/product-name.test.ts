import { describe, expect, it } from 'vitest';
import { buildProductNames, cleanProductName } from './product-name.ts';

describe('cleanProductName', () => {
  it.each([
    ['[무료배송] 여름 린넨 셔츠 (W123456)', '여름 린넨 셔츠'],
    ['[도매꾹] 스텐 텀블러 500㎖ #12345', '스텐 텀블러 500ml'],
    ['★특가★ 캠핑 의자 ♥♥', '특가 캠핑 의자'],
    ['【당일발송】 무선 충전기 [무료배송/당일출고]', '무선 충전기'],
    ['<특가> 아기 물티슈 (상품코드: A-1234)', '아기 물티슈'],
    ['고무장갑   10켤레\t세트\n', '고무장갑 10켤레 세트'],
    ['（주）오뚜기 진라면 ＜5봉＞', '(주)오뚜기 진라면 5봉'],
    ['㈜한샘 수납장 [] ()', '(주)한샘 수납장'],
    ["Levi's 데님 팬츠 😀🔥 \u0000\u202e", "Levi's 데님 팬츠"],
    ['2+1 행사 세제 (3L) [대용량]', '2+1 행사 세제 (3L) [대용량]'],
  ])('cleans %j', (raw, expected) => {
    expect(cleanProductName(raw)).toBe(expected);
  });

  it('keeps the words when the whole name is noise', () => {
    expect(cleanProductName('[무료배송]')).toBe('[무료배송]');
  });

  it('keeps Chinese and Japanese names for the seller to translate (1688, Japanese shops)', () => {
    expect(cleanProductName('2024新款 女士 手提包 ★热卖★')).toBe('2024新款 女士 手提包 热卖');
    expect(cleanProductName('ハンドクリーム 50g')).toBe('ハンドクリーム 50g');
  });

  it('falls back to 상품 when nothing is left', () => {
    expect(cleanProductName('★♥◆■▶')).toBe('상품');
    expect(cleanProductName('😀')).toBe('상품');
    expect(cleanProductName(null)).toBe('상품');
  });

  it('cuts to 100 characters at a word boundary', () => {
    // Character 100 falls inside the ninth "블루투스": the cut goes back to the space before it.
    expect(cleanProductName(`${'무선 블루투스 이어폰 '.repeat(12)}끝`)).toBe(
      `${'무선 블루투스 이어폰 '.repeat(8)}무선`,
    );
  });

  it('cuts an unbroken name mid-word', () => {
    expect(cleanProductName('가'.repeat(150))).toBe('가'.repeat(100));
  });
});

describe('buildProductNames', () => {
  it('puts the brand in front of the display name when the name lacks it', () => {
    expect(buildProductNames('[무료배송] 에어맥스 운동화', '나이키')).toEqual({
      sellerProductName: '에어맥스 운동화',
      displayProductName: '나이키 에어맥스 운동화',
      productName: '에어맥스 운동화',
    });
  });

  it('does not repeat a brand the name already holds, and drops it from the generic name', () => {
    expect(buildProductNames('NIKE 에어맥스 운동화 [국내정품]', 'Nike')).toEqual({
      sellerProductName: 'NIKE 에어맥스 운동화 [국내정품]',
      displayProductName: 'NIKE 에어맥스 운동화 [국내정품]',
      productName: '에어맥스 운동화',
    });
  });

  it('removes a short brand only as a whole word', () => {
    expect(buildProductNames('A 에이스 Apple 케이스', 'A').productName).toBe('에이스 Apple 케이스');
  });

  it('keeps the seller name as generic name when nothing else is left', () => {
    expect(buildProductNames('[기획] 나이키', '나이키').productName).toBe('[기획] 나이키');
  });
});
