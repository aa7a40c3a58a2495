import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../../test/api-mock';
import { coupangStoreFixture } from '../../../../test/fixtures/coupang-stores';
import { workspaceFixture } from '../../../../test/fixtures/workspaces';
import { renderWithQuery } from '../../../../test/render';
import { StoreSettingsModal } from './store-settings-modal';

const storesRoute = { 'GET /api/coupang/stores': { body: { data: [coupangStoreFixture()] } } };

function renderSettings() {
  const actions = {
    onPick: vi.fn(),
    onManageApiKey: vi.fn(),
    onDisconnected: vi.fn(),
    onWingAccountChanged: vi.fn(),
    onClose: vi.fn(),
  };
  renderWithQuery(<StoreSettingsModal workspace={workspaceFixture()} {...actions} />);
  return actions;
}

describe('StoreSettingsModal', () => {
  it('shows the basics read-only and reveals the keys only on request', async () => {
    const fetchMock = mockApi({
      ...storesRoute,
      'POST /api/coupang/stores/wing-seller/reveal-keys': {
        body: { data: { accessKey: 'AKCP1234-FULL', secretKey: 'secret-in-clear' } },
      },
    });
    renderSettings();

    const basics = await screen.findByRole('heading', { name: '기본 정보' });
    expect(basics.parentElement).toHaveTextContent('wing-seller');
    expect(basics.parentElement).toHaveTextContent('A00012345');
    expect(screen.queryByText('secret-in-clear')).not.toBeInTheDocument();
    expect(
      screen.getByText('볼 때마다 누가 언제 보았는지 기록됩니다.', { exact: false }),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '키 보기' }));
    expect(await screen.findByText('secret-in-clear')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '키 숨기기' }));
    expect(screen.queryByText('secret-in-clear')).not.toBeInTheDocument();
    const reveals = fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/reveal-keys'));
    expect(reveals).toHaveLength(1);
  });

  it('refuses a negative fee with the server schema message and sends nothing', async () => {
    const bodies: unknown[] = [];
    mockApi({
      ...storesRoute,
      'PATCH /api/coupang/stores/wing-seller/update-extra': ({ body }) => {
        bodies.push(body);
        return jsonResponse(200, { data: coupangStoreFixture() });
      },
    });
    renderSettings();

    const returnFee = await screen.findByLabelText('반품배송비 (원)');
    expect(returnFee).toHaveValue(3000);
    await userEvent.clear(returnFee);
    await userEvent.type(returnFee, '-500');
    await userEvent.click(screen.getByRole('button', { name: '저장' }));

    expect(screen.getByText('반품배송비는 0원 이상이어야 합니다.')).toBeInTheDocument();
    expect(returnFee).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);

    await userEvent.clear(returnFee);
    await userEvent.type(returnFee, '2500');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: '저장' }));

    expect(await screen.findByText('저장했습니다.')).toBeInTheDocument();
    expect(bodies).toEqual([{ deliveryChargeOnReturn: 3000, returnCharge: 2500, requested: true }]);
  });

  it('says when saving fails', async () => {
    mockApi({
      ...storesRoute,
      'PATCH /api/coupang/stores/wing-seller/update-extra': {
        status: 500,
        body: { detail: '잠시 후 다시 시도해 주세요.', code: 'internal_error' },
      },
    });
    renderSettings();

    await userEvent.click(await screen.findByRole('button', { name: '저장' }));
    expect(await screen.findByText('저장에 실패했습니다.')).toBeInTheDocument();
  });

  it('enables disconnect only for the exact Wing account and shows the failure in the modal', async () => {
    mockApi({
      ...storesRoute,
      'DELETE /api/coupang/stores/wing-seller': {
        status: 403,
        body: { detail: '스토어 연결 해제는 소유자만 할 수 있습니다.', code: 'forbidden' },
      },
    });
    const { onDisconnected } = renderSettings();

    const form = (await screen.findByRole('heading', { name: '스토어 연결 해제' })).closest('form');
    if (!form) throw new Error('disconnect form missing');
    const input = within(form).getByRole('textbox');
    const button = within(form).getByRole('button', { name: '연결 해제' });
    expect(button).toBeDisabled();
    await userEvent.type(input, 'Wing-seller');
    expect(button).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, 'wing-seller ');
    expect(button).toBeDisabled();
    await userEvent.type(input, '{Backspace}');
    expect(button).toBeEnabled();

    await userEvent.click(button);
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      '스토어 연결 해제는 소유자만 할 수 있습니다.',
    );
    expect(onDisconnected).not.toHaveBeenCalled();
  });

  it('disconnects and reports back', async () => {
    const bodies: unknown[] = [];
    mockApi({
      ...storesRoute,
      'DELETE /api/coupang/stores/wing-seller': ({ body }) => {
        bodies.push(body);
        return jsonResponse(200, { message: '쿠팡 스토어 연결을 해제했습니다.' });
      },
    });
    const { onDisconnected } = renderSettings();

    const form = (await screen.findByRole('heading', { name: '스토어 연결 해제' })).closest('form');
    if (!form) throw new Error('disconnect form missing');
    await userEvent.type(within(form).getByRole('textbox'), 'wing-seller');
    await userEvent.click(within(form).getByRole('button', { name: '연결 해제' }));

    await vi.waitFor(() => expect(onDisconnected).toHaveBeenCalledWith('쿠팡 스토어 연결을 해제했습니다.'));
    expect(bodies).toEqual([{ wingAccount: 'wing-seller' }]);
  });
});
