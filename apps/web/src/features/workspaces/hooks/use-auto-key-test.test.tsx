import type { Workspace } from '@ollida/contracts/workspaces';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, mockApi } from '../../../../test/api-mock';
import { workspaceFixture } from '../../../../test/fixtures/workspaces';
import { renderWithQuery } from '../../../../test/render';
import { WorkspacesPage } from '../pages/workspaces-page';

const ids = [
  'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
  'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
];
const testPath = (id: string) => `POST /api/workspaces/${id}/test-credentials`;

function workspaces(): Workspace[] {
  return [
    ...ids.map((id, index) => workspaceFixture({ workspace_id: id, workspace_name: `가게 ${index + 1}` })),
    workspaceFixture({
      workspace_id: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd',
      workspace_name: '키 없는 가게',
      api_keys_configured: false,
      is_current: false,
    }),
  ];
}

function mockTests(results: readonly boolean[]) {
  const routes = Object.fromEntries(
    ids.map((id, index) => [
      testPath(id),
      () =>
        jsonResponse(200, {
          data: {
            is_valid: results[index] ?? false,
            error_type: results[index] ? null : 'api_error',
            message: results[index] ? '정상입니다.' : '키가 틀립니다.',
            timestamp: '2024-06-22T00:00:00.000Z',
          },
        }),
    ]),
  );
  return mockApi({ 'GET /api/workspaces': { body: { data: workspaces() } }, ...routes });
}

async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

const testCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  ids.map((id) => callsTo(fetchMock, testPath(id)).length).reduce((sum, count) => sum + count, 0);

describe('automatic key test', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 1 s, tests keyed workspaces 500 ms apart, reports partial success and clears after 5 s', async () => {
    const fetchMock = mockTests([true, false, true]);
    renderWithQuery(<WorkspacesPage />);
    await advance(0);
    expect(screen.getByRole('article', { name: '가게 1' })).toBeInTheDocument();

    await advance(999);
    expect(testCalls(fetchMock)).toBe(0);
    await advance(1);
    expect(testCalls(fetchMock)).toBe(1);
    expect(screen.getByText('API 키 자동 테스트 진행 중... (1/3)')).toBeInTheDocument();

    await advance(499);
    expect(testCalls(fetchMock)).toBe(1);
    await advance(1);
    expect(testCalls(fetchMock)).toBe(2);
    expect(screen.getByText('API 키 자동 테스트 진행 중... (2/3)')).toBeInTheDocument();

    await advance(500);
    expect(testCalls(fetchMock)).toBe(3);
    expect(screen.getByText('API 키 자동 테스트: 일부 성공 (2/3)')).toBeInTheDocument();
    expect(
      callsTo(fetchMock, 'POST /api/workspaces/dddddddd-dddd-4ddd-8ddd-dddddddddddd/test-credentials'),
    ).toHaveLength(0);
    expect(callsTo(fetchMock, 'GET /api/workspaces')).toHaveLength(2);

    await advance(4999);
    expect(screen.getByText('API 키 자동 테스트: 일부 성공 (2/3)')).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByText(/API 키 자동 테스트/)).not.toBeInTheDocument();
  });

  it.each([
    [[true, true, true], 'API 키 자동 테스트: 모두 성공 (3개)'],
    [[false, false, false], 'API 키 자동 테스트: 모두 실패 (3개)'],
  ])('reports %j as "%s"', async (results, text) => {
    mockTests(results);
    renderWithQuery(<WorkspacesPage />);
    await advance(0);

    await advance(1000 + 500 + 500);

    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('says briefly when no workspace has keys', async () => {
    const fetchMock = mockApi({
      'GET /api/workspaces': { body: { data: [workspaceFixture({ api_keys_configured: false })] } },
    });
    renderWithQuery(<WorkspacesPage />);
    await advance(1000);

    expect(screen.getByText('자동으로 테스트할 API 키가 없습니다.')).toBeInTheDocument();
    await advance(3000);
    expect(screen.queryByText('자동으로 테스트할 API 키가 없습니다.')).not.toBeInTheDocument();
    const fixtureId = workspaceFixture().workspace_id;
    expect(callsTo(fetchMock, testPath(fixtureId))).toHaveLength(0);
  });
});
