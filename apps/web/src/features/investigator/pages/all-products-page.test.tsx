import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, type MockRoutes, mockApi } from '../../../../test/api-mock';
import { renderWithQuery } from '../../../../test/render';
import {
  htmlFile,
  htmlFilesPage,
  listedProduct,
  listedProducts,
  parsedDetail,
  sourcesResponse,
  statsResponse,
} from '../testing/investigator-fixtures';
import { AllProductsPage } from './all-products-page';

const base: MockRoutes = {
  'GET /api/product-investigator/sources': { body: sourcesResponse },
  'GET /api/product-investigator/stats': { body: statsResponse },
};

function allProductsQueries(fetchMock: ReturnType<typeof mockApi>): Record<string, string>[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), window.location.origin))
    .filter((url) => url.pathname === '/api/product-investigator/products/all')
    .map((url) => Object.fromEntries(url.searchParams));
}

/** 120 products, 50 a page, answering the page asked for. */
function pagedProducts(): MockRoutes {
  return {
    'GET /api/product-investigator/products/all': (request) => {
      const page = Number(request.query.get('page') ?? '1');
      const count = page === 3 ? 20 : 50;
      return jsonResponse(200, {
        products: listedProducts(count, (page - 1) * 50),
        total: 120,
        total_pages: 3,
        page,
        limit: 50,
      });
    },
  };
}

describe('all products tab', () => {
  it('shows the stats cards and the count and latest day of every source', async () => {
    mockApi({ ...base, ...pagedProducts() });
    renderWithQuery(<AllProductsPage />);

    expect(await screen.findByText('1,234개')).toBeInTheDocument();
    expect(screen.getByText('1,300개')).toBeInTheDocument();
    expect(screen.getByText('2026년 11월 20일 14:31')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: '소스별 상품 수' });
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('오너클랜234개2026-11-18');
  });

  it('pages the grid 50 at a time with the counter of the same size', async () => {
    const fetchMock = mockApi({ ...base, ...pagedProducts() });
    renderWithQuery(<AllProductsPage />);

    expect(await screen.findByText('전체 120개 중 1–50')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: '상품 목록' })).getAllByRole('article')).toHaveLength(50);
    expect(allProductsQueries(fetchMock)[0]).toEqual({ page: '1', limit: '50', parse: 'true' });

    await userEvent.click(screen.getByRole('button', { name: '3페이지' }));
    expect(await screen.findByText('전체 120개 중 101–120')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: '상품 목록' })).getAllByRole('article')).toHaveLength(20);
    expect(allProductsQueries(fetchMock).at(-1)).toEqual({ page: '3', limit: '50', parse: 'true' });
  });

  it('checks the YYYYMMDD date before sending it, then filters by source, date, words and files', async () => {
    const fetchMock = mockApi({
      ...base,
      'GET /api/product-investigator/products/all': {
        body: { products: [], total: 0, total_pages: 0, page: 1, limit: 50 },
      },
    });
    renderWithQuery(<AllProductsPage />);
    expect(await screen.findByText('조건에 맞는 상품이 없습니다.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: '상품 검색 조건' });
    const date = within(form).getByLabelText('날짜 (YYYYMMDD)');

    await userEvent.type(date, '2026-11');
    await userEvent.click(within(form).getByRole('button', { name: '검색' }));
    expect(
      within(form).getByText('날짜는 YYYYMMDD 형식(예: 20261120)으로 입력해 주세요.'),
    ).toBeInTheDocument();
    expect(date).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(date);
    await userEvent.type(date, '20261131');
    await userEvent.click(within(form).getByRole('button', { name: '검색' }));
    expect(within(form).getByText('존재하지 않는 날짜입니다.')).toBeInTheDocument();
    expect(allProductsQueries(fetchMock)).toHaveLength(1);

    await userEvent.clear(date);
    await userEvent.type(date, '20261120');
    await userEvent.type(within(form).getByLabelText('검색어'), ' 의자 ');
    await userEvent.click(within(form).getByRole('button', { name: '검색' }));
    await waitFor(() =>
      expect(allProductsQueries(fetchMock).at(-1)).toEqual({
        page: '1',
        limit: '50',
        parse: 'true',
        date_filter: '20261120',
        search: '의자',
      }),
    );
    expect(within(form).queryByText('존재하지 않는 날짜입니다.')).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('소스'), '도매꾹');
    await userEvent.click(screen.getByRole('button', { name: 'HTML 파일' }));
    expect(screen.getByRole('button', { name: 'HTML 파일' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(allProductsQueries(fetchMock).at(-1)).toEqual({
        page: '1',
        limit: '50',
        parse: 'false',
        source_filter: 'domeggook',
        date_filter: '20261120',
        search: '의자',
      }),
    );
  });

  it('shows stored files as cards that open their page in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    mockApi({
      ...base,
      'GET /api/product-investigator/products/all': {
        body: {
          products: [
            listedProduct({
              type: 'html_file',
              filename: '1001.html',
              size: 2048,
              modified: '2026-11-20T05:31:00.000Z',
            }),
          ],
          total: 1,
          total_pages: 1,
          page: 1,
          limit: 50,
        },
      },
      'GET /api/product-investigator/html-content': {
        body: {
          content: '<html></html>',
          file: htmlFile(),
          view_url: '/api/product-investigator/view/abc?sig=1',
        },
      },
    });
    renderWithQuery(<AllProductsPage />);

    const card = await screen.findByRole('article', { name: '1001.html' });
    expect(card).toHaveTextContent('2.0KB');
    await userEvent.click(within(card).getByRole('button', { name: '페이지 보기' }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        '/api/product-investigator/view/abc?sig=1',
        '_blank',
        'noopener,noreferrer',
      ),
    );
  });

  it("alerts the server's reason when a stored page cannot be opened", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    mockApi({
      ...base,
      'GET /api/product-investigator/products/all': {
        body: {
          products: [listedProduct({ type: 'html_file', filename: '1001.html' })],
          total: 1,
          total_pages: 1,
          page: 1,
          limit: 50,
        },
      },
      'GET /api/product-investigator/html-content': {
        status: 404,
        body: { detail: '저장된 HTML 파일을 찾을 수 없습니다.', code: 'html_file_not_found' },
      },
    });
    renderWithQuery(<AllProductsPage />);

    const card = await screen.findByRole('article', { name: '1001.html' });
    await userEvent.click(within(card).getByRole('button', { name: '페이지 보기' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('저장된 HTML 파일을 찾을 수 없습니다.'));
    expect(open).not.toHaveBeenCalled();
  });

  it('says why the grid could not be read', async () => {
    mockApi({ ...base, 'GET /api/product-investigator/products/all': { status: 500, body: {} } });
    renderWithQuery(<AllProductsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('상품 목록을 불러오지 못했습니다.');
  });
});

