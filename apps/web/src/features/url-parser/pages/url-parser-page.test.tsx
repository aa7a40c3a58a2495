import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, type MockRequest, mockApi } from '../../../../test/api-mock';
import { testUser } from '../../../../test/fixtures/app';
import {
  bulkBatchFixture,
  bulkItemFixture,
  parserResponseFixture,
  uploadResponseFixture,
  uploadSettingsFixture,
} from '../../../../test/fixtures/url-parser';
import { workspaceFixture } from '../../../../test/fixtures/workspaces';
import { renderWithQuery } from '../../../../test/render';
import { renderApp } from '../../../../test/render-app';
import { rememberBatch, rememberedBatchId } from '../lib/remembered-batch';
import { UrlParserPage } from './url-parser-page';

const workspaceId = workspaceFixture().workspace_id;
const settingsPath = `/api/workspaces/${workspaceId}/upload-settings`;

function baseRoutes(workspaces = [workspaceFixture()]) {
  return {
    'GET /api/workspaces': { body: { data: workspaces } },
    [`GET ${settingsPath}`]: { body: uploadSettingsFixture() },
    'POST /api/url-parser': { body: parserResponseFixture() },
  };
}

async function parse(url: string) {
  const input = screen.getByLabelText('상품 URL');
  await userEvent.clear(input);
  await userEvent.type(input, `${url}{Enter}`);
}

