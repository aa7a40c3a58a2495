import { describe, expect, it } from 'vitest';
import { createPage } from '../page.ts';
import { cleanTitle, titleExtractor } from './title.ts';

function nameOf(html: string) {
  return titleExtractor.extract(createPage(html, 'https://shop.example.kr/p/1')).name;
}

describe('cleanTitle', () => {
  it('strips known and given site names', () => {
    expect(cleanTitle('[도매꾹] 손수건 10매')).toBe('손수건 10매');
    expect(cleanTitle('오너클랜 - 손수건')).toBe('손수건');
    expect(cleanTitle('손수건 - 작은가게', ['작은가게'])).toBe('손수건');
    expect(cleanTitle('손수건 | 잡화 - 작은가게', ['작은가게'])).toBe('손수건');
  });

  it('cuts only the 고도몰 "| 분류 - 쇼핑몰" or "| 쇼핑몰" end, never " | " inside a product name', () => {
    expect(cleanTitle('1+1 | 대용량 샴푸 1000ml | 무료배송')).toBe('1+1 | 대용량 샴푸 1000ml | 무료배송');
    expect(cleanTitle('1+1 | 대용량 샴푸 1000ml | 욕실 - 리빙앤홈')).toBe('1+1 | 대용량 샴푸 1000ml');
    expect(cleanTitle('손수건 | 잡화 - 작은가게')).toBe('손수건');
    expect(cleanTitle('Linen Apron — Natural | Maison Kitchen', ['Maison Kitchen'])).toBe(
      'Linen Apron — Natural',
    );
  });
});

describe('titleExtractor', () => {
  it('uses the cleaned title', () => {
    expect(nameOf('<title>[도매꾹] 손수건</title><h1>다른 제목</h1>')).toBe('손수건');
  });

  it('prefers the h1 the title starts with when an unknown shop suffix remains', () => {
    expect(nameOf('<title>원목 식탁 (4인) : 나무가구</title><h1> 원목 식탁 (4인) </h1>')).toBe(
      '원목 식탁 (4인)',
    );
    expect(nameOf('<title>원목 식탁 : 나무가구</title><h1>나무가구</h1>')).toBe('원목 식탁 : 나무가구');
  });

  it('takes no name from an unclosed <title> that swallowed the page (found by the mutated-fixture property test)', () => {
    const page = `<html><head><title>면 티셔츠<script>window.x={${'"a":1,'.repeat(400)}}</script></head><body><h1>면 티셔츠</h1></body></html>`;
    expect(nameOf(page)).toBe('면 티셔츠');
    expect(nameOf(`<title>${'가'.repeat(1_001)}`)).toBeUndefined();
  });

  it('falls back to the first h1, or nothing', () => {
    expect(nameOf('<body><h1>제목 없는 페이지</h1></body>')).toBe('제목 없는 페이지');
    expect(nameOf('<body></body>')).toBeUndefined();
  });
});
