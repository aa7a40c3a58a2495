import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, deferred, jsonResponse, type MockReply, mockApi } from '../../../test/api-mock';
import { renderTool } from '../../url-parser/testing/render-tool';
import {
  lookupResponse,
  orderFixture,
  orderItemFixture,
  ordersResponse,
  orderWorkspaces,
  spyOnPopup,
} from '../testing/order-fixtures';
import { OrdersPage } from './orders-page';

const lookupPath = '/api/coupang/products/1500001';

function renderWith(lookup: MockReply, order = orderFixture()) {
  const fetchMock = mockApi({
    'GET /api/workspaces': { body: { data: orderWorkspaces() } },
    'GET /api/coupang/orders': { body: ordersResponse([order]) },
    [`GET ${lookupPath}`]: lookup,
  });
  renderTool(<OrdersPage />);
  return fetchMock;
}

async function clickProductName(name = '원목 의자') {
  const table = await screen.findByRole('table', { name: '주문 목록' });
  await userEvent.click(within(table).getByRole('button', { name }));
}

describe('OrdersPage wholesale page', () => {
  it('opens a blank tab during the click, cuts it off, then sends it to the supplier page', async () => {
    const answer = deferred<Response>();
    const { popup, open, alert } = spyOnPopup();
    const fetchMock = renderWith(() => answer.promise);
    await clickProductName();

    // The tab exists before the lookup answers, so a popup blocker still sees the click.
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(popup.opener).toBeNull();
    expect(popup.location.replace).not.toHaveBeenCalled();
    answer.resolve(jsonResponse(200, lookupResponse()));

    await waitFor(() =>
      expect(popup.location.replace).toHaveBeenCalledWith('https://shop.example.com/p/chair'),
    );
    expect(open).toHaveBeenCalledTimes(1);
    expect(popup.close).not.toHaveBeenCalled();
    expect(alert).not.toHaveBeenCalled();
    const asked = fetchMock.mock.calls.map(([input]) => String(input));
    expect(asked).toContain(`${lookupPath}?vendorItemId=90000000001`);
  });

  it('alerts without opening anything when the item has no sellerProductId', async () => {
    const { open, alert } = spyOnPopup();
    const fetchMock = renderWith(
      () => jsonResponse(200, lookupResponse()),
      orderFixture({
        orderItems: [orderItemFixture({ sellerProductId: null })],
      }),
    );
    await clickProductName();

    expect(alert).toHaveBeenCalledWith('판매자 상품 ID를 찾을 수 없습니다.');
    expect(open).not.toHaveBeenCalled();
    expect(callsTo(fetchMock, `GET ${lookupPath}`)).toHaveLength(0);
  });

  it.each([
    [
      'not one of ours (404)',
      { status: 404, body: { detail: '상품을 찾을 수 없습니다.', code: 'not_found' } },
      '상품 정보를 조회할 수 없습니다.',
    ],
    [
      'a server failure (500)',
      { status: 500, body: { detail: '서버 오류', code: 'internal' } },
      '상품 정보 조회 중 오류가 발생했습니다.',
    ],
    [
      'no supplier address',
      { body: lookupResponse({ fileInfo: { url: '', filename: '' } }) },
      '이 상품의 도매처 정보를 찾을 수 없습니다.',
    ],
    [
      'an address that is not a web page',
      { body: lookupResponse({ fileInfo: { url: 'javascript:alert(1)', filename: '' } }) },
      '이 상품의 도매처 정보를 찾을 수 없습니다.',
    ],
  ] satisfies [string, MockReply, string][])(
    'closes the tab and alerts on %s',
    async (_case, reply, text) => {
      const { popup, alert } = spyOnPopup();
      renderWith(reply);
      await clickProductName();

      await waitFor(() => expect(alert).toHaveBeenCalledWith(text));
      expect(popup.close).toHaveBeenCalled();
      expect(popup.location.replace).not.toHaveBeenCalled();
    },
  );

  it('alerts the network sentence when the lookup never answers', async () => {
    const { popup, alert } = spyOnPopup();
    renderWith(() => {
      throw new TypeError('Failed to fetch');
    });
    await clickProductName();

    await waitFor(() => expect(alert).toHaveBeenCalledWith('상품 정보 조회 중 오류가 발생했습니다.'));
    expect(popup.close).toHaveBeenCalled();
  });

  it('opens the supplier page of the first item of a multi-item order', async () => {
    const { popup } = spyOnPopup();
    renderWith(
      () => jsonResponse(200, lookupResponse()),
      orderFixture({
        orderItems: [
          orderItemFixture(),
          orderItemFixture({ sellerProductId: '1500002', vendorItemId: '90000000002' }),
        ],
      }),
    );
    await clickProductName('원목 의자 외 1건');

    await waitFor(() =>
      expect(popup.location.replace).toHaveBeenCalledWith('https://shop.example.com/p/chair'),
    );
  });
});