describe('UrlParserPage single URL', () => {
  it('parses on Enter, shows the draft and uploads it once by itself with the price rule applied', async () => {
    const uploads: MockRequest[] = [];
    const parses: MockRequest[] = [];
    mockApi({
      ...baseRoutes(),
      'POST /api/url-parser': (request) => {
        parses.push(request);
        return jsonResponse(200, parserResponseFixture());
      },
      'POST /api/upload-to-coupang': (request) => {
        uploads.push(request);
        return jsonResponse(200, uploadResponseFixture());
      },
    });
    renderWithQuery(<UrlParserPage />);

    expect(await screen.findByRole('combobox', { name: '업로드할 워크스페이스' })).toHaveDisplayValue(
      '[COUPANG] 올리다 쿠팡점',
    );
    await parse('  shop.example.com/p/1 ');

    const card = await screen.findByRole('article', { name: '스테인리스 텀블러 500ml' });
    // The chosen workspace goes along: a foreign-currency page converts at its exchange rates.
    expect(parses[0]?.body).toEqual({ url: 'https://shop.example.com/p/1', workspace_id: workspaceId });
    expect(card).toHaveTextContent('10,000원');
    expect(within(card).getByText('12,000원').tagName).toBe('S');
    expect(card).toHaveTextContent('브랜드: 올리다리빙');
    expect(card).toHaveTextContent('텀블러 / 주방용품 > 컵 > 텀블러');
    const tags = within(within(card).getByRole('list', { name: '검색어' })).getAllByRole('listitem');
    expect(tags.map((tag) => tag.textContent)).toEqual([
      '텀블러',
      '보온병',
      '스테인리스',
      '캠핑',
      '사무실',
      '+2',
    ]);
    expect(card).toHaveTextContent('파서: json-ld');
    expect(card).toHaveTextContent('재고 정보가 없어 기본 재고로 등록합니다.');

    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('쿠팡에 상품을 등록했습니다.');
    expect(within(done).getByRole('link', { name: '스토어에서 보기' })).toHaveAttribute(
      'href',
      'https://www.coupang.com/vp/products/1500001',
    );
    expect(within(done).getByRole('link', { name: '관리자에서 수정' })).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
    const body = uploads[0]?.body as { product_details: { items: { salePrice: number }[] } };
    expect(uploads[0]?.body).toMatchObject({ workspace_id: workspaceId, confirm_duplicate: false });
    expect(body.product_details.items[0]).toMatchObject({ salePrice: 13_000, originalPrice: 15_600 });

    // Re-rendering (opening and closing the editor) does not upload again; a new parse does.
    await userEvent.click(screen.getByRole('button', { name: '초안 편집' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: '초안 편집' })).getByRole('button', { name: '취소' }),
    );
    expect(uploads).toHaveLength(1);
    await parse('https://shop.example.com/p/2');
    await waitFor(() => expect(uploads).toHaveLength(2));
    expect(parses[1]?.body).toEqual({ url: 'https://shop.example.com/p/2', workspace_id: workspaceId });
  });

  it('keeps 파싱 disabled on empty or whitespace-only input, which also takes the old card away', async () => {
    const fetchMock = mockApi(baseRoutes([]));
    renderWithQuery(<UrlParserPage />);

    const button = await screen.findByRole('button', { name: '파싱' });
    expect(button).toBeDisabled();
    await parse('shop.example.com/p/1');
    expect(await screen.findByRole('article', { name: '스테인리스 텀블러 500ml' })).toBeInTheDocument();

    const input = screen.getByLabelText('상품 URL');
    await userEvent.clear(input);
    await userEvent.type(input, '   ');
    expect(button).toBeDisabled();
    await userEvent.type(input, '{Enter}');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/url-parser')).toHaveLength(1);
  });

  it('says in Korean that an ftp:// address is not supported, without parsing it', async () => {
    const fetchMock = mockApi(baseRoutes([]));
    renderWithQuery(<UrlParserPage />);

    await screen.findByRole('button', { name: '파싱' });
    await parse('ftp://files.example.com/p/1');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'ftp:// 주소는 지원하지 않습니다. http:// 또는 https:// 로 시작하는 상품 주소를 입력해 주세요.',
    );
    expect(callsTo(fetchMock, 'POST /api/url-parser')).toHaveLength(0);
  });

  it('without a chosen workspace warns, does not upload, and the upload button asks for one', async () => {
    const fetchMock = mockApi(baseRoutes([workspaceFixture({ is_current: false })]));
    renderWithQuery(<UrlParserPage />);

    expect(await screen.findByText('업로드할 워크스페이스를 선택해 주세요.')).toBeInTheDocument();
    await parse('https://shop.example.com/p/1');
    await userEvent.click(await screen.findByRole('button', { name: '업로드' }));

    expect(screen.getByRole('alert')).toHaveTextContent('파싱된 데이터와 워크스페이스를 선택해주세요.');
    expect(callsTo(fetchMock, 'POST /api/upload-to-coupang')).toHaveLength(0);
  });

  it('shows the duplicate dialog and resends with confirm_duplicate when the seller insists', async () => {
    const uploads: MockRequest[] = [];
    mockApi({
      ...baseRoutes(),
      'POST /api/upload-to-coupang': (request) => {
        uploads.push(request);
        if (uploads.length === 1) {
          return jsonResponse(409, {
            detail: '이미 이 스토어에 등록한 상품입니다. 그래도 다시 등록하려면 확인해 주세요.',
            code: 'duplicate_upload',
            existing_product: {
              id: 'up-0',
              display_product_name: '예전 텀블러',
              store_url: 'https://www.coupang.com/vp/products/1400001',
              admin_url: null,
              created_at: '2024-06-19T01:00:00.000Z',
            },
          });
        }
        return jsonResponse(200, uploadResponseFixture());
      },
    });
    renderWithQuery(<UrlParserPage />);
    await screen.findByRole('combobox', { name: '업로드할 워크스페이스' });
    await parse('https://shop.example.com/p/1');

    const dialog = await screen.findByRole('dialog', { name: '이미 이 스토어에 등록한 상품입니다' });
    expect(dialog).toHaveTextContent('예전 텀블러');
    expect(dialog).toHaveTextContent('2024. 06. 19. 10:00');
    expect(within(dialog).getByRole('link', { name: '스토어에서 보기' })).toHaveAttribute(
      'href',
      'https://www.coupang.com/vp/products/1400001',
    );
    expect(within(dialog).queryByRole('link', { name: '관리자에서 수정' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '그래도 등록' }));

    expect(await screen.findByRole('status')).toHaveTextContent('쿠팡에 상품을 등록했습니다.');
    expect(
      uploads.map((request) => (request.body as { confirm_duplicate: boolean }).confirm_duplicate),
    ).toEqual([false, true]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the marketplace's own message when it refuses the listing", async () => {
    mockApi({
      ...baseRoutes(),
      'POST /api/upload-to-coupang': {
        status: 422,
        body: { detail: '[쿠팡] KC 인증 정보가 필요한 카테고리입니다.', code: 'marketplace_rejected' },
      },
    });
    renderWithQuery(<UrlParserPage />);
    await screen.findByRole('combobox', { name: '업로드할 워크스페이스' });
    await parse('https://shop.example.com/p/1');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '[쿠팡] KC 인증 정보가 필요한 카테고리입니다.',
    );
  });

  it('shows the parse error detail, and the network sentence when the server is unreachable', async () => {
    let calls = 0;
    mockApi({
      ...baseRoutes(),
      'POST /api/url-parser': () => {
        calls += 1;
        if (calls === 1) {
          return jsonResponse(422, { detail: '상품 정보를 찾지 못했습니다.', code: 'no_product_found' });
        }
        return Promise.reject(new TypeError('Failed to fetch'));
      },
    });
    renderWithQuery(<UrlParserPage />);
    await screen.findByRole('combobox', { name: '업로드할 워크스페이스' });

    await parse('https://shop.example.com/p/1');
    expect(await screen.findByRole('alert')).toHaveTextContent('상품 정보를 찾지 못했습니다.');
    await parse('https://shop.example.com/p/2');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('네트워크 오류가 발생했습니다.'));
  });
});

