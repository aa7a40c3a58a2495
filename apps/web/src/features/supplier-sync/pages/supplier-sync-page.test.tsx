import type { SyncEvent, SyncRun } from '@ollida/contracts/supplier-sync';
import { defaultSyncSettings } from '@ollida/contracts/supplier-sync';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockApi } from '../../../../test/api-mock';
import { workspaceFixture } from '../../../../test/fixtures/workspaces';
import { renderWithQuery } from '../../../../test/render';
import { storeToken } from '../../../lib/auth-storage';
import { SupplierSyncPage } from './supplier-sync-page';

const workspace = workspaceFixture();
/** The rules as the server answers them, for a workspace on the starter plan (hourly at most). */
const settingsView = { ...defaultSyncSettings, plan_interval_minutes: 60 };
const id = workspace.workspace_id;

function event(overrides: Partial<SyncEvent>): SyncEvent {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    workspace_id: id,
    uploaded_product_id: '00000000-0000-4000-8000-0000000000aa',
    product_name: '반려묘 스크래쳐 하우스',
    platform: 'coupang',
    run_id: null,
    kind: 'sold_out',
    option_name: null,
    before: { state: '판매 중' },
    after: { state: '품절' },
    outcome: 'applied',
    rule: '',
    marketplace_message: '판매 중지 처리되었습니다.',
    created_at: '2026-11-28T03:00:00.000Z',
    decided_at: null,
    ...overrides,
  };
}

const held = event({
  id: '00000000-0000-4000-8000-000000000002',
  kind: 'price_changed',
  before: { supplier_price: 10_000, sale_price: 13_000 },
  after: { supplier_price: 15_000, sale_price: 19_500 },
  outcome: 'held',
  rule: '판매가가 50.0% 바뀌어 자동 반영 한도(30%)를 넘습니다.',
  marketplace_message: '',
});

const run = (overrides: Partial<SyncRun>): SyncRun => ({
  id: '00000000-0000-4000-8000-0000000000ff',
  workspace_id: id,
  status: 'running',
  product_count: 3,
  checked_count: 1,
  change_count: 0,
  held_count: 0,
  failed_count: 0,
  started_at: '2026-11-28T03:00:00.000Z',
  finished_at: null,
  ...overrides,
});

function page(events: SyncEvent[]) {
  return { body: { data: events, page: 1, page_size: 50, total: events.length } };
}

