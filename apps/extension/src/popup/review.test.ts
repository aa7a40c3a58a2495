import type { ListingReview, ReviewCheck } from '@ollida/contracts/listing-review';
import type { ProductDetails } from '@ollida/contracts/product-details';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { extensionBase, fakeChrome } from '../test/fake-chrome.ts';
import { coupangWhoami, fakeOllida, json } from '../test/fake-fetch.ts';
import { loadFixtureDocument } from '../test/fixture-document.ts';
import { startPopup } from './popup-controller.ts';

const connected = { serverUrl: 'http://localhost:3000', apiKey: 'olk_ab12_secret' };
/** 25% margin rounded up to 100원: the supplier's 89,000원 becomes 111,300원. */
const rule = { margin_percent: 25, add_won: 0, rounding_unit: 100 as const, min_margin_won: 0 };
const whoami = { ...coupangWhoami, price_rule: rule };

function livePage(id: string) {
  const { doc, spec } = loadFixtureDocument(id);
  return { html: doc.documentElement.outerHTML, url: spec.url };
}

const wonText = (won: number) => `${won.toLocaleString('ko-KR')}원`;

/** The server's review as far as these tests need it: the first item's money, and prices not in 10-won steps. */
function reviewOf(details: ProductDetails, extra: ReviewCheck[] = []): ListingReview {
  const first = details.items[0];
  const salePrice = first?.salePrice ?? 0;
  const cost = first?.supplierPrice ?? null;
  const margin = cost === null ? null : salePrice - cost;
  const checks: ReviewCheck[] = details.items.flatMap((item, index) =>
    item.salePrice % 10 === 0
      ? []
      : [
          {
            code: 'price_unit',
            severity: 'error' as const,
            field: 'price',
            detail: `옵션 '${item.itemName}'의 판매가 ${wonText(item.salePrice)}은 10원 단위가 아닙니다.`,
            fix: {
              label: `${wonText(Math.ceil(item.salePrice / 10) * 10)}으로 고치기`,
              path: `items.${index}.salePrice`,
              value: Math.ceil(item.salePrice / 10) * 10,
            },
          },
        ],
  );
  const all = [...checks, ...extra];
  return {
    ready: all.every((check) => check.severity !== 'error'),
    price: {
      supplierCost: cost,
      salePrice,
      listPrice: Math.max(first?.originalPrice ?? 0, salePrice),
      margin,
      marginRate: margin === null ? null : Math.round((margin / salePrice) * 1000) / 10,
    },
    shipping: { fee: 0, freeOver: null, jejuExtra: 3000, islandExtra: 5000 },
    category: { id: '77723', name: '홈인테리어>침구>이불', confidence: 'predicted' },
    checks: all,
  };
}

function reviewingServer(
  options: {
    extra?: ReviewCheck[];
    review?: (body: Record<string, unknown>) => Response | Promise<Response>;
    upload?: (url: string, body: Record<string, unknown>) => Response;
  } = {},
) {
  const reviewed: ProductDetails[] = [];
  const server = fakeOllida({
    whoami: () => json(200, whoami),
    review:
      options.review ??
      ((body) => {
        const details = body.product_details as ProductDetails;
        reviewed.push(details);
        return json(200, { data: reviewOf(details, options.extra) });
      }),
    upload: options.upload,
  });
  return { ...server, reviewed };
}

