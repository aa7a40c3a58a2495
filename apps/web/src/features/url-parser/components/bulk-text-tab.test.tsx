import type { BulkBatchChange } from '@ollida/contracts/bulk-batch-change';
import type { BulkBatch } from '@ollida/contracts/uploads';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, type MockRequest, mockApi } from '../../../../test/api-mock';
import { bulkBatchFixture, bulkItemFixture } from '../../../../test/fixtures/url-parser';
import { workspaceFixture } from '../../../../test/fixtures/workspaces';
import { renderWithQuery } from '../../../../test/render';
import { pollIntervalMs } from '../hooks/use-bulk-batch';
import { rememberBatch, rememberedBatchId } from '../lib/remembered-batch';
import { BulkTextTab } from './bulk-text-tab';

const eventsPath = 'GET /api/product-registration/bulk/batch-1/events';

/** A streamed answer whose chunks the test pushes one by one. */
function controlledStream() {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  const body = new ReadableStream<Uint8Array>({
    start(own) {
      controller = own;
    },
  });
  return {
    response: () => new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    push: async (text: string) => {
      await act(async () => {
        controller?.enqueue(encoder.encode(text));
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
    },
    close: () => controller?.close(),
  };
}

const frame = (event: string, data: BulkBatch | BulkBatchChange) =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

function rows() {
  return within(screen.getByRole('list', { name: 'URL별 진행 상황' }))
    .getAllByRole('listitem')
    .map((row) => row.textContent);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('BulkTextTab list', () => {
  it('registers one URL per line: blanks dropped, https:// added, counted', async () => {
    mockApi();
    renderWithQuery(<BulkTextTab workspace={workspaceFixture()} />);

    const text = screen.getByLabelText('상품 URL 목록 (한 줄에 하나)');
    await userEvent.type(
      text,
      'shop.example.com/a{Enter}{Enter}   https://b.example/x  {Enter}http://c.example',
    );
    expect(screen.getByText('3줄 입력됨')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '목록 등록' }));

    expect(rows()).toEqual([
      '대기https://shop.example.com/a',
      '대기https://b.example/x',
      '대기http://c.example',
    ]);
    expect(screen.getByText('총 3 · 성공 0 · 실패 0')).toBeInTheDocument();
  });

  it('says there is no valid URL when only blank lines were typed', async () => {
    mockApi();
    renderWithQuery(<BulkTextTab workspace={workspaceFixture()} />);

    await userEvent.type(screen.getByLabelText('상품 URL 목록 (한 줄에 하나)'), '  {Enter}{Enter} ');
    await userEvent.click(screen.getByRole('button', { name: '목록 등록' }));

    expect(screen.getByRole('alert')).toHaveTextContent(
      '유효한 URL이 없습니다. 한 줄에 하나씩 입력해주세요.',
    );
  });

  it('needs a workspace, then a registered list, before starting', async () => {
    const fetchMock = mockApi();
    const { rerender } = renderWithQuery(<BulkTextTab workspace={null} />);

    await userEvent.click(screen.getByRole('button', { name: '시작' }));
    expect(screen.getByRole('alert')).toHaveTextContent('업로드할 워크스페이스를 먼저 선택해주세요.');

    rerender(<BulkTextTab workspace={workspaceFixture()} />);
    await userEvent.click(screen.getByRole('button', { name: '시작' }));
    expect(screen.getByRole('alert')).toHaveTextContent('먼저 목록 등록을 눌러주세요.');
    expect(callsTo(fetchMock, 'POST /api/product-registration/bulk')).toHaveLength(0);
  });

  it("shows the server's message when the batch is refused", async () => {
    mockApi({
      'POST /api/product-registration/bulk': {
        status: 400,
        body: {
          detail: '한 번에 최대 5,000개까지 등록할 수 있습니다. (입력 6,000개)',
          code: 'bulk_too_many_urls',
        },
      },
    });
    renderWithQuery(<BulkTextTab workspace={workspaceFixture()} />);

    await userEvent.type(screen.getByLabelText('상품 URL 목록 (한 줄에 하나)'), 'a.example/1');
    await userEvent.click(screen.getByRole('button', { name: '목록 등록' }));
    await userEvent.click(screen.getByRole('button', { name: '시작' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '한 번에 최대 5,000개까지 등록할 수 있습니다. (입력 6,000개)',
    );
  });
});

describe('BulkTextTab batch progress', () => {
  it('starts the batch and follows the event stream frame by frame', async () => {
    const stream = controlledStream();
    const created: MockRequest[] = [];
    const waiting = [bulkItemFixture(0), bulkItemFixture(1)];
    mockApi({
      'POST /api/product-registration/bulk': (request) => {
        created.push(request);
        return jsonResponse(201, bulkBatchFixture(waiting));
      },
      [eventsPath]: ({ headers }) => {
        expect(headers.get('Authorization')).toBe('Bearer tok');
        return stream.response();
      },
    });
    window.localStorage.setItem('token', 'tok');
    renderWithQuery(<BulkTextTab workspace={workspaceFixture()} />);

    await userEvent.type(
      screen.getByLabelText('상품 URL 목록 (한 줄에 하나)'),
      'shop.example.com/p/0{Enter}shop.example.com/p/1',
    );
    await userEvent.click(screen.getByRole('button', { name: '목록 등록' }));
    await userEvent.click(screen.getByLabelText('실패 시 중단'));
    await userEvent.click(screen.getByRole('button', { name: '시작' }));

    expect(created[0]?.body).toEqual({
      urls: ['https://shop.example.com/p/0', 'https://shop.example.com/p/1'],
      workspace_id: workspaceFixture().workspace_id,
      stop_on_first_failure: true,
    });
    expect(rememberedBatchId('bulk-text')).toBe('batch-1');
    expect(screen.getByRole('button', { name: '초기화' })).toBeDisabled();

    await stream.push(frame('snapshot', bulkBatchFixture(waiting)));
    // A change carries only the items that changed.
    const parsing = frame('change', {
      status: 'running',
      stopped_by_item_id: null,
      total: 2,
      success: 0,
      fail: 0,
      finished_at: null,
      items: [bulkItemFixture(0, { status: 'parsing' })],
    });
    // A frame may arrive split anywhere; a heartbeat comment in between is ignored.
    await stream.push(parsing.slice(0, 40));
    await stream.push(`${parsing.slice(40)}: heartbeat\n\n`);
    expect(rows()).toEqual(['파싱 중https://shop.example.com/p/0', '대기https://shop.example.com/p/1']);

    const finished = bulkBatchFixture(
      [
        bulkItemFixture(0, {
          status: 'success',
          store_url: 'https://store.example/1',
          uploaded_product_id: 'u1',
          price: { sale_price: 25_000, supplier_cost: 18_000, margin: 7_000, margin_rate: 28 },
        }),
        bulkItemFixture(1, {
          status: 'failure',
          message: '업로드 전 검수에서 고칠 점이 있습니다: KC 인증번호가 필요합니다.',
          checks: [
            {
              code: 'certification_missing',
              severity: 'error',
              field: 'certification',
              detail: 'KC 인증번호가 필요합니다.',
            },
          ],
        }),
      ],
      { status: 'completed', finished_at: '2024-06-20T05:31:00.000Z' },
    );
    await stream.push(frame('snapshot', finished));

    // A listed row says the price it went live with.
    expect(rows()[0]).toBe(
      '성공https://shop.example.com/p/0판매가 25,000원 · 공급가 18,000원 · 마진 7,000원 (28%)스토어에서 보기',
    );
    // A URL the review refused lists what to fix, with the field, and where to fix it.
    const fixes = screen.getByRole('list', { name: '고칠 점: https://shop.example.com/p/1' });
    expect(within(fixes).getByRole('listitem')).toHaveTextContent(
      '오류 · 인증 정보 KC 인증번호가 필요합니다.',
    );
    // Said once, in the list: the item's message repeats the first check.
    expect(screen.getAllByText(/KC 인증번호가 필요합니다/)).toHaveLength(1);
    expect(
      screen.getByText('URL 파서의 단일 URL 탭에서 이 URL을 불러와 초안을 고친 뒤 올려 주세요.'),
    ).toBeInTheDocument();
    expect(screen.getByText('총 2 · 성공 1 · 실패 1')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '진행률' })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('button', { name: '초기화' })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: '초기화' }));
    expect(screen.queryByRole('list', { name: 'URL별 진행 상황' })).not.toBeInTheDocument();
    expect(rememberedBatchId('bulk-text')).toBeNull();
  });

  it('re-attaches to the remembered batch after a reload, polls when the stream drops, and can stop it', async () => {
    rememberBatch('bulk-text', 'batch-1');
    const running = bulkBatchFixture([bulkItemFixture(0, { status: 'uploading' }), bulkItemFixture(1)]);
    const stopped = bulkBatchFixture(
      [
        bulkItemFixture(0, { status: 'uploading' }),
        bulkItemFixture(1, { status: 'failure', message: '사용자가 중단했습니다.' }),
      ],
      { status: 'stopping' },
    );
    const stream = controlledStream();
    const fetchMock = mockApi({
      [eventsPath]: () => stream.response(),
      'GET /api/product-registration/bulk/batch-1': { body: { ...stopped, status: 'stopped' } },
      'POST /api/product-registration/bulk/batch-1/stop': { body: stopped },
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    renderWithQuery(<BulkTextTab workspace={workspaceFixture()} />);

    await stream.push(frame('snapshot', running));
    expect(rows()).toEqual(['업로드 중https://shop.example.com/p/0', '대기https://shop.example.com/p/1']);
    await userEvent.click(screen.getByRole('button', { name: '중지' }));
    expect(rows()[1]).toBe('실패https://shop.example.com/p/1사용자가 중단했습니다.');

    await act(async () => {
      stream.close();
      await vi.advanceTimersByTimeAsync(pollIntervalMs);
    });
    expect(callsTo(fetchMock, 'GET /api/product-registration/bulk/batch-1')).toHaveLength(1);
    expect(screen.getByRole('button', { name: '초기화' })).toBeEnabled();
  });

  it('says which line stopped a stop-on-failure batch and why', async () => {
    rememberBatch('bulk-text', 'batch-1');
    const stopped = bulkBatchFixture(
      [
        bulkItemFixture(0, { status: 'success', uploaded_product_id: 'u0' }),
        bulkItemFixture(1, { status: 'failure', message: '상품 페이지를 찾을 수 없습니다 (404).' }),
        bulkItemFixture(2, { status: 'failure', message: '이전 항목이 실패해 중단했습니다.' }),
      ],
      { status: 'stopped', stop_on_first_failure: true, finished_at: '2024-06-20T05:31:00.000Z' },
    );
    stopped.stopped_by_item_id = stopped.items[1]?.id ?? null;
    mockApi({
      [eventsPath]: () =>
        new Response(frame('snapshot', stopped), {
          status: 200,
          headers: { 'Content-Type': 'text/event-stream' },
        }),
    });
    renderWithQuery(<BulkTextTab workspace={workspaceFixture()} />);

    expect(await screen.findByRole('status')).toHaveTextContent(
      '2번째 줄 https://shop.example.com/p/1의 실패 때문에 나머지를 중단했습니다: 상품 페이지를 찾을 수 없습니다 (404).',
    );
  });

  it('offers 그래도 등록 for the duplicates of a finished batch and follows the batch again', async () => {
    rememberBatch('bulk-text', 'batch-1');
    const finished = bulkBatchFixture(
      [
        bulkItemFixture(0, { status: 'success', uploaded_product_id: 'u0' }),
        bulkItemFixture(1, {
          status: 'failure',
          message: '이미 이 스토어에 등록한 상품입니다. 그래도 다시 등록하려면 확인해 주세요.',
          duplicate_held: true,
        }),
      ],
      { status: 'completed', finished_at: '2024-06-20T05:31:00.000Z' },
    );
    const resumed = bulkBatchFixture([
      bulkItemFixture(0, { status: 'success', uploaded_product_id: 'u0' }),
      bulkItemFixture(1),
    ]);
    let streams = 0;
    const fetchMock = mockApi({
      [eventsPath]: () => {
        streams += 1;
        return new Response(frame('snapshot', streams === 1 ? finished : resumed), {
          status: 200,
          headers: { 'Content-Type': 'text/event-stream' },
        });
      },
      'POST /api/product-registration/bulk/batch-1/confirm-duplicates': { body: resumed },
      'GET /api/product-registration/bulk/batch-1': { body: resumed },
    });
    renderWithQuery(<BulkTextTab workspace={workspaceFixture()} />);

    expect(
      await screen.findByText(
        /1개는 같은 공급처 상품으로 만든 상품이 이미 이 스토어에 있어 등록하지 않았습니다/,
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '그래도 등록' }));

    expect(callsTo(fetchMock, 'POST /api/product-registration/bulk/batch-1/confirm-duplicates')).toHaveLength(
      1,
    );
    expect(await screen.findByText('총 2 · 성공 1 · 실패 0')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '그래도 등록' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '중지' })).toBeEnabled();
  });
});
