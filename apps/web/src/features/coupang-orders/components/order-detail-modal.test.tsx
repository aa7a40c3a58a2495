import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, type MockReply, mockApi } from '../../../test/api-mock';
import { renderTool } from '../../url-parser/testing/render-tool';
import { OrdersPage } from '../pages/orders-page';
import {
  lookupResponse,
  orderFixture,
  orderItemFixture,
  ordersResponse,
  orderWorkspaces,
} from '../testing/order-fixtures';

const initialZone = process.env.TZ;

afterEach(() => {
  if (initialZone === undefined) Reflect.deleteProperty(process.env, 'TZ');
  else process.env.TZ = initialZone;
});

async function openDetail(order = orderFixture(), lookup: MockReply = { body: lookupResponse() }) {
  mockApi({
    'GET /api/workspaces': { body: { data: orderWorkspaces() } },
    'GET /api/coupang/orders': { body: ordersResponse([order]) },
    'GET /api/coupang/products/1500001': lookup,
    'GET /api/coupang/products/1500002': { status: 404, body: { detail: '없음', code: 'not_found' } },
  });
  renderTool(<OrdersPage />);
  const table = await screen.findByRole('table', { name: '주문 목록' });
  await userEvent.click(within(table).getByRole('button', { name: order.orderId }));
  return screen.getByRole('dialog', { name: '주문 상세' });
}

function section(dialog: HTMLElement, name: string) {
  return within(dialog).getByRole('region', { name });
}

describe('OrderDetailModal', () => {
  it('shows all six sections, with 18-digit ids exactly as sent', async () => {
    const dialog = await openDetail();

    expect(
      within(dialog)
        .getAllByRole('region')
        .map((region) => region.querySelector('h3')?.textContent),
    ).toEqual(['주문 정보', '주문자 정보', '수령인 정보', '주문 상품', '도매처 정보', '배송 정보']);
    const order = section(dialog, '주문 정보');
    expect(order).toHaveTextContent('주문번호312345678901234567');
    expect(order).toHaveTextContent('묶음배송번호698765432109876543');
    expect(order).toHaveTextContent('결제일시2026. 11. 20. 14:04');
    expect(order).toHaveTextContent('주문 상태결제완료');
    expect(order).toHaveTextContent('배송비3,000원');
    expect(order).toHaveTextContent('도서산간 추가 배송비0원');
    expect(order).toHaveTextContent('결제 위치안드로이드앱');
    expect(order).toHaveTextContent('배송 유형THIRD_PARTY');

    const orderer = section(dialog, '주문자 정보');
    expect(orderer).toHaveTextContent('이름김*수');
    expect(orderer).toHaveTextContent('이메일buyer@example.com');
    expect(orderer).toHaveTextContent('안심번호0502-1234-5678');
    expect(orderer).toHaveTextContent('연락처-');

    const receiver = section(dialog, '수령인 정보');
    expect(receiver).toHaveTextContent('우편번호06236');
    expect(receiver).toHaveTextContent('주소서울특별시 강남구 테헤란로 152 12층');
    expect(receiver).toHaveTextContent('배송 요청 사항문 앞에 놓아 주세요');

    const items = section(dialog, '주문 상품');
    expect(items).toHaveTextContent('원목 의자, 내추럴');
    expect(items).toHaveTextContent('옵션내추럴 1개');
    expect(items).toHaveTextContent('판매가39,000원');
    expect(items).toHaveTextContent('할인 금액-');
    expect(items).toHaveTextContent('출고 예정일2026. 11. 22.');
    expect(items).toHaveTextContent('판매자 상품 ID / 옵션 ID1500001 / 90000000001');

    const wholesale = section(dialog, '도매처 정보');
    const link = await within(wholesale).findByRole('link', { name: '도매처 페이지 열기' });
    expect(link).toHaveAttribute('href', 'https://shop.example.com/p/chair');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(wholesale).toHaveTextContent('상품명원목 의자');
    expect(wholesale).toHaveTextContent('업로드일2026. 11. 01. 10:30');
    expect(wholesale).toHaveTextContent('업로드 상태성공');
    expect(wholesale).toHaveTextContent('다른 계정으로 업로드한 상품');

    const delivery = section(dialog, '배송 정보');
    expect(delivery).toHaveTextContent('택배사CJ 대한통운');
    expect(delivery).toHaveTextContent('송장번호123456789012');
    expect(delivery).toHaveTextContent('배송 출발일시2026. 11. 21. 09:15');
    expect(delivery).toHaveTextContent('배송 완료일시2026. 11. 22. 18:40');

    await userEvent.click(within(dialog).getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows dashes and 없음 for what Coupang left blank, and each item its own lookup outcome', async () => {
    const dialog = await openDetail(
      orderFixture({
        parcelPrintMessage: '',
        orderer: { name: '박*민', email: '', safeNumber: '0502-0000-0000', ordererNumber: null },
        deliveryCompanyName: '',
        invoiceNumber: '',
        inTrasitDateTime: null,
        deliveredDate: null,
        orderItems: [
          orderItemFixture(),
          orderItemFixture({
            vendorItemName: '쿠션',
            sellerProductId: '1500002',
            vendorItemId: '90000000002',
          }),
          orderItemFixture({ vendorItemName: '방석', sellerProductId: null, vendorItemId: '90000000003' }),
        ],
      }),
      { body: lookupResponse({ fileInfo: { url: '', filename: '' } }) },
    );

    expect(section(dialog, '주문자 정보')).toHaveTextContent('이메일-');
    expect(section(dialog, '수령인 정보')).toHaveTextContent('배송 요청 사항없음');
    expect(section(dialog, '배송 정보')).toHaveTextContent('택배사-송장번호-배송 출발일시-배송 완료일시-');
    const wholesale = section(dialog, '도매처 정보');
    await waitFor(() => expect(wholesale).toHaveTextContent('상품 정보를 조회할 수 없습니다.'));
    await waitFor(() => expect(wholesale).toHaveTextContent('이 상품의 도매처 정보를 찾을 수 없습니다.'));
    expect(wholesale).toHaveTextContent('판매자 상품 ID를 찾을 수 없습니다.');
    expect(within(wholesale).queryByRole('link')).not.toBeInTheDocument();
  });

  it.each(['America/Los_Angeles', 'Pacific/Kiritimati', 'UTC'])(
    'reads Coupang wall-clock times as Seoul time whatever the zone (%s)',
    async (zone) => {
      process.env.TZ = zone;
      // Guard: the zone really changed, so a naive local parse would land on another Seoul time.
      expect(new Date('2026-11-20T14:03:11').toISOString()).not.toBe('2026-11-20T05:03:11.000Z');

      const dialog = await openDetail(
        orderFixture({ orderedAt: '2026-11-20T14:03:11', inTrasitDateTime: '2026-11-20 23:30:00' }),
      );

      expect(section(dialog, '주문 정보')).toHaveTextContent('주문일시2026. 11. 20. 14:03');
      expect(section(dialog, '배송 정보')).toHaveTextContent('배송 출발일시2026. 11. 20. 23:30');
      const row = screen.getByRole('table', { name: '주문 목록' });
      expect(row).toHaveTextContent('2026. 11. 20. 14:03');
    },
  );

  it('tells a lookup that failed on the server from one that is not ours', async () => {
    const dialog = await openDetail(orderFixture(), () =>
      jsonResponse(503, { detail: '잠시 후 다시 시도해 주세요.', code: 'unavailable' }),
    );

    await waitFor(() =>
      expect(section(dialog, '도매처 정보')).toHaveTextContent('상품 정보 조회 중 오류가 발생했습니다.'),
    );
  });
});