async function openPopup(server = reviewingServer()) {
  const root = document.createElement('main');
  document.body.append(root);
  const { chrome } = fakeChrome({ storage: connected, page: livePage('shop-cafe24/1287') });
  await startPopup({ chrome, fetch: server.fetch, popupUrl: `${extensionBase}popup.html`, root });
  const byTestId = (id: string) => root.querySelector<HTMLElement>(`[data-testid="${id}"]`);
  const input = (id: string) => {
    const found = root.querySelector<HTMLInputElement>(`#${id}`);
    if (found === null) throw new Error(`no #${id}`);
    return found;
  };
  const button = (text: string) =>
    [...root.querySelectorAll('button')].find((candidate) => candidate.textContent?.includes(text));
  const upload = () => {
    const found = byTestId('upload');
    if (!(found instanceof HTMLButtonElement)) throw new Error('no upload button');
    return found;
  };
  /** Types into a field and leaves it, as the seller does. */
  const edit = (id: string, value: string) => {
    const field = input(id);
    field.value = value;
    field.dispatchEvent(new Event('input'));
    field.dispatchEvent(new Event('change'));
  };
  const checks = () =>
    [...(byTestId('review')?.querySelectorAll('.check') ?? [])].map((li) => ({
      severity: li.classList.contains('error') ? 'error' : 'warning',
      detail: li.querySelector('.check-detail')?.textContent,
    }));
  const reviewCalls = () => server.calls.filter((call) => call.url.endsWith('/api/extension/listing-review'));
  const uploadCalls = () => server.calls.filter((call) => call.url.includes('upload-product-with-key'));
  return { root, byTestId, input, button, upload, edit, checks, reviewCalls, uploadCalls };
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('popup pre-upload review', () => {
  it('shows the final price with supplier cost and margin before the upload button', async () => {
    const server = reviewingServer();
    const popup = await openPopup(server);
    expect(popup.byTestId('review-price')?.textContent).toBe(
      '판매가 111,300원 · 공급가 89,000원 · 마진 22,300원 (20.0%)',
    );
    expect(popup.byTestId('review-category')?.textContent).toBe('카테고리: 홈인테리어>침구>이불 (마켓 추천)');
    expect(popup.byTestId('review-shipping')?.textContent).toBe(
      '무료배송 · 제주 +3,000원 · 도서산간 +5,000원',
    );
    expect(popup.byTestId('review')?.textContent).toContain('올릴 준비가 되었습니다');
    const review = popup.byTestId('review');
    if (review === null) throw new Error('no review');
    expect(review.compareDocumentPosition(popup.upload()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(popup.upload().disabled).toBe(false);

    // The draft as the upload would send it, with the key, to the configured server only.
    const [call] = popup.reviewCalls();
    expect(call?.url).toBe('http://localhost:3000/api/extension/listing-review');
    expect(call?.init).toMatchObject({ method: 'POST', redirect: 'error', credentials: 'omit' });
    const body = JSON.parse(String(call?.init.body));
    expect(body.api_key).toBe('olk_ab12_secret');
    expect(body.product_details.items[0]).toMatchObject({ salePrice: 111_300, supplierPrice: 89_000 });
  });

  it('lists errors and warnings in Korean, errors first, and holds the upload while an error remains', async () => {
    const warning: ReviewCheck = {
      code: 'detail_image_missing',
      severity: 'warning',
      field: 'images',
      detail: '상세 이미지가 없습니다. 구매 전환이 낮을 수 있습니다.',
    };
    const missingCert: ReviewCheck = {
      code: 'certification_missing',
      severity: 'error',
      field: 'certification',
      detail: '이 카테고리는 KC 인증 정보가 필요합니다.',
    };
    const popup = await openPopup(reviewingServer({ extra: [warning, missingCert] }));
    expect(popup.checks()).toEqual([
      { severity: 'error', detail: '이 카테고리는 KC 인증 정보가 필요합니다.' },
      { severity: 'warning', detail: '상세 이미지가 없습니다. 구매 전환이 낮을 수 있습니다.' },
    ]);
    expect(popup.upload().disabled).toBe(true);
    popup.upload().click();
    expect(popup.uploadCalls()).toEqual([]);
  });

  it('lets a draft with warnings only be uploaded', async () => {
    const warning: ReviewCheck = {
      code: 'price_below_cost',
      severity: 'warning',
      field: 'price',
      detail: '판매가가 공급가보다 낮아 팔수록 손해입니다.',
    };
    const popup = await openPopup(reviewingServer({ extra: [warning] }));
    expect(popup.checks()).toEqual([{ severity: 'warning', detail: warning.detail }]);
    expect(popup.upload().disabled).toBe(false);
    popup.upload().click();
    await vi.waitFor(() => expect(popup.byTestId('result')?.textContent).toContain('등록했습니다'));
  });

  it('reviews again after an edit, and a fix sets the value, fills the field and reviews once more', async () => {
    const server = reviewingServer();
    const popup = await openPopup(server);
    popup.edit('price', '12,345');
    await vi.waitFor(() => expect(popup.checks()).toHaveLength(5));
    expect(server.reviewed.at(-1)?.items[0]?.salePrice).toBe(12_345);
    expect(popup.byTestId('review-price')?.textContent).toBe(
      '판매가 12,345원 · 공급가 89,000원 · 마진 -76,655원 (-620.9%)',
    );
    expect(popup.checks()[0]).toEqual({
      severity: 'error',
      detail: "옵션 '크림 / Q'의 판매가 12,345원은 10원 단위가 아닙니다.",
    });
    expect(popup.upload().disabled).toBe(true);

    popup.button('12,350원으로 고치기')?.click();
    expect(popup.input('price').value).toBe('12350');
    await vi.waitFor(() => expect(popup.checks()).toHaveLength(4));
    expect(server.reviewed.at(-1)?.items[0]?.salePrice).toBe(12_350);
    // The other options keep their own (still odd) prices until their fixes are taken.
    expect(server.reviewed.at(-1)?.items[1]?.salePrice).toBe(37_345);
    for (const fix of [...popup.root.querySelectorAll<HTMLButtonElement>('[data-testid="review"] .fix')]) {
      fix.click();
      await vi.waitFor(() => expect(popup.byTestId('review')?.dataset.state).toBe('done'));
    }
    await vi.waitFor(() => expect(popup.checks()).toEqual([]));
    expect(server.reviewed.at(-1)?.items.map((item) => item.salePrice)).toEqual([
      12_350, 37_350, 12_350, 37_350, 12_350,
    ]);
    expect(popup.upload().disabled).toBe(false);

    popup.upload().click();
    await vi.waitFor(() => expect(popup.byTestId('result')?.textContent).toContain('등록했습니다'));
    const sent = JSON.parse(String(popup.uploadCalls()[0]?.init.body));
    expect(sent.product_details.items[1].salePrice).toBe(37_350);
    // The upload's draft was the one reviewed last: no second review before sending it.
    expect(popup.reviewCalls()).toHaveLength(server.reviewed.length);
  });

  it('reviews a draft typed and sent in one go before uploading it, and stops on its errors', async () => {
    const server = reviewingServer();
    const popup = await openPopup(server);
    popup.input('price').value = '12345';
    popup.upload().click();
    await vi.waitFor(() => expect(popup.byTestId('result')?.textContent).toContain('고칠 점이 있습니다'));
    expect(server.reviewed.at(-1)?.items[0]?.salePrice).toBe(12_345);
    expect(popup.uploadCalls()).toEqual([]);
    expect(popup.upload().disabled).toBe(true);
    expect(popup.upload().textContent).toBe('[쿠팡] 스토어에 올리기');
  });

  it("lists the checks of an upload the server's review refused, with their fixes", async () => {
    const checks: ReviewCheck[] = [
      {
        code: 'name_too_long',
        severity: 'error',
        field: 'name',
        detail: '상품명이 너무 깁니다.',
        fix: { label: '상품명 줄이기', path: 'displayProductName', value: '극세사 이불 세트' },
      },
      {
        code: 'notice_missing',
        severity: 'warning',
        field: 'notices',
        detail: '상품정보제공고시를 확인해 주세요.',
      },
    ];
    const server = reviewingServer({
      upload: () =>
        json(422, {
          detail: '업로드 전 검수에서 고칠 점이 있습니다: 상품명이 너무 깁니다.',
          code: 'listing_review_failed',
          checks,
        }),
    });
    const popup = await openPopup(server);
    popup.upload().click();
    await vi.waitFor(() => expect(popup.byTestId('result')?.querySelectorAll('.check')).toHaveLength(2));
    const result = popup.byTestId('result');
    expect(result?.textContent).toContain('업로드 전 검수에서 고칠 점이 있어 올리지 않았습니다.');
    expect([...(result?.querySelectorAll('.check-detail') ?? [])].map((span) => span.textContent)).toEqual([
      '상품명이 너무 깁니다.',
      '상품정보제공고시를 확인해 주세요.',
    ]);
    expect(popup.upload().disabled).toBe(true);

    popup.button('상품명 줄이기')?.click();
    expect(popup.input('name').value).toBe('극세사 이불 세트');
    expect(popup.byTestId('result')).toBeNull();
    await vi.waitFor(() => expect(popup.upload().disabled).toBe(false));
    expect(server.reviewed.at(-1)?.displayProductName).toBe('극세사 이불 세트');
  });

  it('without a review (an older server, too many requests), says so and still lets the upload try', async () => {
    const server = reviewingServer({
      review: () => json(429, { detail: '요청이 너무 많습니다.', code: 'rate_limited' }),
    });
    const popup = await openPopup(server);
    expect(popup.byTestId('review')?.textContent).toBe(
      '업로드 전 검수를 불러오지 못했습니다 (요청이 너무 많습니다.). 올릴 때 서버가 다시 검수합니다.',
    );
    expect(popup.upload().disabled).toBe(false);
    popup.upload().click();
    await vi.waitFor(() => expect(popup.byTestId('result')?.textContent).toContain('등록했습니다'));
    expect(popup.uploadCalls()).toHaveLength(1);
    expect(JSON.parse(String(popup.uploadCalls()[0]?.init.body)).product_details.displayProductName).toBe(
      '슬립하우스 프리미엄 호텔 극세사 이불 세트 (Q)',
    );
  });

  it('shows only the answer to the latest edit when an earlier review comes back late', async () => {
    let release: () => void = () => undefined;
    const late = new Promise<void>((resolve) => {
      release = resolve;
    });
    const server = reviewingServer({
      review: async (body) => {
        const details = body.product_details as ProductDetails;
        if (details.items[0]?.salePrice === 99_990) await late;
        return json(200, { data: reviewOf(details) });
      },
    });
    const popup = await openPopup(server);
    popup.edit('price', '99,990');
    // The last answer stays shown, marked busy, while the next one loads (no jump under the pointer).
    expect(popup.byTestId('review')?.getAttribute('aria-busy')).toBe('true');
    popup.edit('price', '12,345');
    await vi.waitFor(() => expect(popup.checks()).toHaveLength(5));
    release();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(popup.checks()).toHaveLength(5);
    expect(popup.upload().disabled).toBe(true);
  });

  it('with an invalid key, asks for no review', async () => {
    const server = fakeOllida({
      whoami: () => json(401, { detail: '유효하지 않은 API 키입니다.', code: 'api_key_invalid' }),
    });
    const popup = await openPopup({ ...server, reviewed: [] });
    expect(popup.byTestId('review')).toBeNull();
    expect(popup.reviewCalls()).toEqual([]);
  });
});
