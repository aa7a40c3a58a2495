import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockApi } from '../../../../test/api-mock';
import {
  coupangStoreFixture,
  placePageBody,
  returnCenterFixture,
} from '../../../../test/fixtures/coupang-stores';
import { naverWorkspaceFixture, workspaceFixture } from '../../../../test/fixtures/workspaces';
import { renderWithQuery } from '../../../../test/render';
import { WorkspacesPage } from '../../workspaces';

const connectedStore = coupangStoreFixture({
  return_center_code: '1000001',
  return_center_name: '강남 반품센터',
  return_center_zipcode: '06236',
  return_center_address: '서울특별시 강남구 테헤란로 1',
  return_center_address_detail: '3층',
});

function deliveryCard() {
  return screen.findByRole('region', { name: /배송 정보/ });
}

describe('Delivery information on the workspace page', () => {
  it('shows the connected places and the Wing note, with connect or change for the owner', async () => {
    mockApi({
      'GET /api/workspaces': {
        body: {
          data: [workspaceFixture({ return_center_code: '1000001', return_center_name: '강남 반품센터' })],
        },
      },
      'GET /api/coupang/stores': { body: { data: [connectedStore] } },
    });
    renderWithQuery(<WorkspacesPage />);

    const card = await deliveryCard();
    expect(card).toHaveTextContent('쿠팡 Wing(판매자센터)에 먼저 등록해야');
    const returns = within(card).getByRole('region', { name: '반품지' });
    expect(await within(returns).findByText('(06236) 서울특별시 강남구 테헤란로 1 3층')).toBeInTheDocument();
    expect(returns).toHaveTextContent('강남 반품센터');
    expect(returns).toHaveTextContent('1000001');
    expect(within(returns).getByRole('button', { name: '반품지 변경' })).toBeInTheDocument();
    const outbound = within(card).getByRole('region', { name: '출고지' });
    expect(outbound).toHaveTextContent('연결된 출고지가 없습니다.');
    expect(within(outbound).getByRole('button', { name: '출고지 연결' })).toBeInTheDocument();
  });

  it('gives a member the information without buttons, and no settings', async () => {
    const member = { user_role: 'member' as const, is_owner: false };
    mockApi({
      'GET /api/workspaces': { body: { data: [workspaceFixture(member)] } },
      'GET /api/coupang/stores': { body: { data: [coupangStoreFixture(member)] } },
    });
    renderWithQuery(<WorkspacesPage />);

    const card = await deliveryCard();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    const workspaceCard = screen.getByRole('article', { name: '올리다 쿠팡점' });
    expect(within(workspaceCard).queryByRole('button', { name: '설정' })).not.toBeInTheDocument();
    expect(within(workspaceCard).queryByRole('button', { name: '외부 API 키' })).not.toBeInTheDocument();
  });

  it('is not shown for a selected Naver workspace', async () => {
    mockApi({
      'GET /api/workspaces': { body: { data: [naverWorkspaceFixture({ is_current: true })] } },
    });
    renderWithQuery(<WorkspacesPage />);

    await screen.findByRole('article', { name: '올리다 스마트스토어' });
    expect(screen.queryByRole('region', { name: /배송 정보/ })).not.toBeInTheDocument();
  });

  it('connects a return center from the picker and reloads workspaces and stores', async () => {
    const fetchMock = mockApi({
      'GET /api/workspaces': { body: { data: [workspaceFixture()] } },
      'GET /api/coupang/stores': { body: { data: [coupangStoreFixture()] } },
      'GET /api/coupang/return-centers/wing-seller': { body: placePageBody([returnCenterFixture()], 1, 1) },
      'PATCH /api/coupang/stores/wing-seller/connect-return-center': () =>
        jsonResponse(200, { data: connectedStore }),
    });
    renderWithQuery(<WorkspacesPage />);

    await userEvent.click(within(await deliveryCard()).getByRole('button', { name: '반품지 연결' }));
    const dialog = await screen.findByRole('dialog', { name: '반품지 선택' });
    await userEvent.click(await within(dialog).findByRole('radio', { name: /강남 반품센터/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: '반품지 연결' }));

    expect(await screen.findByText('반품지를 연결했습니다: 강남 반품센터')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/workspaces')).toHaveLength(2);
    expect(callsTo(fetchMock, 'GET /api/coupang/stores')).toHaveLength(2);
  });

  it('opens the settings from the card and comes back to them from the API key modal', async () => {
    mockApi({
      'GET /api/workspaces': { body: { data: [workspaceFixture()] } },
      'GET /api/coupang/stores': { body: { data: [coupangStoreFixture()] } },
      'GET /api/workspaces/11111111-1111-4111-8111-111111111111/api-key': {
        body: { data: { hasApiKey: false, apiKeyActive: false, apiKeyPrefix: null, createdAt: null } },
      },
    });
    renderWithQuery(<WorkspacesPage />);

    const workspaceCard = await screen.findByRole('article', { name: '올리다 쿠팡점' });
    await userEvent.click(within(workspaceCard).getByRole('button', { name: '설정' }));
    const settings = await screen.findByRole('dialog', { name: '스토어 설정 · 올리다 쿠팡점' });
    await userEvent.click(await within(settings).findByRole('button', { name: '외부 API 키 관리' }));

    const keys = await screen.findByRole('dialog', { name: '외부 API 키 · 올리다 쿠팡점' });
    expect(await within(keys).findByText('발급된 API 키가 없습니다.')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: '스토어 설정 · 올리다 쿠팡점' })).toBeInTheDocument();
  });
});
