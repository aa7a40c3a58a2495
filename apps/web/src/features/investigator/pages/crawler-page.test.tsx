import type { CrawlResult } from '@ollida/contracts/investigator';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, mockApi } from '../../../../test/api-mock';
import { renderWithQuery } from '../../../../test/render';
import {
  crawledProducts,
  crawlerParsedProduct,
  crawlResult,
  historyEntry,
  sessionId,
  sitesResponse,
} from '../testing/investigator-fixtures';
import { CrawlerPage } from './crawler-page';

const sitesRoute = { 'GET /api/product-investigator/supported-sites': { body: sitesResponse } };

function queryOf(fetchMock: ReturnType<typeof mockApi>, path: string): Record<string, string>[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), window.location.origin))
    .filter((url) => url.pathname === path)
    .map((url) => Object.fromEntries(url.searchParams));
}

async function settings() {
  return screen.findByRole('form', { name: '크롤링 설정' });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('crawler tab', () => {
  it("selects the server's default site, starts at 2 with the help text, and explains the crawler", async () => {
    mockApi(sitesRoute);
    renderWithQuery(<CrawlerPage />);

    const form = await settings();
    const site = within(form).getByLabelText('사이트');
    expect(site).toHaveValue('domeggook.com');
    expect(
      within(site)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['오너클랜 (ownerclan.com)', '도매꾹 (domeggook.com)']);
    const count = within(form).getByLabelText('최대 크롤링 수');
    expect(count).toHaveValue(2);
    expect(count).toHaveAccessibleDescription('실제로 크롤링할 상품 수입니다 (1~50).');
    expect(screen.getByRole('complementary', { name: '크롤러 안내' })).toHaveTextContent('robots.txt');
    expect(screen.getByRole('complementary', { name: '이용 한도 안내' })).toHaveTextContent(
      '월간 상품 조사기 실행 횟수',
    );
  });

  it.each([
    [{ used: 3, total: 100, remaining: 97 }, '이번 달 남은 조사 97회 (월 100회 중 3회 사용)'],
    [{ used: 12, total: null, remaining: null }, '이번 달 남은 조사 무제한'],
    [
      { used: 0, total: 0, remaining: 0 },
      '이번 달 남은 조사 0회 · 프로 플랜부터 상품 조사기를 쓸 수 있습니다.',
    ],
  ])('shows the runs left this month on the plan: %o', async (runs, text) => {
    mockApi({
      'GET /api/product-investigator/supported-sites': {
        body: { data: { ...sitesResponse.data, runs } },
      },
    });
    renderWithQuery(<CrawlerPage />);

    const usage = screen.getByRole('complementary', { name: '이용 한도 안내' });
    expect(await within(usage).findByText(text)).toBeInTheDocument();
  });

  it('reads the runs left again after starting a crawl', async () => {
    window.sessionStorage.clear();
    let runs = { used: 3, total: 100, remaining: 97 };
    mockApi({
      'GET /api/product-investigator/supported-sites': () =>
        jsonResponse(200, { data: { ...sitesResponse.data, runs } }),
      'POST /api/product-investigator/crawler/start': () => {
        runs = { used: 4, total: 100, remaining: 96 };
        return jsonResponse(200, crawlResult('running'));
      },
      [`GET /api/product-investigator/crawler/sessions/${sessionId}`]: () =>
        jsonResponse(200, crawlResult('running')),
    });
    renderWithQuery(<CrawlerPage />);
    const form = await settings();
    const usage = screen.getByRole('complementary', { name: '이용 한도 안내' });
    expect(await within(usage).findByText(/이번 달 남은 조사 97회/)).toBeInTheDocument();

    await userEvent.click(within(form).getByRole('button', { name: '크롤링 시작' }));

    expect(await within(usage).findByText(/이번 달 남은 조사 96회/)).toBeInTheDocument();
  });

  it.each([
    ['0', '크롤링할 상품 수는 1 이상이어야 합니다.'],
    ['51', '크롤링할 상품 수는 50 이하여야 합니다.'],
    ['2.5', '크롤링할 상품 수는 정수여야 합니다.'],
  ])('refuses %s crawls before calling the server', async (value, message) => {
    const fetchMock = mockApi(sitesRoute);
    renderWithQuery(<CrawlerPage />);
    const form = await settings();

    await userEvent.clear(within(form).getByLabelText('최대 크롤링 수'));
    await userEvent.type(within(form).getByLabelText('최대 크롤링 수'), value);
    await userEvent.click(within(form).getByRole('button', { name: '크롤링 시작' }));

    expect(within(form).getByText(message)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/product-investigator/crawler/start')).toHaveLength(0);
  });

  it('polls the running crawl every second, shows its progress, then the result, and reads the lists again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    window.sessionStorage.clear();
    let posted: unknown;
    let session: CrawlResult = crawlResult('running');
    const fetchMock = mockApi({
      ...sitesRoute,
      'POST /api/product-investigator/crawler/start': (request) => {
        posted = request.body;
        return jsonResponse(200, crawlResult('running'));
      },
      [`GET /api/product-investigator/crawler/sessions/${sessionId}`]: () => jsonResponse(200, session),
      'GET /api/product-investigator/crawl-history': () =>
        jsonResponse(200, { data: { history: session.status === 'success' ? [historyEntry()] : [] } }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithQuery(<CrawlerPage />);
    const form = await settings();
    await user.click(screen.getByRole('button', { name: '크롤링 기록' }));
    expect(await screen.findByText('이 사이트의 크롤링 기록이 없습니다.')).toBeInTheDocument();

    await user.selectOptions(within(form).getByLabelText('사이트'), 'ownerclan.com');
    await user.selectOptions(within(form).getByLabelText('사이트'), 'domeggook.com');
    await user.click(within(form).getByRole('button', { name: '크롤링 시작' }));

    expect(posted).toEqual({ domain: 'domeggook.com', max_crawls: 2 });
    const result = await screen.findByRole('region', { name: '크롤링 결과' });
    expect(within(result).getByRole('status')).toHaveTextContent(
      '크롤링할 상품 페이지를 찾는 중입니다... 0 / 0',
    );
    expect(within(form).getByRole('button', { name: '크롤링 중...' })).toBeDisabled();
    expect(window.sessionStorage.getItem('ollida.crawlSessionId')).toBe(sessionId);

    session = crawlResult('running', {
      planned: 2,
      total_crawled: 1,
      successful: 1,
      products: crawledProducts.slice(0, 1),
    });
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() =>
      expect(within(result).getByRole('status')).toHaveTextContent('크롤링 중입니다... 1 / 2'),
    );
    expect(within(result).getByRole('progressbar', { name: '크롤링 진행률' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );

    session = crawlResult('success', {
      planned: 2,
      total_crawled: 2,
      successful: 1,
      failed: 1,
      products: crawledProducts,
    });
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(await within(result).findByText('크롤링 성공')).toBeInTheDocument();
    expect(result).toHaveTextContent('크롤링을 마쳤습니다.');
    expect(result).toHaveTextContent('총 2개 · 성공 1개 · 실패 1개');
    const rows = within(within(result).getByRole('table', { name: '크롤링한 상품' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('접이식 캠핑 의자');
    expect(rows[2]).toHaveTextContent('페이지를 가져오지 못했습니다 (HTTP 503).');
    expect(within(form).getByRole('button', { name: '크롤링 시작' })).toBeEnabled();

    // The history list of the site was read again when the crawl ended.
    expect(await screen.findByRole('table', { name: '크롤링 기록' })).toHaveTextContent('3회');

    const polls = callsTo(fetchMock, `GET /api/product-investigator/crawler/sessions/${sessionId}`).length;
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(callsTo(fetchMock, `GET /api/product-investigator/crawler/sessions/${sessionId}`)).toHaveLength(
      polls,
    );
  });

  it('shows the error result of a crawl that ended in error', async () => {
    window.sessionStorage.setItem('ollida.crawlSessionId', sessionId);
    mockApi({
      ...sitesRoute,
      [`GET /api/product-investigator/crawler/sessions/${sessionId}`]: {
        body: crawlResult('error', {}, '사이트에 접속할 수 없습니다.'),
      },
    });
    renderWithQuery(<CrawlerPage />);

    const result = await screen.findByRole('region', { name: '크롤링 결과' });
    expect(await within(result).findByText('크롤링 오류')).toBeInTheDocument();
    expect(result).toHaveTextContent('사이트에 접속할 수 없습니다.');
  });

  it("shows the plan's limit with a link to the payment page", async () => {
    mockApi({
      ...sitesRoute,
      'POST /api/product-investigator/crawler/start': {
        status: 403,
        body: {
          detail: '스타터 플랜에서는 상품 조사기를 쓸 수 없습니다. 프로 플랜부터 이용할 수 있습니다.',
          code: 'investigator_limit_reached',
        },
      },
    });
    renderWithQuery(<CrawlerPage />);
    await userEvent.click(within(await settings()).getByRole('button', { name: '크롤링 시작' }));

    const result = await screen.findByRole('region', { name: '크롤링 결과' });
    expect(result).toHaveTextContent('스타터 플랜에서는 상품 조사기를 쓸 수 없습니다.');
    expect(within(result).getByRole('link', { name: '플랜 보기' })).toHaveAttribute(
      'href',
      '/mypage/payment',
    );
  });

  it('shows the HTTP status and the first 100 characters of a failed start', async () => {
    const detail = `이미 실행 중인 크롤링이 있습니다. ${'가'.repeat(120)}`;
    mockApi({
      ...sitesRoute,
      'POST /api/product-investigator/crawler/start': {
        status: 409,
        body: { detail, code: 'crawl_already_running' },
      },
    });
    renderWithQuery(<CrawlerPage />);
    await userEvent.click(within(await settings()).getByRole('button', { name: '크롤링 시작' }));

    const result = await screen.findByRole('region', { name: '크롤링 결과' });
    expect(within(result).getByText(`HTTP 409: ${detail.slice(0, 100)}`)).toBeInTheDocument();
  });

  it('forgets a remembered crawl that is gone, without an error', async () => {
    window.sessionStorage.setItem('ollida.crawlSessionId', sessionId);
    mockApi({
      ...sitesRoute,
      [`GET /api/product-investigator/crawler/sessions/${sessionId}`]: {
        status: 404,
        body: { detail: '크롤링 작업을 찾을 수 없습니다.', code: 'crawl_not_found' },
      },
    });
    renderWithQuery(<CrawlerPage />);
    await settings();

    await waitFor(() => expect(window.sessionStorage.getItem('ollida.crawlSessionId')).toBeNull());
    expect(screen.queryByRole('region', { name: '크롤링 결과' })).not.toBeInTheDocument();
  });

  it('shows the 20 latest history entries and parsed products of the chosen site when toggled', async () => {
    const fetchMock = mockApi({
      ...sitesRoute,
      'GET /api/product-investigator/crawl-history': { body: { data: { history: [historyEntry()] } } },
      'GET /api/product-investigator/parsed-products': {
        body: { data: { products: [crawlerParsedProduct()] } },
      },
    });
    renderWithQuery(<CrawlerPage />);
    await settings();

    const historyToggle = screen.getByRole('button', { name: '크롤링 기록' });
    await userEvent.click(historyToggle);
    expect(historyToggle).toHaveAttribute('aria-expanded', 'true');
    const history = await screen.findByRole('table', { name: '크롤링 기록' });
    expect(history).toHaveTextContent('https://domeggook.com/1001');
    expect(history).toHaveTextContent('2026. 11. 20. 14:31');
    expect(history).toHaveTextContent('117.2KB');
    expect(queryOf(fetchMock, '/api/product-investigator/crawl-history')).toEqual([
      { domain: 'domeggook.com', limit: '20' },
    ]);

    await userEvent.click(screen.getByRole('button', { name: '파싱된 상품' }));
    const parsed = await screen.findByRole('table', { name: '파싱된 상품' });
    expect(parsed).toHaveTextContent('접이식 캠핑 의자');
    expect(parsed).toHaveTextContent('19,900원');
    expect(parsed).toHaveTextContent('캠핑상사');

    await userEvent.selectOptions(screen.getByLabelText('사이트'), 'ownerclan.com');
    await waitFor(() =>
      expect(queryOf(fetchMock, '/api/product-investigator/parsed-products').at(-1)).toEqual({
        domain: 'ownerclan.com',
        limit: '20',
      }),
    );
  });

  it('shows a loading line and then a short error when a list fails', async () => {
    mockApi({
      ...sitesRoute,
      'GET /api/product-investigator/parsed-products': { status: 500, body: {} },
    });
    renderWithQuery(<CrawlerPage />);
    await settings();
    await userEvent.click(screen.getByRole('button', { name: '파싱된 상품' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('파싱된 상품을 불러오지 못했습니다.');
  });

  it('says when the sites cannot be read', async () => {
    mockApi({
      'GET /api/product-investigator/supported-sites': {
        status: 503,
        body: { detail: '잠시 후 다시 시도해 주세요.', code: 'service_unavailable' },
      },
    });
    renderWithQuery(<CrawlerPage />);
    expect(screen.getByRole('status')).toHaveTextContent('사이트 목록을 불러오는 중...');
    expect(await screen.findByRole('alert')).toHaveTextContent('잠시 후 다시 시도해 주세요.');
  });
});
