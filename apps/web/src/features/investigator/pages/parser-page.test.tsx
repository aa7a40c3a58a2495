import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, jsonResponse, type MockRoutes, mockApi } from '../../../../test/api-mock';
import { renderWithQuery } from '../../../../test/render';
import { htmlFile, htmlFilesPage, parseHtmlResponse, sitesResponse } from '../testing/investigator-fixtures';
import { ParserPage } from './parser-page';

const ownerclanFile = htmlFile({
  filename: 'b.html',
  path: 'ownerclan.com/2026-11-18/b.html',
  domain: 'ownerclan.com',
  date: '2026-11-18',
  source: 'ownerclan',
});
const page = `<html><script>alert(1)</script>${'가'.repeat(1_500)}</html>`;

function routes(extra: MockRoutes = {}): MockRoutes {
  return {
    'GET /api/product-investigator/supported-sites': { body: sitesResponse },
    'GET /api/product-investigator/html-files': { body: htmlFilesPage([htmlFile(), ownerclanFile]) },
    'GET /api/product-investigator/html-content': (request) =>
      jsonResponse(200, {
        content: page,
        file: request.query.get('file_path') === ownerclanFile.path ? ownerclanFile : htmlFile(),
        view_url: '/view',
      }),
    ...extra,
  };
}

function preview() {
  return screen.getByRole('figure', { name: '미리보기 (처음 1,000자)' }).querySelector('pre');
}

async function chooseFile(label: RegExp) {
  const select = screen.getByLabelText('HTML 파일');
  await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
  await userEvent.selectOptions(select, within(select).getByRole('option', { name: label }));
}

