import { sampleDraft } from '@ollida/contracts/sample-draft';
import { describe, expect, it } from 'vitest';
import {
  applyEdits,
  draftEdits,
  minSalePrice,
  parseWon,
  renameDraft,
  repriceDraft,
  retagDraft,
  tagsFromText,
} from './edit-draft.ts';
import { draftProblem } from './validate-draft.ts';

const draft = sampleDraft;

describe('repriceDraft', () => {
  it('sets the first option and moves the others by the same difference', () => {
    const repriced = repriceDraft(draft, 99_000);
    expect(repriced.items.map((i) => i.salePrice)).toEqual([99_000, 119_000, 89_000]);
    expect(repriced.price).toBe(99_000);
  });

  it('never goes below 10원, even for an option cheaper than the first', () => {
    const repriced = repriceDraft(draft, 5_000);
    expect(repriced.items.map((i) => i.salePrice)).toEqual([5_000, 25_000, minSalePrice]);
  });

  it('keeps the list price at least the sale price', () => {
    const raised = repriceDraft(draft, 140_000);
    expect(raised.items.map((i) => [i.salePrice, i.originalPrice])).toEqual([
      [140_000, 140_000],
      [160_000, 160_000],
      [130_000, 130_000],
    ]);
    const lowered = repriceDraft(draft, 50_000);
    expect(lowered.items[0]?.originalPrice).toBe(129_000);
  });
});

describe('names and tags', () => {
  it('renames what buyers see and what the seller calls it', () => {
    const renamed = renameDraft(draft, '  호텔 극세사 이불  ');
    expect(renamed.displayProductName).toBe('호텔 극세사 이불');
    expect(renamed.sellerProductName).toBe('호텔 극세사 이불');
  });

  it('splits comma-separated tags, drops blanks and repeats, and gives every option the same ones', () => {
    const tags = tagsFromText(' 이불, 겨울이불,,이불 , 호텔침구 ');
    expect(tags).toEqual(['이불', '겨울이불', '호텔침구']);
    expect(retagDraft(draft, tags).items.every((i) => i.searchTags.join() === tags.join())).toBe(true);
  });

  it('reads won as sellers type it', () => {
    expect(parseWon('12,900')).toBe(12_900);
    expect(parseWon(' 12900원 ')).toBe(12_900);
    expect(parseWon('12.5')).toBeNull();
    expect(parseWon('')).toBeNull();
  });
});

describe('applyEdits', () => {
  it('starts from the extracted draft', () => {
    expect(draftEdits(draft)).toEqual({
      name: '슬립하우스 극세사 이불 세트',
      salePriceText: '89000',
      tagsText: '이불',
    });
  });

  it('applies name, price and tags from the extracted draft every time (option gaps survive a typo)', () => {
    const result = applyEdits(draft, { name: '새 이름', salePriceText: '99,000', tagsText: '이불, 침구' });
    if ('problem' in result) throw new Error(result.problem);
    expect(result.details.displayProductName).toBe('새 이름');
    expect(result.details.items.map((i) => i.salePrice)).toEqual([99_000, 119_000, 89_000]);
    expect(result.details.items[2]?.searchTags).toEqual(['이불', '침구']);
    expect(draftProblem(result.details)).toBeNull();
  });

  it.each([
    [{ name: ' ', salePriceText: '1000', tagsText: '' }, '상품명을 입력해 주세요.'],
    [{ name: 'a'.repeat(101), salePriceText: '1000', tagsText: '' }, '상품명은 100자 이하여야 합니다.'],
    [{ name: '이불', salePriceText: '만원', tagsText: '' }, '판매가를 원 단위 숫자로 입력해 주세요.'],
    [{ name: '이불', salePriceText: '5', tagsText: '' }, '판매가는 10원 이상 999,999,990원 이하여야 합니다.'],
    [
      {
        name: '이불',
        salePriceText: '1000',
        tagsText: Array.from({ length: 21 }, (_, n) => `t${n}`).join(','),
      },
      '검색어는 최대 20개까지 입력할 수 있습니다.',
    ],
    [
      { name: '이불', salePriceText: '1000', tagsText: '가'.repeat(21) },
      `검색어는 20자 이하여야 합니다: ${'가'.repeat(21)}`,
    ],
  ])('refuses %j', (edits, problem) => {
    expect(applyEdits(draft, edits)).toEqual({ problem });
  });
});

describe('draftProblem', () => {
  it('names the field of the first contract violation in Korean', () => {
    const broken = { ...draft, imageUrl: 'not a url' };
    expect(draftProblem(broken)).toMatch(/^이미지: /);
    expect(draftProblem(broken)).toMatch(/[가-힣]/);
    expect(draftProblem({ ...draft, items: [] })).toMatch(/^옵션: /);
  });
});
