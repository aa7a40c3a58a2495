import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, type MockRequest, mockApi } from '../../../../test/api-mock';
import {
  parserResponseFixture,
  uploadResponseFixture,
  uploadSettingsFixture,
} from '../../../../test/fixtures/url-parser';
import { naverWorkspaceFixture, workspaceFixture } from '../../../../test/fixtures/workspaces';
import { renderWithQuery } from '../../../../test/render';
import { QuickUploadPanel } from './quick-upload-panel';

const naverId = naverWorkspaceFixture().workspace_id;

function routes() {
  return {
    'GET /api/workspaces': {
      body: { data: [workspaceFixture({ is_current: false }), naverWorkspaceFixture({ is_current: true })] },
    },
    [`GET /api/workspaces/${naverId}/upload-settings`]: { body: uploadSettingsFixture() },
    'POST /api/url-parser': ({ body }: { body: unknown }) =>
      (body as { url: string }).url.endsWith('/missing')
        ? jsonResponse(422, { detail: '상품 정보를 찾지 못했습니다.', code: 'no_product_found' })
        : jsonResponse(200, parserResponseFixture()),
    'POST /api/upload-to-naver': {
      body: {
        ...uploadResponseFixture({ platform: 'naver' }),
        message: '네이버 스마트스토어에 상품을 등록했습니다.',
      },
    },
  };
}

describe('QuickUploadPanel', () => {
  it('does nothing for an empty URL', async () => {
    const fetchMock = mockApi(routes());
    renderWithQuery(<QuickUploadPanel />);

    await userEvent.click(await screen.findByRole('button', { name: '등록' }));

    expect(callsTo(fetchMock, 'POST /api/url-parser')).toHaveLength(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('parses and uploads to the current workspace, with progress and the total/success/fail summary', async () => {
    const fetchMock = mockApi(routes());
    renderWithQuery(<QuickUploadPanel />);

    expect(await screen.findByRole('combobox', { name: '업로드할 워크스페이스' })).toHaveDisplayValue(
      '[NAVER] 올리다 스마트스토어',
    );
    const input = screen.getByLabelText('원본 상품 URL');
    await userEvent.type(input, 'shop.example.com/p/1{Enter}');
    expect(await screen.findByText('총 1 · 성공 1 · 실패 0')).toBeInTheDocument();
    await userEvent.type(input, 'shop.example.com/missing{Enter}');
    expect(await screen.findByText('총 2 · 성공 1 · 실패 1')).toBeInTheDocument();

    const rows = within(screen.getByRole('list', { name: 'URL별 진행 상황' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '실패https://shop.example.com/missing상품 정보를 찾지 못했습니다.',
      '성공https://shop.example.com/p/1스테인리스 텀블러 500ml — 네이버 스마트스토어에 상품을 등록했습니다.스토어에서 보기',
    ]);
    expect(screen.getByRole('progressbar', { name: '진행률' })).toHaveAttribute('aria-valuenow', '100');
    expect(callsTo(fetchMock, 'POST /api/upload-to-naver')).toHaveLength(1);
  });

  it('lists what the pre-upload review asks to fix when it refuses the upload', async () => {
    mockApi({
      ...routes(),
      'POST /api/upload-to-naver': {
        status: 422,
        body: {
          detail: '업로드 전 검수에서 고칠 점이 있습니다: 상품명에 금지어가 있습니다.',
          code: 'listing_review_failed',
          checks: [
            {
              code: 'prohibited_word',
              severity: 'error',
              field: 'name',
              detail: '상품명에 금지어가 있습니다.',
            },
            { code: 'other_brand', severity: 'warning', field: 'name', detail: '다른 브랜드가 있습니다.' },
          ],
        },
      },
    });
    renderWithQuery(<QuickUploadPanel />);
    await userEvent.type(await screen.findByLabelText('원본 상품 URL'), 'shop.example.com/p/1{Enter}');
    const fixes = await screen.findByRole('list', { name: '고칠 점: https://shop.example.com/p/1' });
    // Only what stops the upload: the warning is left out of a refused row.
    expect(
      within(fixes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['오류 · 상품명 상품명에 금지어가 있습니다.']);
  });

  it('asks for a workspace when none is chosen', async () => {
    const fetchMock = mockApi(routes());
    renderWithQuery(<QuickUploadPanel />);

    const select = await screen.findByRole('combobox', { name: '업로드할 워크스페이스' });
    await userEvent.selectOptions(select, '');
    await userEvent.type(screen.getByLabelText('원본 상품 URL'), 'shop.example.com/p/1{Enter}');

    expect(screen.getByRole('alert')).toHaveTextContent('업로드할 워크스페이스를 먼저 선택해주세요.');
    expect(callsTo(fetchMock, 'POST /api/url-parser')).toHaveLength(0);
  });

  it('offers 그래도 등록 for a duplicate and uploads the same draft again with confirm_duplicate', async () => {
    const uploads: MockRequest[] = [];
    mockApi({
      ...routes(),
      'POST /api/upload-to-naver': (request) => {
        uploads.push(request);
        if ((request.body as { confirm_duplicate?: boolean }).confirm_duplicate) {
          return jsonResponse(200, uploadResponseFixture({ platform: 'naver' }));
        }
        return jsonResponse(409, {
          detail: '이미 이 스토어에 등록한 상품입니다. 그래도 다시 등록하려면 확인해 주세요.',
          code: 'duplicate_upload',
          existing_product: {
            id: 'earlier',
            display_product_name: '스테인리스 텀블러 500ml',
            store_url: null,
            admin_url: null,
            created_at: '2024-06-01T00:00:00.000Z',
          },
        });
      },
    });
    renderWithQuery(<QuickUploadPanel />);
    await userEvent.type(await screen.findByLabelText('원본 상품 URL'), 'shop.example.com/p/1{Enter}');

    const dialog = await screen.findByRole('dialog', { name: '이미 이 스토어에 등록한 상품입니다' });
    expect(screen.getByText('총 1 · 성공 0 · 실패 1')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '그래도 등록' }));

    expect(await screen.findByText('총 1 · 성공 1 · 실패 0')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      uploads.map((request) => (request.body as { confirm_duplicate?: boolean }).confirm_duplicate),
    ).toEqual([false, true]);
  });
});
