import type { StoreApiKeyStatus } from '@ollida/contracts/coupang-stores';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../../test/api-mock';
import { naverWorkspaceFixture, workspaceFixture } from '../../../../test/fixtures/workspaces';
import { renderWithQuery } from '../../../../test/render';
import { copyFailedText } from './generated-key-box';
import { revokeConfirmText, StoreApiKeyModal } from './store-api-key-modal';

const newKey = 'olk_abcdefgh12345678secret';
const noKey: StoreApiKeyStatus = {
  hasApiKey: false,
  apiKeyActive: false,
  apiKeyPrefix: null,
  createdAt: null,
};
const activeKey: StoreApiKeyStatus = {
  hasApiKey: true,
  apiKeyActive: true,
  apiKeyPrefix: 'olk_abcd',
  createdAt: '2024-06-21T01:00:00.000Z',
};

function mockKeys() {
  let status = noKey;
  return mockApi({
    'GET /api/workspaces/11111111-1111-4111-8111-111111111111/api-key': () =>
      jsonResponse(200, { data: status }),
    'POST /api/workspaces/11111111-1111-4111-8111-111111111111/api-key': () => {
      status = activeKey;
      return jsonResponse(200, { data: { api_key: newKey, created_at: activeKey.createdAt } });
    },
    'DELETE /api/workspaces/11111111-1111-4111-8111-111111111111/api-key': () => {
      status = noKey;
      return jsonResponse(200, { message: 'API 키를 폐기했습니다.' });
    },
  });
}

// Opens and closes the modal the way the page does: mounted while open, unmounted on close.
function Harness() {
  const [isOpen, setIsOpen] = useState(true);
  return isOpen ? (
    <StoreApiKeyModal workspace={workspaceFixture()} onClose={() => setIsOpen(false)} />
  ) : (
    <button type="button" onClick={() => setIsOpen(true)}>
      다시 열기
    </button>
  );
}

describe('StoreApiKeyModal', () => {
  it('shows a new key once, masked until asked, and never again after closing', async () => {
    mockKeys();
    renderWithQuery(<Harness />);

    expect(await screen.findByText('발급된 API 키가 없습니다.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '생성' }));

    expect(
      await screen.findByText('이 키는 지금 한 번만 보여 드립니다.', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.queryByText(newKey)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '보기' }));
    expect(screen.getByText(newKey)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '숨기기' }));
    expect(screen.queryByText(newKey)).not.toBeInTheDocument();
    expect(await screen.findByText('olk_abcd…')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '다시 열기' }));

    expect(await screen.findByRole('button', { name: '재발급' })).toBeInTheDocument();
    expect(screen.queryByText('새 API 키')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '보기' })).not.toBeInTheDocument();
  });

  it('copies the key and alerts when the clipboard refuses', async () => {
    mockKeys();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWithQuery(<Harness />);

    await userEvent.click(await screen.findByRole('button', { name: '생성' }));
    await userEvent.click(await screen.findByRole('button', { name: '복사' }));

    expect(writeText).toHaveBeenCalledWith(newKey);
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith(copyFailedText));
  });

  it('revokes only after confirming it cannot be undone', async () => {
    const fetchMock = mockKeys();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderWithQuery(<Harness />);
    await userEvent.click(await screen.findByRole('button', { name: '생성' }));

    await userEvent.click(await screen.findByRole('button', { name: '폐기' }));
    expect(confirm).toHaveBeenLastCalledWith(revokeConfirmText);
    const revokes = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');
    expect(revokes()).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: '폐기' }));
    expect(await screen.findByText('API 키를 폐기했습니다.')).toBeInTheDocument();
    expect(revokes()).toHaveLength(1);
    expect(await screen.findByText('발급된 API 키가 없습니다.')).toBeInTheDocument();
    expect(screen.queryByText('새 API 키')).not.toBeInTheDocument();
  });

  it('points to the browser extension and shows cURL and Python samples of the upload call of its marketplace', async () => {
    mockKeys();
    renderWithQuery(<Harness />);

    const curl = await screen.findByText(/curl -X POST/);
    expect(curl).toHaveTextContent(`${window.location.origin}/api/coupang/upload-product-with-key`);
    expect(curl).toHaveTextContent('YOUR_API_KEY');
    expect(screen.getByText(/requests\.post/)).toHaveTextContent('"api_key": "YOUR_API_KEY"');
    expect(screen.getByRole('link', { name: '올리다 브라우저 확장 프로그램' })).toHaveAttribute(
      'href',
      '/extension',
    );
  });

  it('manages a Naver store’s key too, with the Naver upload call', async () => {
    const naver = '22222222-2222-4222-8222-222222222222';
    mockApi({ [`GET /api/workspaces/${naver}/api-key`]: { body: { data: noKey } } });
    renderWithQuery(<StoreApiKeyModal workspace={naverWorkspaceFixture()} onClose={() => undefined} />);
    expect(await screen.findByText('발급된 API 키가 없습니다.')).toBeInTheDocument();
    expect(screen.getByText(/curl -X POST/)).toHaveTextContent('/api/naver/upload-product-with-key');
  });
});
