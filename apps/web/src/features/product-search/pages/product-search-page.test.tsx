import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, deferred, jsonResponse, mockApi } from '../../../../test/api-mock';
import { olderRecord, searchRecord } from '../testing/product-search-fixtures';
import { renderProductSearch } from '../testing/render-product-search';

function form() {
  return screen.getByRole('form', { name: '상품 검색' });
}

describe('product search', () => {
  it('asks for a URL when it is blank after trimming, without calling the server', async () => {
    const fetchMock = mockApi();
    renderProductSearch();

    await userEvent.type(within(form()).getByLabelText('상품 URL'), '   ');
    await userEvent.click(within(form()).getByRole('button', { name: '검색' }));

    expect(within(form()).getByText('URL을 입력해 주세요.')).toBeInTheDocument();
    expect(within(form()).getByLabelText('상품 URL')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'POST /api/product-search')).toHaveLength(0);
  });

  it('sends the trimmed URL with a blank keyword as null, shows the loading state, then the result card', async () => {
    const answer = deferred<Response>();
    let posted: unknown;
    mockApi({
      'POST /api/product-search': (request) => {
        posted = request.body;
        return answer.promise;
      },
    });
    renderProductSearch();

    await userEvent.type(within(form()).getByLabelText('상품 URL'), '  https://domeggook.com/12345678 ');
    await userEvent.click(within(form()).getByRole('button', { name: '검색' }));
    expect(within(form()).getByRole('button', { name: '검색 중...' })).toBeDisabled();
    expect(posted).toEqual({ url: 'https://domeggook.com/12345678', search_keyword: null });

    answer.resolve(jsonResponse(200, searchRecord()));
    const card = await screen.findByRole('article', { name: '접이식 캠핑 의자' });
    expect(card.querySelector('img')).toHaveAttribute('src', 'https://cdn.example.com/chair.jpg');
    const link = within(card).getByRole('link', { name: /domeggook\.com\/12345678/ });
    expect(link).toHaveAttribute('href', 'https://domeggook.com/12345678');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(card).toHaveTextContent('캠핑상사');
    expect(within(card).getByText('25,000원').tagName).toBe('S');
    expect(card).toHaveTextContent('19,900원');
    expect(card).toHaveTextContent('2026. 11. 20. 14:30');
    expect(card).toHaveTextContent('캠핑 의자');
    expect(within(form()).getByRole('button', { name: '검색' })).toBeEnabled();
  });

  it('sends the keyword when given and shows a placeholder for a product without images', async () => {
    let posted: unknown;
    mockApi({
      'POST /api/product-search': (request) => {
        posted = request.body;
        return jsonResponse(200, olderRecord);
      },
    });
    renderProductSearch();

    await userEvent.type(within(form()).getByLabelText('상품 URL'), 'https://ownerclan.com/item/99');
    await userEvent.type(within(form()).getByLabelText('검색 키워드 (선택)'), ' 텀블러 ');
    await userEvent.click(within(form()).getByRole('button', { name: '검색' }));

    const card = await screen.findByRole('article', { name: '스테인리스 텀블러' });
    expect(within(card).getByRole('img', { name: '이미지 없음' })).toBeInTheDocument();
    expect(posted).toEqual({ url: 'https://ownerclan.com/item/99', search_keyword: '텀블러' });
  });

  it.each([
    [
      "the server's detail",
      { status: 422, body: { detail: '상품 정보를 찾을 수 없는 페이지입니다.', code: 'no_product_found' } },
      '상품 정보를 찾을 수 없는 페이지입니다.',
    ],
    ['the fallback without one', { status: 502, body: '<html>bad gateway</html>' }, '검색에 실패했습니다.'],
  ])('shows %s when the search fails', async (_, reply, text) => {
    mockApi({ 'POST /api/product-search': reply });
    renderProductSearch();

    await userEvent.type(within(form()).getByLabelText('상품 URL'), 'https://example.com/p/1');
    await userEvent.click(within(form()).getByRole('button', { name: '검색' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('says so when the network fails', async () => {
    mockApi({
      'POST /api/product-search': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderProductSearch();

    await userEvent.type(within(form()).getByLabelText('상품 URL'), 'https://example.com/p/1');
    await userEvent.click(within(form()).getByRole('button', { name: '검색' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('네트워크 오류가 발생했습니다.');
  });
});

describe('search history', () => {
  it('is read only when opened, shows the loading state, then the records newest first', async () => {
    const answer = deferred<Response>();
    const fetchMock = mockApi({ 'GET /api/product-search/history': () => answer.promise });
    renderProductSearch();
    expect(callsTo(fetchMock, 'GET /api/product-search/history')).toHaveLength(0);

    const toggle = screen.getByRole('button', { name: '검색 기록 보기' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('검색 기록을 불러오는 중...');

    answer.resolve(jsonResponse(200, { results: [searchRecord(), olderRecord] }));
    const list = await screen.findByRole('list', { name: '검색 기록' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['접이식 캠핑 의자', '스테인리스 텀블러']);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('키워드: 캠핑 의자');

    await userEvent.click(screen.getByRole('button', { name: '검색 기록 숨기기' }));
    expect(screen.queryByRole('list', { name: '검색 기록' })).not.toBeInTheDocument();
  });

  it('says when there is no record, and when the history cannot be read', async () => {
    mockApi({ 'GET /api/product-search/history': { body: { results: [] } } });
    renderProductSearch();
    await userEvent.click(screen.getByRole('button', { name: '검색 기록 보기' }));
    expect(await screen.findByText('검색 기록이 없습니다.')).toBeInTheDocument();
  });

  it('shows a short error line when the history fails', async () => {
    mockApi({ 'GET /api/product-search/history': { status: 500, body: {} } });
    renderProductSearch();
    await userEvent.click(screen.getByRole('button', { name: '검색 기록 보기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('검색 기록을 불러오지 못했습니다.');
  });

  it('deletes a record only after the confirmation, then reads the history again', async () => {
    let results = [searchRecord(), olderRecord];
    const fetchMock = mockApi({
      'GET /api/product-search/history': () => jsonResponse(200, { results }),
      [`DELETE /api/product-search/${olderRecord._id}`]: () => {
        results = [searchRecord()];
        return jsonResponse(200, { message: '검색 기록을 삭제했습니다.' });
      },
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
    renderProductSearch();
    await userEvent.click(screen.getByRole('button', { name: '검색 기록 보기' }));
    const list = await screen.findByRole('list', { name: '검색 기록' });
    const older = within(list).getByRole('listitem', { name: '스테인리스 텀블러' });

    await userEvent.click(within(older).getByRole('button', { name: '삭제' }));
    expect(confirm).toHaveBeenCalledWith('이 검색 기록을 삭제하시겠습니까?');
    expect(callsTo(fetchMock, `DELETE /api/product-search/${olderRecord._id}`)).toHaveLength(0);

    await userEvent.click(within(older).getByRole('button', { name: '삭제' }));
    await waitFor(() =>
      expect(within(list).queryByRole('listitem', { name: '스테인리스 텀블러' })).not.toBeInTheDocument(),
    );
    expect(callsTo(fetchMock, `DELETE /api/product-search/${olderRecord._id}`)).toHaveLength(1);
  });

  it.each([
    [
      "the server's detail",
      { status: 404, body: { detail: '검색 기록을 찾을 수 없습니다.', code: 'search_record_not_found' } },
      '검색 기록을 찾을 수 없습니다.',
    ],
    ['the fallback without one', { status: 500, body: {} }, '삭제 중 오류가 발생했습니다.'],
  ])('alerts %s when a delete fails', async (_, reply, text) => {
    mockApi({
      'GET /api/product-search/history': { body: { results: [searchRecord()] } },
      [`DELETE /api/product-search/${searchRecord()._id}`]: reply,
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderProductSearch();
    await userEvent.click(screen.getByRole('button', { name: '검색 기록 보기' }));
    const item = await screen.findByRole('listitem', { name: '접이식 캠핑 의자' });

    await userEvent.click(within(item).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(text));
  });
});