describe('SupplierSyncPage', () => {
  it('shows the changes with what was done, filters them, and approves a held price change', async () => {
    storeToken('test-token');
    let decided = false;
    const fetchMock = mockApi({
      'GET /api/workspaces': { body: { data: [workspace] } },
      [`GET /api/workspaces/${id}/sync-settings`]: { body: { data: settingsView } },
      'GET /api/sync/events': (request) =>
        jsonResponse(
          200,
          page(
            request.query.get('kind') === 'held'
              ? decided
                ? []
                : [held]
              : [decided ? { ...held, outcome: 'approved' } : held, event({})],
          ).body,
        ),
      [`POST /api/sync/events/${held.id}/approve`]: () => {
        decided = true;
        return jsonResponse(200, { data: { ...held, outcome: 'approved' } });
      },
    });
    renderWithQuery(<SupplierSyncPage />);

    const table = await screen.findByRole('table', { name: '공급처 변경 내역' });
    expect(within(table).getByText('판매 중 → 품절')).toBeInTheDocument();
    expect(within(table).getByText('마켓에 반영')).toBeInTheDocument();
    expect(
      within(table).getByText('공급가 10,000원 · 판매가 13,000원 → 공급가 15,000원 · 판매가 19,500원'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '승인 대기' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getByText('판매가가 50.0% 바뀌어 자동 반영 한도(30%)를 넘습니다.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '승인하고 반영' }));
    expect(await screen.findByText('이 조건에 맞는 변경이 없습니다.')).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST /api/sync/events/${held.id}/approve`)).toHaveLength(1);
  });

  it('runs 지금 확인 to the end and says what it found', async () => {
    storeToken('test-token');
    let reads = 0;
    mockApi({
      'GET /api/workspaces': { body: { data: [workspace] } },
      [`GET /api/workspaces/${id}/sync-settings`]: { body: { data: settingsView } },
      'GET /api/sync/events': page([]),
      'POST /api/sync/check': { status: 202, body: { data: { run_id: run({}).id } } },
      [`GET /api/sync/runs/${run({}).id}`]: () => {
        reads += 1;
        return jsonResponse(200, {
          data:
            reads < 2 ? run({}) : run({ status: 'done', checked_count: 3, change_count: 2, held_count: 1 }),
        });
      },
    });
    renderWithQuery(<SupplierSyncPage />);

    await userEvent.click(await screen.findByRole('button', { name: '지금 확인' }));
    expect(
      await screen.findByText('확인을 마쳤습니다: 상품 3개, 변경 2건 (승인 대기 1건).', undefined, {
        timeout: 4_000,
      }),
    ).toBeInTheDocument();
  });

  it("refuses a rule outside its range with the server's Korean reason, and previews the rule", async () => {
    storeToken('test-token');
    mockApi({
      'GET /api/workspaces': { body: { data: [workspace] } },
      [`GET /api/workspaces/${id}/sync-settings`]: { body: { data: settingsView } },
      'GET /api/sync/events': page([]),
      [`PUT /api/workspaces/${id}/sync-settings`]: {
        status: 400,
        body: {
          detail: '입력값을 확인해 주세요.',
          code: 'validation_error',
          errors: [
            { path: 'body.max_change_percent', message: '자동 반영 한도는 1~100% 사이로 입력해 주세요.' },
          ],
        },
      },
    });
    renderWithQuery(<SupplierSyncPage />);

    const limit = await screen.findByLabelText('자동 반영 한도 (%)');
    expect(screen.getByText(/30%보다 많이 바뀌면 승인을 기다립니다/)).toBeInTheDocument();
    await userEvent.clear(limit);
    await userEvent.type(limit, '500');
    await userEvent.click(screen.getByRole('button', { name: '규칙 저장' }));
    expect(await screen.findByText('자동 반영 한도는 1~100% 사이로 입력해 주세요.')).toBeInTheDocument();
  });

  it("opens one listing's history from 상품 관리's link, and goes back to every listing", async () => {
    storeToken('test-token');
    const other = {
      ...workspaceFixture(),
      workspace_id: '00000000-0000-4000-8000-0000000000bb',
      is_current: true,
    };
    const fetchMock = mockApi({
      'GET /api/workspaces': { body: { data: [{ ...workspace, is_current: false }, other] } },
      [`GET /api/workspaces/${id}/sync-settings`]: { body: { data: settingsView } },
      'GET /api/sync/events': (request) =>
        jsonResponse(
          200,
          page(
            request.query.get('uploaded_product_id') === held.uploaded_product_id
              ? [held]
              : [held, event({})],
          ).body,
        ),
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter
          initialEntries={[`/mypage/products/sync?workspace=${id}&product=${held.uploaded_product_id}`]}
        >
          <SupplierSyncPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );

    await screen.findByRole('table', { name: '공급처 변경 내역' });
    expect(screen.getByText('의 변경 내역만 보고 있습니다.', { exact: false })).toHaveTextContent(
      '반려묘 스크래쳐 하우스의 변경 내역만 보고 있습니다.',
    );
    expect(screen.getByLabelText('워크스페이스')).toHaveValue(id);
    expect(screen.getAllByRole('row')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: '모든 상품 보기' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3));
    const calls = fetchMock.mock.calls
      .map(([input]) => String(input))
      .filter((url) => url.includes('/api/sync/events'));
    expect(calls[0]).toContain(`uploaded_product_id=${held.uploaded_product_id}`);
  });

  it('offers the intervals the plan allows and saves the chosen one', async () => {
    storeToken('test-token');
    const fetchMock = mockApi({
      'GET /api/workspaces': { body: { data: [workspace] } },
      [`GET /api/workspaces/${id}/sync-settings`]: { body: { data: settingsView } },
      'GET /api/sync/events': page([]),
      [`PUT /api/workspaces/${id}/sync-settings`]: {
        body: { data: { ...settingsView, interval_minutes: 180 } },
      },
    });
    renderWithQuery(<SupplierSyncPage />);

    const interval = await screen.findByLabelText('확인 주기');
    expect(interval).toHaveValue('');
    expect(within(interval).getByRole('option', { name: '요금제 기본 (1시간마다)' })).toBeInTheDocument();
    expect(within(interval).getByRole('option', { name: '15분마다 (상위 요금제)' })).toBeDisabled();
    expect(within(interval).getByRole('option', { name: '1시간마다' })).toBeEnabled();
    expect(screen.getByText('지금 요금제에서는 1시간마다까지 확인할 수 있습니다.')).toBeInTheDocument();

    await userEvent.selectOptions(interval, '3시간마다');
    await userEvent.click(screen.getByRole('button', { name: '규칙 저장' }));
    expect(await screen.findByText('저장했습니다.')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([, request]) => request?.method === 'PUT') ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({ interval_minutes: 180 });
  });
});