describe('HTML file browser', () => {
  it('is collapsed until opened, groups files by domain then date (undated last) and opens a file in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    let asked: string | null = null;
    mockApi({
      ...base,
      ...pagedProducts(),
      'GET /api/product-investigator/html-files': {
        body: htmlFilesPage([
          htmlFile({ filename: 'a.html', path: 'domeggook.com/2026-11-19/a.html', date: '2026-11-19' }),
          htmlFile(),
          htmlFile({
            filename: 'b.html',
            path: 'ownerclan.com/2026-11-18/b.html',
            domain: 'ownerclan.com',
            date: '',
          }),
        ]),
      },
      'GET /api/product-investigator/html-content': (request) => {
        asked = request.query.get('file_path');
        return jsonResponse(200, {
          content: '',
          file: htmlFile(),
          view_url: 'https://ollida.test/view/1?sig=x',
        });
      },
    });
    renderWithQuery(<AllProductsPage />);

    const toggle = await screen.findByRole('button', { name: 'HTML 파일 탐색기' });
    expect(screen.queryByRole('list', { name: 'HTML 파일' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const tree = await screen.findByRole('list', { name: 'HTML 파일' });
    expect(within(tree).getByText('domeggook.com (2)')).toBeInTheDocument();
    const domeggookDates = within(tree).getByRole('list', { name: 'domeggook.com의 날짜' });
    expect(
      Array.from(domeggookDates.querySelectorAll('summary')).map((summary) => summary.textContent),
    ).toEqual(['2026-11-20 (1)', '2026-11-19 (1)']);
    expect(within(tree).getByText('날짜 없음 (1)')).toBeInTheDocument();

    const files = within(tree).getByRole('list', { name: 'domeggook.com 2026-11-20의 파일' });
    await userEvent.click(within(files).getByRole('button', { name: /1001\.html/ }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith('https://ollida.test/view/1?sig=x', '_blank', 'noopener,noreferrer'),
    );
    expect(asked).toBe('domeggook.com/2026-11-20/1001.html');
  });

  it('says when no file is stored', async () => {
    mockApi({
      ...base,
      ...pagedProducts(),
      'GET /api/product-investigator/html-files': { body: htmlFilesPage([]) },
    });
    renderWithQuery(<AllProductsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'HTML 파일 탐색기' }));
    expect(await screen.findByText('저장된 HTML 파일이 없습니다.')).toBeInTheDocument();
  });
});

describe('product information modal', () => {
  const withProduct: MockRoutes = {
    ...base,
    'GET /api/product-investigator/products/all': {
      body: { products: [listedProduct()], total: 1, total_pages: 1, page: 1, limit: 50 },
    },
  };

  async function openModal() {
    const card = await screen.findByRole('article', { name: '접이식 캠핑 의자' });
    await userEvent.click(within(card).getByRole('button', { name: '상품 정보' }));
    return screen.findByRole('dialog', { name: '상품 정보' });
  }

  it('shows the parsed detail, the description as text only, and copies the URL', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    mockApi({
      ...withProduct,
      'GET /api/product-investigator/parse-file': {
        body: { success: true, message: '상품 정보를 읽었습니다.', product: parsedDetail() },
      },
    });
    renderWithQuery(<AllProductsPage />);
    const dialog = await openModal();

    expect(await within(dialog).findByText('접이식 캠핑 의자 블랙')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('19,900원');
    expect(dialog).toHaveTextContent('25,000원');
    expect(dialog).toHaveTextContent('캠핑상사');
    expect(dialog).toHaveTextContent('캠프온');
    expect(within(dialog).getByRole('img', { name: '대표 이미지 1' })).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: '상세 이미지 2' })).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: '태그' })).toHaveTextContent('캠핑의자');
    expect(within(dialog).getByRole('table', { name: '옵션' })).toHaveTextContent('색상: 블랙');
    expect(dialog).toHaveTextContent('일반배송 · 배송비 3,000원');
    await waitFor(() =>
      expect(within(dialog).getByText('파서:').parentElement).toHaveTextContent('파서:도매꾹'),
    );
    const description = within(dialog).getByRole('region', { name: '상품 설명' });
    expect(description).toHaveTextContent('튼튼한 캠핑 의자');
    expect(description.querySelector('img, b')).toBeNull();
    expect(within(dialog).queryByRole('list', { name: '확인할 점' })).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'URL 복사' }));
    expect(writeText).toHaveBeenCalledWith('https://domeggook.com/1001');
    await waitFor(() => expect(alert).toHaveBeenCalledWith('URL을 클립보드에 복사했습니다.'));
  });

  it('marks a fallback parser as a warning with the warnings listed, and alerts when the copy fails', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: vi.fn().mockRejectedValue(new Error('no')) },
    });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    mockApi({
      ...withProduct,
      'GET /api/product-investigator/parse-file': {
        body: {
          success: true,
          message: '일반 추출기로 읽었습니다.',
          product: parsedDetail({
            parser_type: 'GenericFallback',
            warnings: [{ code: 'no_options', message: '옵션을 찾지 못했습니다.' }],
          }),
        },
      },
    });
    renderWithQuery(<AllProductsPage />);
    const dialog = await openModal();

    const parser = await within(dialog).findByText('일반 추출기 (사이트 전용 파서 없음)');
    expect(parser).toHaveClass('bg-amber-50');
    expect(within(dialog).getByRole('list', { name: '확인할 점' })).toHaveTextContent(
      '옵션을 찾지 못했습니다.',
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'URL 복사' }));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('URL을 복사하지 못했습니다. 주소를 직접 선택해 복사해 주세요.'),
    );
  });

  it('shows the parse error of a page read without a product', async () => {
    mockApi({
      ...withProduct,
      'GET /api/product-investigator/parse-file': {
        body: {
          success: false,
          message: '상품 정보를 찾지 못했습니다.',
          product: parsedDetail({
            parser_type: 'ParseError',
            parse_success: false,
            error: '상품 정보가 없는 페이지입니다.',
            raw_data: null,
          }),
        },
      },
    });
    renderWithQuery(<AllProductsPage />);
    const dialog = await openModal();

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('상품 정보가 없는 페이지입니다.');
    expect(within(dialog).getByText('읽기 실패')).toHaveClass('bg-amber-50');
    expect(dialog).toHaveTextContent('이 페이지에서 상품 정보를 읽지 못했습니다.');
  });

  it('alerts and closes when the product cannot be read', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    mockApi({
      ...withProduct,
      'GET /api/product-investigator/parse-file': {
        status: 404,
        body: { detail: '파일을 찾을 수 없습니다.', code: 'html_file_not_found' },
      },
    });
    renderWithQuery(<AllProductsPage />);
    const card = await screen.findByRole('article', { name: '접이식 캠핑 의자' });
    await userEvent.click(within(card).getByRole('button', { name: '상품 정보' }));

    await waitFor(() => expect(alert).toHaveBeenCalledWith('상품 정보를 불러올 수 없습니다.'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(alert).toHaveBeenCalledTimes(1);
  });
});
