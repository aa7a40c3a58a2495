import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, deferred, jsonResponse, mockApi } from '../../../../test/api-mock';
import { renderWithQuery } from '../../../../test/render';
import { listedProduct, sourcesResponse, statsResponse } from '../testing/investigator-fixtures';
import { ProductsBySourcePage } from './products-by-source-page';

const sourcesRoute = { 'GET /api/product-investigator/sources': { body: sourcesResponse } };

describe('products by source tab', () => {
  it('starts on the source with the most stored products and its newest day', async () => {
    mockApi({
      ...sourcesRoute,
      'GET /api/product-investigator/stats': { body: statsResponse },
      'GET /api/product-investigator/dates/domeggook': { body: { dates: ['2026-11-20'] } },
      'GET /api/product-investigator/products/domeggook/2026-11-20': {
        body: { products: [listedProduct()] },
      },
    });
    renderWithQuery(<ProductsBySourcePage />);
    await waitFor(() => expect(screen.getByLabelText('소스')).toHaveValue('domeggook'));
    await waitFor(() => expect(screen.getByLabelText('날짜')).toHaveValue('2026-11-20'));
    expect(await screen.findByRole('article', { name: '접이식 캠핑 의자' })).toBeInTheDocument();
  });

  it('asks for a source first, then selects the newest date once the dates are in and shows its cards', async () => {
    const dates = deferred<Response>();
    const fetchMock = mockApi({
      ...sourcesRoute,
      'GET /api/product-investigator/dates/domeggook': () => dates.promise,
      'GET /api/product-investigator/products/domeggook/2026-11-20': {
        body: {
          products: [
            listedProduct(),
            listedProduct({
              id: 'domeggook/2026-11-20/1002',
              title: '읽지 못한 상품',
              price: null,
              image_url: null,
              parse_success: false,
            }),
          ],
        },
      },
      'GET /api/product-investigator/products/domeggook/2026-11-19': {
        body: {
          products: [listedProduct({ id: 'older', title: '어제 상품', formatted_date: '2026년 11월 19일' })],
        },
      },
    });
    renderWithQuery(<ProductsBySourcePage />);

    expect(screen.getByText('상품을 볼 소스를 선택해 주세요.')).toBeInTheDocument();
    const source = screen.getByLabelText('소스');
    await waitFor(() => expect(within(source).getAllByRole('option')).toHaveLength(4));
    await userEvent.selectOptions(source, '도매꾹');
    expect(await screen.findByRole('status')).toHaveTextContent('날짜를 불러오는 중...');

    dates.resolve(jsonResponse(200, { dates: ['2026-11-20', '2026-11-19'] }));
    const date = screen.getByLabelText('날짜');
    await waitFor(() => expect(date).toHaveValue('2026-11-20'));
    expect(
      within(date)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['2026-11-20', '2026-11-19']);

    const grid = await screen.findByRole('list', { name: '상품 목록' });
    const [good, failed] = within(grid).getAllByRole('article');
    expect(good).toHaveAccessibleName('접이식 캠핑 의자');
    expect(good).toHaveTextContent('19,900원');
    expect(good).toHaveTextContent('2026년 11월 20일');
    expect(good).toHaveTextContent('도매꾹');
    expect(good?.querySelector('img')).toHaveAttribute('src', 'https://cdn.example.com/chair.jpg');
    expect(good).not.toHaveTextContent('파싱 실패');
    expect(failed).toHaveTextContent('파싱 실패');
    expect(failed).toHaveTextContent('가격 정보 없음');
    expect(within(failed as HTMLElement).getByRole('img', { name: '이미지 없음' })).toBeInTheDocument();
    expect(screen.getByText('상품 2개')).toBeInTheDocument();

    await userEvent.selectOptions(date, '2026-11-19');
    expect(await screen.findByRole('article', { name: '어제 상품' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/product-investigator/dates/domeggook')).toHaveLength(1);
  });

  it('says when a source has no stored day, and when a day has no product', async () => {
    mockApi({
      ...sourcesRoute,
      'GET /api/product-investigator/dates/generic': { body: { dates: [] } },
      'GET /api/product-investigator/dates/ownerclan': { body: { dates: ['2026-11-18'] } },
      'GET /api/product-investigator/products/ownerclan/2026-11-18': { body: { products: [] } },
    });
    renderWithQuery(<ProductsBySourcePage />);
    const source = screen.getByLabelText('소스');
    await waitFor(() => expect(within(source).getAllByRole('option')).toHaveLength(4));

    await userEvent.selectOptions(source, '일반 페이지');
    expect(await screen.findByText('이 소스에 저장된 상품이 없습니다.')).toBeInTheDocument();
    expect(screen.getByLabelText('날짜')).toBeDisabled();

    await userEvent.selectOptions(source, '오너클랜');
    expect(await screen.findByText('이 날짜에 저장된 상품이 없습니다.')).toBeInTheDocument();
  });

  it('shows a short error line when the sources cannot be read', async () => {
    mockApi({
      'GET /api/product-investigator/sources': { status: 500, body: {} },
    });
    renderWithQuery(<ProductsBySourcePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('소스 목록을 불러오지 못했습니다.');
  });

  it('shows the products error of a day', async () => {
    mockApi({
      ...sourcesRoute,
      'GET /api/product-investigator/dates/domeggook': { body: { dates: ['2026-11-20'] } },
      'GET /api/product-investigator/products/domeggook/2026-11-20': {
        status: 404,
        body: { detail: '소스를 찾을 수 없습니다.', code: 'not_found' },
      },
    });
    renderWithQuery(<ProductsBySourcePage />);
    const source = screen.getByLabelText('소스');
    await waitFor(() => expect(within(source).getAllByRole('option')).toHaveLength(4));
    await userEvent.selectOptions(source, '도매꾹');
    expect(await screen.findByRole('alert')).toHaveTextContent('소스를 찾을 수 없습니다.');
  });
});
