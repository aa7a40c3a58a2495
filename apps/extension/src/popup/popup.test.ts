import { afterEach, describe, expect, it, vi } from 'vitest';
import { extensionBase, fakeChrome } from '../test/fake-chrome.ts';
import { coupangWhoami, fakeOllida, json, uploadAnswer } from '../test/fake-fetch.ts';
import { loadFixtureDocument } from '../test/fixture-document.ts';
import { startPopup, unreadablePageMessage } from './popup-controller.ts';

const connected = { serverUrl: 'http://localhost:3000', apiKey: 'olk_ab12_secret' };

function livePage(id: string) {
  const { doc, spec } = loadFixtureDocument(id);
  return { html: doc.documentElement.outerHTML, url: spec.url };
}

async function openPopup(options: Parameters<typeof fakeChrome>[0], server = fakeOllida(), query = '') {
  const root = document.createElement('main');
  document.body.append(root);
  const { chrome, record } = fakeChrome(options);
  await startPopup({ chrome, fetch: server.fetch, popupUrl: `${extensionBase}popup.html${query}`, root });
  const byTestId = (id: string) => root.querySelector(`[data-testid="${id}"]`);
  const input = (id: string) => root.querySelector<HTMLInputElement>(`#${id}`);
  const button = (text: string) =>
    [...root.querySelectorAll('button')].find((candidate) => candidate.textContent?.includes(text));
  return { root, record, calls: server.calls, byTestId, input, button };
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('popup', () => {
  it('without a saved key, asks for the settings and opens them', async () => {
    const popup = await openPopup({ page: livePage('shop-cafe24/1287') });
    expect(popup.byTestId('setup')?.textContent).toContain('올리다에 연결되지 않았습니다');
    popup.button('설정 열기')?.click();
    expect(popup.record.optionsOpened).toBe(1);
    expect(popup.record.scriptedTabs).toEqual([]);
  });

  it('on a page without a product, says so clearly', async () => {
    const popup = await openPopup({ storage: connected, page: livePage('hostile/not-a-product') });
    expect(popup.byTestId('problem')?.textContent).toBe(
      '이 페이지에서 상품 정보를 찾지 못했습니다. 상품 상세 페이지에서 열어 주세요.',
    );
    expect(popup.byTestId('draft')).toBeNull();
  });

  it('on a page the browser does not let extensions read, says which pages work', async () => {
    const popup = await openPopup({ storage: connected, page: new Error('Cannot access a chrome:// URL') });
    expect(popup.byTestId('problem')?.textContent).toBe(unreadablePageMessage);
  });

  it('shows the draft of the active tab with the target store', async () => {
    const popup = await openPopup({
      storage: connected,
      page: livePage('shop-cafe24/1287'),
      activeTabId: 41,
    });
    expect(popup.record.scriptedTabs).toEqual([41]);
    expect(popup.byTestId('store')?.textContent).toContain('[쿠팡] ollida_demo1');
    expect(popup.input('name')?.value).toBe('슬립하우스 프리미엄 호텔 극세사 이불 세트 (Q)');
    expect(popup.input('price')?.value).toBe('89000');
    expect(popup.byTestId('original-price')?.textContent).toBe('129,000원');
    const options = [...(popup.byTestId('options')?.querySelectorAll('li') ?? [])].map(
      (li) => li.textContent,
    );
    expect(options).toEqual([
      '크림 / Q89,000원',
      '크림 / K109,000원',
      '그레이 / Q89,000원',
      '그레이 / K109,000원',
      '네이비 / Q89,000원',
    ]);
    expect(popup.input('tags')?.value).toContain('극세사이불');
    expect(popup.byTestId('parser')?.textContent).toContain('cafe24');
    expect(popup.button('스토어에 올리기')?.disabled).toBe(false);
  });

  it("prices the draft with the store's price rule, as the app's URL parser does", async () => {
    const rule = { margin_percent: 30, add_won: 0, rounding_unit: 100, min_margin_won: 1000 };
    const popup = await openPopup(
      { storage: connected, page: livePage('shop-cafe24/1287') },
      fakeOllida({ whoami: () => json(200, { ...coupangWhoami, price_rule: rule }) }),
    );
    // 89,000원 from the supplier: +30% is 115,700원.
    expect(popup.input('price')?.value).toBe('115700');
    expect(popup.byTestId('supplier-price')?.textContent).toBe(
      '공급가 89,000원에 스토어의 가격 규칙을 적용한 판매가입니다.',
    );
  });

  it('reads the tab named by ?tab= instead of the active one', async () => {
    const popup = await openPopup(
      { storage: connected, page: livePage('shop-godo/1000000123') },
      undefined,
      '?tab=93',
    );
    expect(popup.record.scriptedTabs).toEqual([93]);
    expect(popup.record.queriedTabs).toBe(0);
    expect(popup.byTestId('draft')).not.toBeNull();
  });

  it('moves the option prices with the edited price', async () => {
    const popup = await openPopup({ storage: connected, page: livePage('shop-cafe24/1287') });
    const price = popup.input('price');
    if (price === null) throw new Error('no price input');
    price.value = '99,000';
    price.dispatchEvent(new Event('input'));
    const options = [...(popup.byTestId('options')?.querySelectorAll('.option-price') ?? [])];
    expect(options.map((span) => span.textContent)).toEqual([
      '99,000원',
      '119,000원',
      '99,000원',
      '119,000원',
      '99,000원',
    ]);
  });

  it('uploads the edited draft and links to the listing', async () => {
    const server = fakeOllida();
    const popup = await openPopup({ storage: connected, page: livePage('shop-cafe24/1287') }, server);
    const name = popup.input('name');
    if (name === null) throw new Error('no name input');
    name.value = '호텔 극세사 이불 세트 퀸';
    popup.button('스토어에 올리기')?.click();
    await vi.waitFor(() => expect(popup.byTestId('result')?.textContent).toContain('등록했습니다'));

    const upload = server.calls.find((call) => call.url.includes('upload-product-with-key'));
    expect(upload?.url).toBe('http://localhost:3000/api/coupang/upload-product-with-key');
    const body = JSON.parse(String(upload?.init.body));
    expect(body.api_key).toBe('olk_ab12_secret');
    expect(body.product_details.displayProductName).toBe('호텔 극세사 이불 세트 퀸');
    const links = [...(popup.byTestId('result')?.querySelectorAll('a') ?? [])];
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['스토어에서 보기', uploadAnswer.data.store_url],
      ['관리자에서 수정', uploadAnswer.data.admin_url],
      ['올리다에서 보기', 'http://localhost:3000/mypage/products'],
    ]);
    expect(popup.button('등록 완료')?.disabled).toBe(true);
  });

  it('with an invalid key, says so and does not offer the upload', async () => {
    const server = fakeOllida({
      whoami: () => json(401, { detail: '유효하지 않은 API 키입니다.', code: 'api_key_invalid' }),
    });
    const popup = await openPopup({ storage: connected, page: livePage('shop-cafe24/1287') }, server);
    expect(popup.byTestId('store')?.textContent).toContain('유효하지 않은 API 키입니다.');
    expect(popup.button('올리기')?.disabled).toBe(true);
    popup.button('설정 열기')?.click();
    expect(popup.record.optionsOpened).toBe(1);
  });

  it('shows the earlier listing of a duplicate and uploads anyway when asked', async () => {
    const existing = {
      id: 'e1',
      display_product_name: '예전에 올린 이불',
      store_url: 'https://www.coupang.com/vp/products/1',
      admin_url: null,
      created_at: '2025-02-01T00:00:00.000Z',
    };
    const server = fakeOllida({
      upload: (_url, body) =>
        body.confirm_duplicate === true
          ? json(200, uploadAnswer)
          : json(409, {
              detail: '이미 등록한 상품입니다.',
              code: 'duplicate_upload',
              existing_product: existing,
            }),
    });
    const popup = await openPopup({ storage: connected, page: livePage('shop-cafe24/1287') }, server);
    popup.button('스토어에 올리기')?.click();
    await vi.waitFor(() => expect(popup.byTestId('result')?.textContent).toContain('예전에 올린 이불'));
    popup.button('그래도 등록')?.click();
    await vi.waitFor(() => expect(popup.byTestId('result')?.textContent).toContain('등록했습니다'));
  });

  it("shows the marketplace's own words when it refuses the listing", async () => {
    const server = fakeOllida({
      upload: () => json(422, { detail: '[쿠팡] 필수 구매옵션이 없습니다.', code: 'marketplace_rejected' }),
    });
    const popup = await openPopup({ storage: connected, page: livePage('shop-cafe24/1287') }, server);
    popup.button('스토어에 올리기')?.click();
    await vi.waitFor(() =>
      expect(popup.byTestId('result')?.textContent).toBe('[쿠팡] 필수 구매옵션이 없습니다.'),
    );
    expect(popup.button('스토어에 올리기')?.disabled).toBe(false);
  });

  it('refuses an edit the contract would refuse, before sending anything', async () => {
    const server = fakeOllida();
    const popup = await openPopup({ storage: connected, page: livePage('shop-cafe24/1287') }, server);
    const price = popup.input('price');
    if (price === null) throw new Error('no price input');
    price.value = '0';
    popup.button('스토어에 올리기')?.click();
    await vi.waitFor(() => expect(popup.byTestId('result')?.textContent).toContain('판매가는 10원 이상'));
    expect(server.calls.some((call) => call.url.includes('upload-product-with-key'))).toBe(false);
  });
});