function readText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('HTML parser tab', () => {
  it('asks for a file, lists the stored files without a search, and keeps the run button off', async () => {
    const fetchMock = mockApi(routes());
    renderWithQuery(<ParserPage />);

    expect(preview()).toHaveTextContent('HTML 파일을 선택해 주세요.');
    expect(screen.getByRole('button', { name: '파싱 실행' })).toBeDisabled();
    await waitFor(() => expect(screen.getByLabelText('도메인')).toHaveValue('domeggook.com'));
    const listCall = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), window.location.origin))
      .find((url) => url.pathname === '/api/product-investigator/html-files');
    expect(Object.fromEntries(listCall?.searchParams ?? [])).toEqual({ page: '1', limit: '50' });
  });

  it("loads the chosen file, previews its first 1,000 characters as text and picks the file's site", async () => {
    const content = deferred<Response>();
    let asked: Record<string, string> = {};
    mockApi(
      routes({
        'GET /api/product-investigator/html-content': (request) => {
          asked = Object.fromEntries(request.query);
          return content.promise;
        },
      }),
    );
    renderWithQuery(<ParserPage />);

    await chooseFile(/b\.html/);
    expect(preview()).toHaveTextContent('파일을 불러오는 중입니다...');
    expect(asked).toEqual({ file_path: ownerclanFile.path, source: 'ownerclan' });
    expect(screen.getByLabelText('도메인')).toHaveValue('ownerclan.com');

    content.resolve(jsonResponse(200, { content: page, file: ownerclanFile, view_url: '/view' }));
    await waitFor(() => expect(preview()?.textContent).toBe(page.slice(0, 1_000)));
    expect(preview()?.querySelector('script')).toBeNull();
    expect(screen.getByRole('button', { name: '파싱 실행' })).toBeEnabled();
  });

  it('runs the parse in a modal that goes from loading to the result, and downloads the JSON', async () => {
    const answer = deferred<Response>();
    let posted: unknown;
    mockApi(
      routes({
        'POST /api/product-investigator/parse': (request) => {
          posted = request.body;
          return answer.promise;
        },
      }),
    );
    renderWithQuery(<ParserPage />);
    await chooseFile(/1001\.html/);
    await waitFor(() => expect(screen.getByRole('button', { name: '파싱 실행' })).toBeEnabled());

    await userEvent.click(screen.getByRole('button', { name: '파싱 실행' }));
    const dialog = screen.getByRole('dialog', { name: '파싱 결과' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('파싱 중입니다...');
    expect(posted).toEqual({ domain: 'domeggook.com', html_content: page });

    answer.resolve(jsonResponse(200, parseHtmlResponse()));
    expect(await within(dialog).findByText('파싱 성공: 상품 정보를 읽었습니다.')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('상품명접이식 캠핑 의자');
    expect(dialog).toHaveTextContent('옵션 수2개');
    expect(dialog).toHaveTextContent('이미지 수2개');
    const json = within(dialog).getByRole('figure', { name: '파싱 결과 JSON' }).querySelector('pre');
    expect(JSON.parse(json?.textContent ?? '')).toEqual(parseHtmlResponse().product);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T05:30:05Z'));
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:parsed');
    const revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    let saved: { download: string; href: string } | null = null;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved = { download: this.download, href: this.href };
    });

    await userEvent.click(within(dialog).getByRole('button', { name: 'JSON 다운로드' }));
    expect(saved).toEqual({ download: 'parsed_product_20261120T143005.json', href: 'blob:parsed' });
    const blob = createObjectURL.mock.calls[0]?.[0];
    expect(blob).toBeInstanceOf(Blob);
    expect((blob as Blob).type).toBe('application/json');
    expect(JSON.parse(await readText(blob as Blob))).toEqual(parseHtmlResponse().product);
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:parsed'));

    await userEvent.click(within(dialog).getAllByRole('button', { name: '닫기' })[1] as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a failed parse with its error in a red box', async () => {
    mockApi(
      routes({
        'POST /api/product-investigator/parse': {
          body: {
            ...parseHtmlResponse({
              sellerProductName: null,
              items: [],
              error: '상품 정보를 찾을 수 없습니다.',
            }),
            success: false,
            message: '파싱할 상품이 없습니다.',
          },
        },
      }),
    );
    renderWithQuery(<ParserPage />);
    await chooseFile(/1001\.html/);
    await waitFor(() => expect(screen.getByRole('button', { name: '파싱 실행' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: '파싱 실행' }));

    const dialog = screen.getByRole('dialog', { name: '파싱 결과' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('파싱 실패: 파싱할 상품이 없습니다.');
    const error = within(dialog).getByText('상품 정보를 찾을 수 없습니다.');
    expect(error).toHaveClass('bg-red-50');
    expect(dialog).toHaveTextContent('이미지 수0개');
  });

  it("shows the server's reason when the parse call fails", async () => {
    mockApi(
      routes({
        'POST /api/product-investigator/parse': {
          status: 400,
          body: {
            detail: '입력값이 올바르지 않습니다.',
            code: 'validation_error',
            errors: [{ path: 'domain', message: '사이트를 선택해 주세요.' }],
          },
        },
      }),
    );
    renderWithQuery(<ParserPage />);
    await chooseFile(/1001\.html/);
    await waitFor(() => expect(screen.getByRole('button', { name: '파싱 실행' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: '파싱 실행' }));

    const dialog = screen.getByRole('dialog', { name: '파싱 결과' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('파싱 실패: 사이트를 선택해 주세요.');
    expect(within(dialog).queryByRole('button', { name: 'JSON 다운로드' })).not.toBeInTheDocument();
  });

  it('shows a short error line when the files or a file cannot be read', async () => {
    mockApi(
      routes({
        'GET /api/product-investigator/html-content': { status: 500, body: {} },
      }),
    );
    renderWithQuery(<ParserPage />);
    await chooseFile(/1001\.html/);
    expect(await screen.findByRole('alert')).toHaveTextContent('파일 내용을 불러오지 못했습니다.');
    expect(screen.getByRole('button', { name: '파싱 실행' })).toBeDisabled();
  });
});
