import { describe, expect, it } from 'vitest';
import { buildSearchTags } from './search-tags.ts';

describe('buildSearchTags', () => {
  it('cleans the source tags, splitting joined ones and dropping duplicates case-insensitively', () => {
    expect(
      buildSearchTags(['#여름#원피스', 'Linen, linen', ' 원피스 ', '12345', '★', '🔥핫템🔥'], '무시', ''),
    ).toEqual(['여름', '원피스', 'Linen', '핫템']);
  });

  it('cuts each tag to 20 characters and keeps at most 20', () => {
    const tags = buildSearchTags(
      Array.from({ length: 40 }, (_, index) => `태그${index} ${'가'.repeat(30)}`),
      '',
      '',
    );
    expect(tags).toHaveLength(20);
    expect(tags.every((tag) => tag.length <= 20 && tag.length > 0)).toBe(true);
    // The only space is too early to cut at, so the tag is cut mid-word.
    expect(tags[0]).toBe(`태그0 ${'가'.repeat(16)}`);
  });

  it('derives tags from the product name without noise words, numbers or the brand', () => {
    expect(
      buildSearchTags([], '나이키 에어맥스 운동화 270 무료배송 운동화 (블랙) T-셔츠 가', '나이키'),
    ).toEqual(['에어맥스', '운동화', '블랙', '셔츠']);
  });

  it('derives from the name when every source tag is unusable', () => {
    expect(buildSearchTags(['★', '2024'], '캠핑 의자', '')).toEqual(['캠핑', '의자']);
  });
});