describe('UrlParserPage workspace and price rule', () => {
  it('offers the workspaces screen when there is no workspace', async () => {
    mockApi({ 'GET /api/workspaces': { body: { data: [] } } });
    renderWithQuery(<UrlParserPage />);

    expect(await screen.findByRole('link', { name: '워크스페이스 만들기' })).toHaveAttribute(
      'href',
      '/mypage/coupang_profile',
    );
  });

  it('edits the price rule and shows the server refusal to a member', async () => {
    const saved: unknown[] = [];
    mockApi({
      ...baseRoutes(),
      [`PUT ${settingsPath}`]: ({ body }) => {
        saved.push(body);
        return jsonResponse(403, {
          detail: '업로드 설정은 소유자나 관리자만 바꿀 수 있습니다.',
          code: 'forbidden',
        });
      },
    });
    renderWithQuery(<UrlParserPage />);

    await userEvent.click(await screen.findByRole('button', { name: '가격 규칙' }));
    const dialog = await screen.findByRole('dialog', { name: '가격 규칙 · 업로드 설정' });
    const margin = await within(dialog).findByLabelText('마진율 (%)');
    expect(margin).toHaveValue(30);
    expect(dialog).toHaveTextContent('예: 공급가 10,000원 → 판매가 13,000원');
    await userEvent.clear(margin);
    await userEvent.type(margin, '50');
    await userEvent.selectOptions(within(dialog).getByLabelText('올림 단위'), '100');
    expect(dialog).toHaveTextContent('예: 공급가 10,000원 → 판매가 15,000원');
    await userEvent.click(within(dialog).getByRole('button', { name: '저장' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '업로드 설정은 소유자나 관리자만 바꿀 수 있습니다.',
    );
    expect(saved).toEqual([
      uploadSettingsFixture({
        price_rule: { margin_percent: 50, add_won: 0, rounding_unit: 100, min_margin_won: 1_000 },
      }),
    ]);
  });

  it('refuses an invalid rule with the contract message and sends nothing', async () => {
    const fetchMock = mockApi(baseRoutes());
    renderWithQuery(<UrlParserPage />);

    await userEvent.click(await screen.findByRole('button', { name: '가격 규칙' }));
    const margin = await screen.findByLabelText('마진율 (%)');
    await userEvent.clear(margin);
    await userEvent.type(margin, '600');
    await userEvent.click(screen.getByRole('button', { name: '저장' }));

    expect(screen.getByText('마진율은 500% 이하여야 합니다.')).toBeInTheDocument();
    expect(callsTo(fetchMock, `PUT ${settingsPath}`)).toHaveLength(0);
  });
});

describe('the store forbidden words', () => {
  it('saves the words written with commas, each trimmed, and shows the limit refusal', async () => {
    const saved: unknown[] = [];
    mockApi({
      ...baseRoutes(),
      [`PUT ${settingsPath}`]: ({ body }) => {
        saved.push(body);
        return jsonResponse(200, body);
      },
    });
    renderWithQuery(<UrlParserPage />);
    await userEvent.click(await screen.findByRole('button', { name: '가격 규칙' }));
    const dialog = await screen.findByRole('dialog', { name: '가격 규칙 · 업로드 설정' });
    const words = await within(dialog).findByLabelText('금지어 (쉼표로 구분)');
    await userEvent.type(words, '땡처리, 폐업정리 ,');
    await userEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    await within(dialog).findByText('업로드 설정을 저장했습니다.');
    expect(saved).toEqual([uploadSettingsFixture({ prohibited_words: ['땡처리', '폐업정리'] })]);

    await userEvent.clear(words);
    await userEvent.type(words, '가'.repeat(31));
    await userEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(within(dialog).getByText('금지어는 30자 이하여야 합니다.')).toBeInTheDocument();
    expect(saved).toHaveLength(1);
  });
});

describe('url-parser and products routes', () => {
  it('opens the tool full width with both new side navigation entries', async () => {
    mockApi({ 'GET /api/user/me': { body: testUser }, ...baseRoutes() });
    renderApp('/mypage/url-parser', { token: 'valid' });

    expect(await screen.findByRole('heading', { name: 'URL 파서 · 상품 업로드' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: '마이페이지 메뉴', hidden: true });
    expect(within(nav).getByRole('link', { name: 'URL 파서', hidden: true })).toHaveAttribute(
      'href',
      '/mypage/url-parser',
    );
    expect(within(nav).getByRole('link', { name: '상품 관리', hidden: true })).toHaveAttribute(
      'href',
      '/mypage/products',
    );
    expect(screen.getByRole('button', { name: '메뉴 숨기기' })).toBeInTheDocument();
  });

  it('shows the uploaded products title and the quick upload panel', async () => {
    mockApi({ 'GET /api/user/me': { body: testUser }, ...baseRoutes() });
    renderApp('/mypage/products', { token: 'valid' });

    expect(
      await screen.findByRole('heading', { level: 1, name: '업로드한 상품 (쿠팡 + 네이버)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '빠른 상품 등록' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '메뉴 숨기기' })).toBeInTheDocument();
  });
});

describe('UrlParserPage store readiness', () => {
  it('warns before parsing when the chosen Coupang workspace has no return center or outbound place', async () => {
    const ready = workspaceFixture({
      workspace_id: 'ready-0000-4000-8000-000000000009',
      workspace_name: '준비된 쿠팡점',
      is_current: false,
      return_center_code: '1000000001',
      outbound_shipping_place_code: '2000000001',
    });
    mockApi(baseRoutes([workspaceFixture({ return_center_code: '1000000001' }), ready]));
    renderWithQuery(<UrlParserPage />);

    const notice = await screen.findByText(
      /이 쿠팡 워크스페이스는 출고지가 연결되지 않아 상품을 올릴 수 없습니다/,
    );
    expect(screen.getByRole('link', { name: '반품지·출고지 연결' })).toHaveAttribute(
      'href',
      '/mypage/coupang_profile',
    );
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: '업로드할 워크스페이스' }),
      ready.workspace_id,
    );
    expect(notice).not.toBeInTheDocument();
  });
});

describe('UrlParserPage after a reload mid-batch', () => {
  it('opens on the tab of the batch started last and shows its live state', async () => {
    rememberBatch('bulk-text', 'batch-old');
    await new Promise((resolve) => setTimeout(resolve, 2));
    rememberBatch('csv', 'batch-1');
    const running = bulkBatchFixture([
      bulkItemFixture(0, { status: 'success', uploaded_product_id: 'u0' }),
      bulkItemFixture(1, { status: 'uploading' }),
      bulkItemFixture(2),
    ]);
    const fetchMock = mockApi({
      ...baseRoutes(),
      'GET /api/product-registration/bulk/batch-1/events': () =>
        new Response(`event: snapshot\ndata: ${JSON.stringify(running)}\n\n`, {
          status: 200,
          headers: { 'Content-Type': 'text/event-stream' },
        }),
      'GET /api/product-registration/bulk/batch-1': { body: running },
      'GET /api/product-registration/bulk/batch-old/events': {
        status: 404,
        body: { detail: '없음', code: 'x' },
      },
    });
    renderWithQuery(<UrlParserPage />);

    expect(screen.getByRole('tab', { name: 'CSV 대량' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'CSV 대량' });
    expect(await within(panel).findByText('총 3 · 성공 1 · 실패 0')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: '중지' })).toBeEnabled();
    expect(within(panel).getByRole('button', { name: '일괄 등록 시작' })).toBeDisabled();
    expect(callsTo(fetchMock, 'GET /api/product-registration/bulk/batch-1/events')).toHaveLength(1);
    // The older batch the server no longer knows is forgotten.
    await waitFor(() => expect(rememberedBatchId('bulk-text')).toBeNull());
  });

  it('opens on 단일 URL when no batch was started in this browser tab', () => {
    mockApi(baseRoutes());
    renderWithQuery(<UrlParserPage />);
    expect(screen.getByRole('tab', { name: '단일 URL' })).toHaveAttribute('aria-selected', 'true');
  });
});
