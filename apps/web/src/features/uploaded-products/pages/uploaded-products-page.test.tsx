import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, type MockRoutes, mockApi } from '../../../../test/api-mock';
import {
  naverPageBody,
  naverProductFixture,
  productPageBody,
  requestedUrls,
  uploadedProductFixture,
} from '../../../../test/fixtures/uploaded-products';
import { naverWorkspaceFixture, workspaceFixture } from '../../../../test/fixtures/workspaces';
import { renderWithQuery } from '../../../../test/render';
import { sessionExpiredMessage, setSessionExpiredHandler } from '../../../lib/api-client';
import { readToken, storeToken } from '../../../lib/auth-storage';
import { UploadedProductsPage } from './uploaded-products-page';

const coupang = workspaceFixture();
const naver = naverWorkspaceFixture();
const allRoute = 'GET /api/uploaded-products';

function routes(overrides: MockRoutes = {}): MockRoutes {
  return {
    'GET /api/workspaces': { body: { data: [coupang, naver] } },
    'GET /api/uploaded-products/uploaders': { body: { data: ['a@example.com', 'seller@example.com'] } },
    [allRoute]: { body: productPageBody([uploadedProductFixture(), naverProductFixture()]) },
    'GET /api/coupang/products': { body: productPageBody([]) },
    'GET /api/naver/products': { body: naverPageBody([naverProductFixture()]) },
    'POST /api/uploaded-products/listing-states': { body: { data: [] } },
    ...overrides,
  };
}

function renderPage() {
  return renderWithQuery(<UploadedProductsPage />);
}

const list = () => screen.getByRole('region', { name: '업로드한 상품 목록' });

beforeEach(() => {
  storeToken('test-token');
});

describe('UploadedProductsPage views', () => {
  it('shows cards by default and the same rows as a table in list view', async () => {
    mockApi(routes());
    renderPage();

    expect(
      screen.getByRole('heading', { level: 1, name: '업로드한 상품 (쿠팡 + 네이버)' }),
    ).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: '스테인리스 텀블러 500ml' });
    expect(screen.getByRole('button', { name: '그리드 보기' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('총 2개')).toBeInTheDocument();
    expect(card).toHaveTextContent('업로더 seller@example.com');
    expect(card).toHaveTextContent('쿠팡wing-seller');
    expect(card).toHaveTextContent('shop.example.com');
    expect(card).toHaveTextContent('2024. 06. 20. 14:30');

    await userEvent.click(screen.getByRole('button', { name: '목록 보기' }));

    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    const headers = within(list())
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['이미지', '상품명', '가격', '스토어', '소싱처', '상태', '업로드일', '관리']);
    const row = within(list()).getByRole('row', { name: '원목 의자' });
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(1, 7)).toEqual([
      '원목 의자업로더 seller@example.com',
      '판매가 15,900원공급가 11,000원 · 마진 4,900원 (30.8%)',
      '네이버올리다몰 (ST-1001)올리다 스마트스토어',
      'supplier.example',
      '성공',
      '2024. 06. 20. 14:30',
    ]);
  });

  it('lists workspaces as [쿠팡] / [네이버] and uploaders from the server', async () => {
    mockApi(routes());
    renderPage();

    const workspaceSelect = screen.getByRole('combobox', { name: '워크스페이스' });
    await screen.findByRole('option', { name: '[네이버] 올리다 스마트스토어' });
    expect(
      within(workspaceSelect)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['전체 워크스페이스', '[쿠팡] 올리다 쿠팡점', '[네이버] 올리다 스마트스토어']);
    const uploaderSelect = screen.getByRole('combobox', { name: '업로더' });
    await within(uploaderSelect).findByRole('option', { name: 'a@example.com' });
    expect(
      within(uploaderSelect)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['전체 업로더', 'a@example.com', 'seller@example.com']);
  });
});

