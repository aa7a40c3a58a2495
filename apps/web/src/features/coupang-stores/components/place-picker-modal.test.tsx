import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../../test/api-mock';
import {
  placePageBody,
  returnCenterFixture,
  shippingPlaceFixture,
} from '../../../../test/fixtures/coupang-stores';
import { renderWithQuery } from '../../../../test/render';
import { PlacePickerModal } from './place-picker-modal';

const centersPath = 'GET /api/coupang/return-centers/wing-seller';

function requestedPages(fetchMock: ReturnType<typeof mockApi>): string[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), window.location.origin))
    .filter((url) => url.pathname === '/api/coupang/return-centers/wing-seller')
    .map((url) => `${url.searchParams.get('pageNum')}/${url.searchParams.get('pageSize')}`);
}

function mockCenters(totalPages: number) {
  const fetchMock = mockApi({
    [centersPath]: () => {
      const last = fetchMock.mock.calls.at(-1)?.[0];
      const page = Number(new URL(String(last), window.location.origin).searchParams.get('pageNum'));
      return jsonResponse(
        200,
        placePageBody(
          [
            returnCenterFixture({ returnCenterCode: `${page}01`, shippingPlaceName: `반품센터 ${page}-1` }),
            returnCenterFixture({
              returnCenterCode: `${page}02`,
              shippingPlaceName: `반품센터 ${page}-2`,
              usable: false,
              errorMessage: '주소 확인이 필요합니다.',
            }),
          ],
          page,
          totalPages,
        ),
      );
    },
  });
  return fetchMock;
}

function renderPicker(kind: 'returnCenter' | 'shippingPlace' = 'returnCenter') {
  const onConnected = vi.fn();
  const onClose = vi.fn();
  renderWithQuery(
    <PlacePickerModal
      kind={kind}
      wingAccount="wing-seller"
      currentCode={null}
      onClose={onClose}
      onConnected={onConnected}
    />,
  );
  return { onConnected, onClose };
}

describe('PlacePickerModal', () => {
  it('asks 50 a page and moves through the page window', async () => {
    const fetchMock = mockCenters(12);
    renderPicker();

    await screen.findByText('반품센터 1-1');
    const pager = screen.getByRole('navigation', { name: '반품지 페이지' });
    const pageLabels = () =>
      within(pager)
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(pageLabels()).toEqual(['이전 페이지', '1', '2', '3', '12', '다음 페이지']);
    expect(pager).toHaveTextContent('…');
    expect(within(pager).getByRole('button', { name: '1페이지' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(within(pager).getByRole('button', { name: '12페이지' }));
    expect(await screen.findByText('반품센터 12-1')).toBeInTheDocument();
    expect(pageLabels()).toEqual(['이전 페이지', '1', '10', '11', '12', '다음 페이지']);
    expect(within(pager).getByRole('button', { name: '다음 페이지' })).toBeDisabled();

    await userEvent.click(within(pager).getByRole('button', { name: '이전 페이지' }));
    expect(await screen.findByText('반품센터 11-1')).toBeInTheDocument();
    expect(requestedPages(fetchMock)).toEqual(['1/50', '12/50', '11/50']);
  });

  it('marks usable places and refuses to select an unusable one', async () => {
    mockCenters(1);
    renderPicker();

    const usable = await screen.findByRole('radio', { name: /반품센터 1-1/ });
    const unusable = screen.getByRole('radio', { name: /반품센터 1-2/ });
    expect(usable.closest('label')).toHaveTextContent('사용 가능');
    expect(unusable.closest('label')).toHaveTextContent('사용 불가');
    expect(unusable.closest('label')).toHaveTextContent('주소 확인이 필요합니다.');
    expect(unusable).toBeDisabled();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();

    const connect = screen.getByRole('button', { name: '반품지 연결' });
    await userEvent.click(unusable);
    expect(unusable).not.toBeChecked();
    expect(connect).toBeDisabled();
    await userEvent.click(usable);
    expect(usable).toBeChecked();
    expect(connect).toBeEnabled();
  });

  it('connects the chosen place with its Wing copy', async () => {
    const bodies: unknown[] = [];
    mockApi({
      'GET /api/coupang/shipping-places/wing-seller': { body: placePageBody([shippingPlaceFixture()], 1, 1) },
      'PATCH /api/coupang/stores/wing-seller/connect-shipping-place': ({ body }) => {
        bodies.push(body);
        return jsonResponse(200, { data: {} });
      },
    });
    const { onConnected } = renderPicker('shippingPlace');

    expect(
      await screen.findByText('도서산간 배송비 CJ대한통운 제주 3,000원 · 제주 외 5,000원'),
    ).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('radio', { name: /성수 출고지/ }));
    await userEvent.click(screen.getByRole('button', { name: '출고지 연결' }));

    await vi.waitFor(() => expect(onConnected).toHaveBeenCalledTimes(1));
    expect(bodies).toEqual([
      {
        outboundShippingPlaceCode: '2000001',
        shippingPlaceName: '성수 출고지',
        companyContactNumber: '02-1234-5678',
        returnZipCode: '06236',
        returnAddress: '서울특별시 강남구 테헤란로 1',
        returnAddressDetail: '3층',
      },
    ]);
  });

  it('says when connecting fails, with the server detail', async () => {
    mockApi({
      [centersPath]: { body: placePageBody([returnCenterFixture()], 1, 1) },
      'PATCH /api/coupang/stores/wing-seller/connect-return-center': {
        status: 400,
        body: { detail: '선택한 반품지는 쿠팡에서 사용할 수 없는 상태입니다.', code: 'place_unusable' },
      },
    });
    const { onConnected } = renderPicker();

    await userEvent.click(await screen.findByRole('radio', { name: /강남 반품센터/ }));
    await userEvent.click(screen.getByRole('button', { name: '반품지 연결' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '반품지 연결에 실패했습니다: 선택한 반품지는 쿠팡에서 사용할 수 없는 상태입니다.',
    );
    expect(onConnected).not.toHaveBeenCalled();
  });

  it('says when the list cannot be loaded', async () => {
    mockApi({
      [centersPath]: { status: 502, body: { detail: '쿠팡 WING에 연결하지 못했습니다.', code: 'upstream' } },
    });
    renderPicker();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('반품지를 불러오지 못했습니다.');
    expect(alert).toHaveTextContent('쿠팡 WING에 연결하지 못했습니다.');
  });
});
