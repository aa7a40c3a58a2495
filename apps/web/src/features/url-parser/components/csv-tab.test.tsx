import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, type MockRequest, mockApi } from '../../../test/api-mock';
import { workspaceFixture } from '../../workspaces/testing/workspace-fixtures';
import { renderTool } from '../testing/render-tool';
import {
  parserResponseFixture,
  uploadResponseFixture,
  uploadSettingsFixture,
} from '../testing/url-parser-fixtures';
import { CsvTab } from './csv-tab';

const user = () => userEvent.setup({ applyAccept: false });
const csvFile = (name = 'products.csv') => new File(['ignored'], name, { type: 'text/csv' });
const settingsRoute = {
  [`GET /api/workspaces/${workspaceFixture().workspace_id}/upload-settings`]: {
    body: uploadSettingsFixture(),
  },
};

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

/** Parses answer with a name per URL; records how many were in flight at once. */
function parserRoute(flight: { now: number; max: number }) {
  return async ({ body }: MockRequest) => {
    flight.now += 1;
    flight.max = Math.max(flight.max, flight.now);
    await new Promise((resolve) => setTimeout(resolve, 0));
    flight.now -= 1;
    const url = (body as { url: string }).url;
    return jsonResponse(200, parserResponseFixture({ displayProductName: `상품 ${url.split('/').pop()}` }));
  };
}

describe('CsvTab file', () => {
  it('refuses a file that is not .csv without sending it, and takes .CSV in any case', async () => {
    const fetchMock = mockApi(csvRoute(['https://a.example/1']));
    renderTool(<CsvTab workspace={workspaceFixture()} />);

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
    renderTool(<CsvTab workspace={workspaceFixture()} />);

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
    renderTool(<CsvTab workspace={workspaceFixture()} />);

    await user().upload(screen.getByLabelText('CSV 파일'), csvFile());
    expect(await screen.findByRole('alert')).toHaveTextContent('CSV 파싱 실패: CSV에 데이터가 없습니다.');
    await user().upload(screen.getByLabelText('CSV 파일'), csvFile('other.csv'));
    expect(await screen.findByText('CSV 파일 업로드 중 오류가 발생했습니다.')).toBeInTheDocument();
  });

  it('asks for a file and a column, and for URLs in the chosen column', async () => {
    mockApi(csvRoute(['https://a.example/1']));
    renderTool(<CsvTab workspace={workspaceFixture()} />);

    await user().click(screen.getByRole('button', { name: '일괄 파싱 시작' }));
    expect(screen.getByRole('alert')).toHaveTextContent('CSV 파일과 URL 컬럼을 선택해주세요.');

    await user().upload(screen.getByLabelText('CSV 파일'), csvFile());
    await user().selectOptions(await screen.findByLabelText('URL 컬럼'), '가격');
    await user().selectOptions(screen.getByLabelText('URL 컬럼'), '');
    await user().click(screen.getByRole('button', { name: '일괄 파싱 시작' }));
    expect(screen.getByRole('alert')).toHaveTextContent('CSV 파일과 URL 컬럼을 선택해주세요.');
  });
});

describe('CsvTab parse and upload', () => {
  it('parses three at a time, shows 10 cards then +N more, and lists failures', async () => {
    const urls = Array.from({ length: 13 }, (_, index) => `https://shop.example.com/p/${index + 1}`);
    const flight = { now: 0, max: 0 };
    const okParser = parserRoute(flight);
    mockApi({
      ...csvRoute(urls),
      'POST /api/url-parser': (request) => {
        const url = (request.body as { url: string }).url;
        if (url.endsWith('/p/5'))
          return jsonResponse(422, { detail: '상품 정보를 찾지 못했습니다.', code: 'x' });
        if (url.endsWith('/p/9')) return new Response('bad gateway', { status: 502 });
        return okParser(request);
      },
    });
    renderTool(<CsvTab workspace={workspaceFixture()} />);

    await user().upload(screen.getByLabelText('CSV 파일'), csvFile());
    await screen.findByLabelText('URL 컬럼');
    await user().click(screen.getByRole('button', { name: '일괄 파싱 시작' }));

    expect(await screen.findByText('13개 중 11개 파싱 완료 (100%)')).toBeInTheDocument();
    expect(flight.max).toBe(3);
    const results = screen.getByRole('region', { name: '파싱 결과' });
    expect(within(results).getAllByRole('article')).toHaveLength(10);
    expect(within(results).getByText('+1개 더')).toBeInTheDocument();
    const failures = screen.getByRole('region', { name: '파싱 실패' });
    expect(
      within(failures)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'https://shop.example.com/p/5 — 상품 정보를 찾지 못했습니다.',
      'https://shop.example.com/p/9 — 파싱에 실패했습니다 (https://shop.example.com/p/9)',
    ]);
  });

  it('uploads every parsed draft with the price rule and reports duplicates as failures', async () => {
    const uploads: MockRequest[] = [];
    mockApi({
      ...csvRoute(['https://shop.example.com/p/1', 'https://shop.example.com/p/2']),
      ...settingsRoute,
      'POST /api/url-parser': parserRoute({ now: 0, max: 0 }),
      'POST /api/upload-to-coupang': (request) => {
        uploads.push(request);
        const name = (request.body as { product_details: { displayProductName: string } }).product_details
          .displayProductName;
        if (name === '상품 2') {
          return jsonResponse(409, {
            detail: '이미 이 스토어에 등록한 상품입니다. 그래도 다시 등록하려면 확인해 주세요.',
            code: 'duplicate_upload',
          });
        }
        return jsonResponse(200, uploadResponseFixture());
      },
    });
    renderTool(<CsvTab workspace={workspaceFixture()} />);

    await user().upload(screen.getByLabelText('CSV 파일'), csvFile());
    await screen.findByLabelText('URL 컬럼');
    await user().click(screen.getByRole('button', { name: '일괄 파싱 시작' }));
    await user().click(await screen.findByRole('button', { name: '전체 업로드' }));

    expect(await screen.findByText('성공 1 · 실패 1')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '업로드 실패' })).toHaveTextContent(
      'https://shop.example.com/p/2 — 이미 이 스토어에 등록한 상품입니다. 그래도 다시 등록하려면 확인해 주세요.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(uploads).toHaveLength(2);
    const prices = uploads.map(
      (request) =>
        (request.body as { product_details: { items: { salePrice: number }[] } }).product_details.items[0],
    );
    expect(prices).toEqual([
      expect.objectContaining({ salePrice: 13_000 }),
      expect.objectContaining({ salePrice: 13_000 }),
    ]);
  });

  it('needs a workspace to upload the parsed drafts', async () => {
    const fetchMock = mockApi({
      ...csvRoute(['https://shop.example.com/p/1']),
      'POST /api/url-parser': parserRoute({ now: 0, max: 0 }),
    });
    renderTool(<CsvTab workspace={null} />);

    await user().upload(screen.getByLabelText('CSV 파일'), csvFile());
    await screen.findByLabelText('URL 컬럼');
    await user().click(screen.getByRole('button', { name: '일괄 파싱 시작' }));
    await user().click(await screen.findByRole('button', { name: '전체 업로드' }));

    expect(screen.getByRole('alert')).toHaveTextContent('파싱된 데이터와 워크스페이스를 선택해주세요.');
    expect(callsTo(fetchMock, 'POST /api/upload-to-coupang')).toHaveLength(0);
  });
});
