import { describe, expect, it } from 'vitest';
import { createPage } from '../page.ts';
import { priceTextExtractor } from './price-text.ts';

function fromBody(body: string) {
  return priceTextExtractor.extract(
    createPage(`<html><body>${body}</body></html>`, 'https://shop.example.kr/p/1'),
  );
}

describe('priceTextExtractor', () => {
  it('reads labelled table rows, struck list prices and the delivery row', () => {
    const fields = fromBody(`<table>
      <tr><th>소비자가</th><td><del>15,000원</del></td><th>판매가</th><td>12,900원</td></tr>
      <tr><th>배송비</th><td>3,000원 (30,000원 이상 구매 시 무료)<br>제주/도서산간 3,000원 추가</td></tr>
      <tr><th>반품 배송비</th><td>6,000원</td></tr></table>`);
    expect(fields).toEqual({
      salePrice: 12900,
      originalPrice: 15000,
      currency: 'KRW',
      deliveryFee: 3000,
      deliveryFreeOver: 30000,
      deliveryPayType: 'prepaid',
    });
  });

  it('pairs a label with the value on the next line (dt/dd, divs inside cells)', () => {
    const fields = fromBody(`<dl><dt><div>판매가</div></dt><dd><div>9,900원</div></dd></dl>
      <div><p>정가</p><p>11,000원</p></div>`);
    expect(fields).toMatchObject({ salePrice: 9900, originalPrice: 11000 });
  });

  it('does not carry a label past an unrelated line', () => {
    expect(fromBody('<p>판매가</p><p>문의 바랍니다</p><p>5,000원</p>')).toEqual({});
  });

  it('reports a sale price range instead of a single price', () => {
    expect(fromBody('<p>판매가 87,000원 ~ 96,500원</p>')).toEqual({
      priceRange: { min: 87000, max: 96500 },
      currency: 'KRW',
    });
  });

  it('falls back to an unlabelled amount inside a price-classed element, never to one outside', () => {
    expect(fromBody('<div class="prd-price"><span class="through">₩20,000</span> ₩16,000</div>')).toEqual({
      salePrice: 16000,
      originalPrice: 20000,
      currency: 'KRW',
    });
    expect(fromBody('<p>쿠폰 3,000원 증정</p><p>10,000원 이상 구매</p>')).toEqual({});
  });

  it('takes the first sale label, ignoring member prices, points and related products below', () => {
    const fields = fromBody(`<ul><li>판매가 6,800원 <span>적립금 68원</span></li><li>회원가 6,200원</li></ul>
      <div class="related"><p>판매가 1,000원</p></div>`);
    expect(fields).toMatchObject({ salePrice: 6800 });
  });

  it('reads free, cash-on-delivery and freight terms', () => {
    expect(fromBody('<p>[무료배송] 에코백</p><p>배송비 무료</p>')).toEqual({
      deliveryPayType: 'free',
      deliveryFee: 0,
    });
    expect(fromBody('<p>배송비 착불 5,000원</p>')).toEqual({ deliveryPayType: 'cod', deliveryFee: 5000 });
    expect(fromBody('<p>화물배송 30,000원</p>')).toEqual({
      deliveryPayType: 'prepaid',
      deliveryFee: 30000,
      deliveryMethod: '화물',
    });
    expect(fromBody('<p>[무료배송] 에코백</p>')).toEqual({});
  });

  it('reads "N원 미만" as the free-shipping threshold, before or after the delivery label', () => {
    const expected = { deliveryFee: 3000, deliveryFreeOver: 50000, deliveryPayType: 'prepaid' };
    expect(
      fromBody(
        '<table><tr><th>배송비</th><td>조건부 무료 : 주문금액 50,000원 미만일 때 배송비 3,000원을 추가합니다.</td></tr></table>',
      ),
    ).toEqual(expected);
    expect(fromBody('<p>배송비 50,000원 미만 구매 시 3,000원</p>')).toEqual(expected);
    expect(fromBody('<p>50,000원 미만 구매 시 배송비 3,000원</p>')).toEqual(expected);
    expect(fromBody('<p>5만원 미만 구매 시 쿠폰 사용 불가</p>')).toEqual({});
  });

  it('keeps prepayment when 착불 is only offered as a choice', () => {
    expect(fromBody('<p>배송비 선결제 3,000원 (착불 선택 가능)</p>')).toEqual({
      deliveryPayType: 'prepaid',
      deliveryFee: 3000,
    });
  });

  it('never takes an extra fee written before the word 배송비', () => {
    expect(fromBody('<p>도서산간 지역 배송비 5,000원 추가</p><p>교환 시 배송비 6,000원</p>')).toEqual({});
  });

  it('skips scripts, option lists and form controls', () => {
    const fields = fromBody(`<script>var price = "판매가 1,000원";</script>
      <select><option>판매가 2,000원</option></select><textarea>판매가 3,000원</textarea>
      <p>판매가 4,000원</p>`);
    expect(fields.salePrice).toBe(4000);
  });

  it('stays bounded on a deep, huge page', () => {
    const deep = `${'<div>'.repeat(5_000)}<p>판매가 7,700원</p>${'</div>'.repeat(5_000)}`;
    expect(fromBody(deep).salePrice).toBe(7700);
    const noisy = `${'<p>1,000원 쿠폰</p>'.repeat(2_000)}<p>판매가 8,800원</p>`;
    expect(fromBody(noisy).salePrice).toBeUndefined();
  });

  it('takes an instant discount off the sale price stated before it (the list price stays as the original)', () => {
    expect(fromBody('<dl><dt>판매가</dt><dd>12,900원 (즉시할인 : 2,000원) 10,900원</dd></dl>')).toMatchObject(
      {
        salePrice: 10900,
        originalPrice: 12900,
      },
    );
    // A coupon or card discount is not taken off: not every buyer gets it.
    expect(fromBody('<dl><dt>판매가</dt><dd>12,900원 (쿠폰할인 2,000원)</dd></dl>')).toMatchObject({
      salePrice: 12900,
    });
  });

  it('passes over member, coupon and card prices for the price everyone pays, with a note', () => {
    const page = createPage(
      `<html><body><p>쿠폰적용가 8,100원</p><p>최대혜택가 7,900원</p><p>판매가 9,000원</p></body></html>`,
      'https://shop.example.kr/p/1',
    );
    expect(priceTextExtractor.extract(page)).toMatchObject({ salePrice: 9000 });
    expect(priceTextExtractor.notes?.(page)).toEqual([
      { field: 'salePrice', warning: { code: 'member_price', message: expect.stringContaining('8,100원') } },
    ]);
  });

  it('uses a member price only when the page shows no other, and says so', () => {
    const page = createPage('<html><body><p>회원가 5,500원</p></body></html>', 'https://dome.example.kr/p/2');
    expect(priceTextExtractor.extract(page)).toMatchObject({ salePrice: 5500 });
    expect(priceTextExtractor.notes?.(page)[0]?.warning.message).toContain('비회원 판매가를 확인해 주세요');
  });

  it('never reads a subscription (정기배송) price as the delivery fee', () => {
    const fields = fromBody('<p>판매가 8,390원</p><p>정기배송 8,390원</p><p>19,800원 이상 무료배송</p>');
    expect(fields).toMatchObject({ salePrice: 8390, deliveryFreeOver: 19800 });
    expect(fields.deliveryFee).toBeUndefined();
  });

  it('reads "배송비 무료 조건 : N원" as the free-shipping threshold, not a fee', () => {
    expect(
      fromBody(
        '<table><tr><th>배송비</th><td><ul><li>기본료 : <em>2,900원</em></li><li>배송비 무료 조건 : <em>60,000원</em></li></ul></td></tr></table>',
      ),
    ).toMatchObject({ deliveryFee: 2900, deliveryFreeOver: 60000, deliveryPayType: 'prepaid' });
  });
});
