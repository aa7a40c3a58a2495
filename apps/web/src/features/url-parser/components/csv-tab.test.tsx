import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, type MockRequest, mockApi } from '../../../../test/api-mock';
import { bulkBatchFixture, bulkItemFixture } from '../../../../test/fixtures/url-parser';
import { workspaceFixture } from '../../../../test/fixtures/workspaces';
import { renderWithQuery } from '../../../../test/render';
import { rememberedBatchId } from '../lib/remembered-batch';
import { CsvTab } from './csv-tab';

const user = () => userEvent.setup({ applyAccept: false });
const csvFile = (name = 'products.csv') => new File(['ignored'], name, { type: 'text/csv' });
function csvRoute(urls: string[]) {
  return {
    'POST /api/parse-csv': {
      body: {
        headers: ['상품명', '상품URL', '가격'],
        rows: urls.map((url, index) => [`상품 ${index}`, url, '1000']),
      },
    },
  };
}

describe('CsvTab file', () => {
  it('refuses a file that is not .csv without sending it, and takes .CSV in any case', async () => {
    const fetchMock = mockApi(csvRoute(['https://a.example/1']));
    renderWithQuery(<CsvTab workspace={workspaceFixture()} />);

    await user().upload(screen.getByLabelText('CSV 파일'), csvFile('products.txt'));
    expect(screen.getByRole('alert')).toHaveTextContent('CSV 파일만 업로드할 수 있습니다.');
    expect(callsTo(fetchMock, 'POST /api/parse-csv')).toHaveLength(0);

    await user().upload(screen.getByLabelText('CSV 파일'), csvFile('PRODUCTS.CSV'));
    expect(await screen.findByLabelText('URL 컬럼')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/parse-csv')).toHaveLength(1);
  });

  it('preselects the URL column and previews its first 3 URLs', async () => {
    mockApi(
      csvRoute(['shop.example.com/p/1', '  ', 'https://shop.example.com/p/2', 'http://x.example/3', 'y/4']),
    );
    renderWithQuery(<CsvTab workspace={workspaceFixture()} />);

    await user().upload(screen.getByLabelText('CSV 파일'), csvFile());

    expect(await screen.findByLabelText('URL 컬럼')).toHaveValue('상품URL');
    const preview = screen.getByRole('list', { name: 'URL 미리보기' });
    expect(
      within(preview)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['https://shop.example.com/p/1', 'https://shop.example.com/p/2', 'http://x.example/3']);
    await user().click(screen.getByRole('button', { name: '파일 삭제' }));
    expect(screen.queryByLabelText('URL 컬럼')).not.toBeInTheDocument();
  });

  it('shows the server reason and the network sentence for a failed CSV upload', async () => {
    let calls = 0;
    mockApi({
      'POST /api/parse-csv': () => {
        calls += 1;
        if (calls === 1) return jsonResponse(400, { detail: 'CSV에 데이터가 없습니다.', code: 'csv_empty' });
        return Promise.reject(new TypeError('Failed to fetch'));
      },
    });
    renderWithQuery(<CsvTab workspace={workspaceFixture()} />);

    await user().upload(screen.getByLabelText('CSV 파일'), csvFile());
    expect(await screen.findByRole('alert')).toHaveTextContent('CSV 파싱 실패: CSV에 데이터가 없습니다.');
    await user().upload(screen.getByLabelText('CSV 파일'), csvFile('other.csv'));
    expect(await screen.findByText('CSV 파일 업로드 중 오류가 발생했습니다.')).toBeInTheDocument();
  });

  it('asks for a file and a column, and for URLs in the chosen column', async () => {
    mockApi(csvRoute(['https://a.example/1']));
    renderWithQuery(<CsvTab workspace={workspaceFixture()} />);

    await user().click(screen.getByRole('button', { name: '일괄 등록 시작' }));
    expect(screen.getByRole('alert')).toHaveTextContent('CSV 파일과 URL 컬럼을 선택해주세요.');

    await user().upload(screen.getByLabelText('CSV 파일'), csvFile());
    await user().selectOptions(await screen.findByLabelText('URL 컬럼'), '가격');
    await user().selectOptions(screen.getByLabelText('URL 컬럼'), '');
    await user().click(screen.getByRole('button', { name: '일괄 등록 시작' }));
    expect(screen.getByRole('alert')).toHaveTextContent('CSV 파일과 URL 컬럼을 선택해주세요.');
  });
});

describe('CsvTab server batch', () => {
  it('sends the column’s URLs as one server batch, parses nothing in the browser, follows and stops it', async () => {
    const urls = Array.from({ length: 13 }, (_, index) => `shop.example.com/p/${index}`);
    const items = urls.map((_, index) => bulkItemFixture(index));
    const created: MockRequest[] = [];
    const stopped = bulkBatchFixture(
      items.map((item, index) =>
        index === 0
          ? { ...item, status: 'uploading' }
          : { ...item, status: 'failure', message: '사용자가 중단했습니다.' },
      ),
      { status: 'stopping' },
    );
    const fetchMock = mockApi({
      ...csvRoute(urls),
      'POST /api/product-registration/bulk': (request) => {
        created.push(request);
        return jsonResponse(201, bulkBatchFixture(items));
      },
      'GET /api/product-registration/bulk/batch-1/events': () => new Promise<Response>(() => undefined),
      'POST /api/product-registration/bulk/batch-1/stop': { body: stopped },
    });
    renderWithQuery(<CsvTab workspace={workspaceFixture()} />);

    await user().upload(screen.getByLabelText('CSV 파일'), csvFile());
    await screen.findByLabelText('URL 컬럼');
    await user().click(screen.getByLabelText('실패 시 중단'));
    await user().click(screen.getByRole('button', { name: '일괄 등록 시작' }));

    expect(created.map((request) => request.body)).toEqual([
      {
        urls: urls.map((url) => `https://${url}`),
        workspace_id: workspaceFixture().workspace_id,
        stop_on_first_failure: true,
      },
    ]);
    expect(callsTo(fetchMock, 'POST /api/url-parser')).toHaveLength(0);
    expect(rememberedBatchId('csv')).toBe('batch-1');
    expect(await screen.findByText('총 13 · 성공 0 · 실패 0')).toBeInTheDocument();
    expect(screen.getByLabelText('CSV 파일')).toBeDisabled();

    await user().click(screen.getByRole('button', { name: '중지' }));
    expect(await screen.findByText('총 13 · 성공 0 · 실패 12')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/product-registration/bulk/batch-1/stop')).toHaveLength(1);
  });

  it('needs a workspace to start the batch and shows the server’s refusal', async () => {
    const fetchMock = mockApi({
      ...csvRoute(['https://shop.example.com/p/1']),
      'POST /api/product-registration/bulk': {
        status: 400,
        body: {
          detail: '한 번에 최대 5,000개까지 등록할 수 있습니다. (입력 5,001개)',
          code: 'bulk_too_many_urls',
        },
      },
    });
    const first = renderWithQuery(<CsvTab workspace={null} />);

    await user().upload(screen.getByLabelText('CSV 파일'), csvFile());
    await screen.findByLabelText('URL 컬럼');
    await user().click(screen.getByRole('button', { name: '일괄 등록 시작' }));
    expect(screen.getByRole('alert')).toHaveTextContent('업로드할 워크스페이스를 먼저 선택해주세요.');
    expect(callsTo(fetchMock, 'POST /api/product-registration/bulk')).toHaveLength(0);

    first.unmount();
    renderWithQuery(<CsvTab workspace={workspaceFixture()} />);
    await user().upload(screen.getByLabelText('CSV 파일'), csvFile());
    await screen.findByLabelText('URL 컬럼');
    await user().click(screen.getByRole('button', { name: '일괄 등록 시작' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '한 번에 최대 5,000개까지 등록할 수 있습니다. (입력 5,001개)',
    );
  });
});
