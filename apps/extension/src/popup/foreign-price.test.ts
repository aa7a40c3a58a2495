import { afterEach, describe, expect, it } from 'vitest';
import { extensionBase, fakeChrome } from '../test/fake-chrome.ts';
import { coupangWhoami, fakeOllida, json } from '../test/fake-fetch.ts';
import { startPopup } from './popup-controller.ts';

const connected = { serverUrl: 'http://localhost:3000', apiKey: 'olk_ab12_secret' };

/** A cross-border shop's product page priced in `currency` (schema.org JSON-LD). */
function foreignPage(currency: string, price: number) {
  const product = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: '캔버스 토트백 에코백',
    image: ['https://img.shop.example.com/tote.png'],
    offers: { '@type': 'Offer', price: String(price), priceCurrency: currency },
  };
  return {
    html: `<html><head><script type="application/ld+json">${JSON.stringify(product)}</script></head><body></body></html>`,
    url: 'https://shop.example.com/item/tote',
  };
}

async function openPopup(page: { html: string; url: string }, whoami = coupangWhoami) {
  const root = document.createElement('main');
  document.body.append(root);
  const server = fakeOllida({ whoami: () => json(200, whoami) });
  const { chrome } = fakeChrome({ storage: connected, page });
  await startPopup({ chrome, fetch: server.fetch, popupUrl: `${extensionBase}popup.html`, root });
  return {
    root,
    calls: server.calls,
    text: (id: string) => root.querySelector(`[data-testid="${id}"]`)?.textContent,
    price: () => root.querySelector<HTMLInputElement>('#price')?.value,
    upload: () =>
      [...root.querySelectorAll('button')].find((button) => button.textContent?.includes('올리기')),
  };
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('popup on a foreign-currency page', () => {
  it("converts at the store's own rate and adds its overseas cost before the rule", async () => {
    const popup = await openPopup(foreignPage('CNY', 149), {
      ...coupangWhoami,
      price_rule: { ...coupangWhoami.price_rule, overseas_cost_won: 3_000 },
      exchange_rates: [{ currency: 'CNY', won_per_unit: 200, rate_date: '2026-03-02' }],
    });
    // ¥149 × 200 = 29,800원 + 3,000원 (no margin in the demo store's rule); before issue 20 it said 149.
    expect(popup.price()).toBe('32800');
    expect(popup.text('supplier-price')).toBe(
      '공급가 ¥149.00 (환율 1 CNY = 200원, 기준일 2026-03-02, 출처 워크스페이스 설정) → 29,800원. 스토어의 가격 규칙(해외 배송·통관비 포함)을 적용한 판매가입니다.',
    );
    expect(popup.text('parser')).toContain('CNY 가격을 원화로 환산했습니다: 1 CNY = 200원');
  });

  it('refuses a currency without a rate, saying where to set one, and sends nothing', async () => {
    const popup = await openPopup(foreignPage('TWD', 590));
    const refusal =
      'TWD 환율이 설정되지 않아 가격을 정할 수 없습니다. 워크스페이스 업로드 설정에서 환율을 입력해 주세요.';
    expect(popup.text('supplier-price')).toBe(refusal);
    popup.upload()?.click();
    expect(popup.root.textContent).toContain(refusal);
    expect(popup.calls.filter((call) => call.url.includes('upload-product-with-key'))).toEqual([]);
  });
});