describe('UploadedProductsPage filters and pages', () => {
  // Every list answers 45 products on the page asked for, so there are three pages of 20.
  function pagedRoutes() {
    const answer = (route: string) => () => {
      const url = requestedUrls(fetchMock, route).at(-1);
      const page = Number(url?.searchParams.get('page') ?? 1);
      const limit = Number(url?.searchParams.get('limit') ?? 20);
      return jsonResponse(200, productPageBody([uploadedProductFixture()], { page, limit, total: 45 }));
    };
    const fetchMock = mockApi(
      routes({
        [allRoute]: answer(allRoute),
        'GET /api/naver/products': answer('GET /api/naver/products'),
      }),
    );
    return fetchMock;
  }

  it('goes back to page 1 when the uploader, workspace or page size changes, and resets the uploader', async () => {
    const fetchMock = pagedRoutes();
    renderPage();
    const pageTwo = async () => {
      await userEvent.click(await screen.findByRole('button', { name: '2페이지' }));
      await screen.findByText('21 ~ 40 / 총 45개');
    };

    await pageTwo();
    const uploader = screen.getByRole('combobox', { name: '업로더' });
    await within(uploader).findByRole('option', { name: 'a@example.com' });
    await userEvent.selectOptions(uploader, 'a@example.com');
    await screen.findByText('1 ~ 20 / 총 45개');
    let last = requestedUrls(fetchMock, allRoute).at(-1);
    expect(last?.searchParams.get('page')).toBe('1');
    expect(last?.searchParams.get('uploader_email')).toBe('a@example.com');

    await pageTwo();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '워크스페이스' }), naver.workspace_id);
    await screen.findByText('1 ~ 20 / 총 45개');
    last = requestedUrls(fetchMock, 'GET /api/naver/products').at(-1);
    expect(Object.fromEntries(last?.searchParams ?? [])).toEqual({
      page: '1',
      limit: '20',
      workspace_id: naver.workspace_id,
      store_id: 'ST-1001',
    });
    expect(uploader).toHaveValue('');
    const uploaders = requestedUrls(fetchMock, 'GET /api/uploaded-products/uploaders').at(-1);
    expect(uploaders?.search).toBe(`?workspace_id=${naver.workspace_id}&platform=naver`);

    await pageTwo();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '페이지당 개수' }), '50');
    // 45 products fit one page of 50, so the page buttons go away.
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: '페이지 이동' })).not.toBeInTheDocument(),
    );
    last = requestedUrls(fetchMock, 'GET /api/naver/products').at(-1);
    expect(last?.searchParams.get('page')).toBe('1');
    expect(last?.searchParams.get('limit')).toBe('50');
  });

  it('numbers up to 5 pages, keeps the current one in view and steps with 이전/다음', async () => {
    const fetchMock = mockApi(
      routes({
        [allRoute]: () => {
          const page = Number(requestedUrls(fetchMock, allRoute).at(-1)?.searchParams.get('page'));
          return jsonResponse(200, productPageBody([uploadedProductFixture()], { page, total: 200 }));
        },
      }),
    );
    renderPage();

    const nav = await screen.findByRole('navigation', { name: '페이지 이동' });
    const numbers = () =>
      within(nav)
        .getAllByRole('button', { name: /페이지$/ })
        .map((button) => button.textContent);
    expect(nav).toHaveTextContent('1 ~ 20 / 총 200개');
    expect(numbers()).toEqual(['1', '2', '3', '4', '5']);
    expect(within(nav).getByRole('button', { name: '이전' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: '1페이지' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(within(nav).getByRole('button', { name: '다음' }));
    expect(await within(nav).findByText('21 ~ 40 / 총 200개')).toBeInTheDocument();
    await userEvent.click(within(nav).getByRole('button', { name: '5페이지' }));
    expect(await within(nav).findByText('81 ~ 100 / 총 200개')).toBeInTheDocument();
    expect(numbers()).toEqual(['3', '4', '5', '6', '7']);
    expect(within(nav).getByRole('button', { name: '5페이지' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('UploadedProductsPage states', () => {
  it('invites the first upload when there is none, and says no result when a filter finds nothing', async () => {
    mockApi(routes({ [allRoute]: { body: productPageBody([]) } }));
    renderPage();

    expect(await within(list()).findByText('아직 업로드한 상품이 없습니다')).toBeInTheDocument();
    expect(list()).toHaveTextContent('쿠팡이나 네이버 스마트스토어에 상품을 업로드하면 여기에 표시됩니다.');
    expect(within(list()).getByRole('link', { name: 'URL 파서에서 상품 등록하기' })).toHaveAttribute(
      'href',
      '/mypage/url-parser',
    );

    await screen.findByRole('option', { name: '[쿠팡] 올리다 쿠팡점' });
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: '워크스페이스' }),
      coupang.workspace_id,
    );
    expect(await within(list()).findByText('선택한 조건에 맞는 상품이 없습니다.')).toBeInTheDocument();
  });

  it('shows an answer of an unexpected shape as an empty list', async () => {
    mockApi(routes({ [allRoute]: { body: { success: true, items: [] } } }));
    renderPage();

    expect(await within(list()).findByText('아직 업로드한 상품이 없습니다')).toBeInTheDocument();
    expect(screen.getByText('총 0개')).toBeInTheDocument();
  });

  it('shows the error box when the list cannot be loaded, and loads again on retry', async () => {
    let fail = true;
    mockApi(
      routes({
        [allRoute]: () =>
          fail
            ? jsonResponse(500, { detail: '서버에서 오류가 발생했습니다.', code: 'internal_error' })
            : jsonResponse(200, productPageBody([uploadedProductFixture()])),
      }),
    );
    renderPage();

    expect(within(list()).getByRole('status')).toHaveTextContent('상품 목록을 불러오는 중...');
    const box = await within(list()).findByRole('alert');
    expect(box).toHaveTextContent('오류가 발생했습니다');
    expect(box).toHaveTextContent('상품 목록을 불러오지 못했습니다.');
    expect(box).toHaveTextContent('서버에서 오류가 발생했습니다.');

    fail = false;
    await userEvent.click(within(box).getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('article', { name: '스테인리스 텀블러 500ml' })).toBeInTheDocument();
  });

  it('on 401 says the login expired, signs out and leaves for the login page', async () => {
    mockApi(routes({ [allRoute]: { status: 401, body: { detail: '인증 필요', code: 'unauthenticated' } } }));
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const toLogin = vi.fn();
    const restore = setSessionExpiredHandler(toLogin);
    renderPage();

    expect(await within(list()).findByRole('alert')).toHaveTextContent(sessionExpiredMessage);
    expect(alert).toHaveBeenCalledWith(sessionExpiredMessage);
    expect(readToken()).toBeNull();
    expect(toLogin).toHaveBeenCalledTimes(1);
    restore();
  });

  it('makes no call without a stored token and asks to log in', async () => {
    window.localStorage.clear();
    const fetchMock = mockApi(routes());
    renderPage();

    expect(await within(list()).findByRole('alert')).toHaveTextContent(
      '로그인이 필요합니다. 다시 로그인해 주세요.',
    );
    await waitFor(() => expect(requestedUrls(fetchMock, allRoute)).toHaveLength(0));
  });
});
