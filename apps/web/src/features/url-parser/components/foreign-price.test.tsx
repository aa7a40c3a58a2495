import type { ForeignPrice } from '@ollida/contracts/product-details';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, type MockRequest, mockApi } from '../../../../test/api-mock';
import {
  productDetailsFixture,
  productItemFixture,
  uploadSettingsFixture,
} from '../../../../test/fixtures/url-parser';
import { renderWithQuery } from '../../../../test/render';
import { DraftPriceRows } from './draft-price-rows';
import { ProductCard } from './product-card';
import { UploadSettingsForm } from './upload-settings-form';

const workspaceId = '11111111-1111-4111-8111-111111111111';
const rule = {
  margin_percent: 30,
  add_won: 0,
  rounding_unit: 10 as const,
  min_margin_won: 0,
  overseas_cost_won: 3_000,
};

function foreign(overrides: Partial<ForeignPrice> = {}): ForeignPrice {
  return {
    currency: 'CNY',
    amount: 149,
    originalAmount: null,
    wonPerUnit: 190,
    rateDate: '2026-03-02',
    rateSource: '워크스페이스 설정',
    deliveryFee: null,
    deliveryFreeOver: null,
    ...overrides,
  };
}

/** A ¥149 tote bag converted at 190원: the supplier price is 28,310원. */
const converted = productDetailsFixture({
  displayProductName: '캔버스 토트백',
  price: 28_310,
  items: [
    productItemFixture({
      salePrice: 28_310,
      originalPrice: 28_310,
      foreignPrice: { salePrice: 149, originalPrice: 149 },
    }),
  ],
  foreignPrice: foreign(),
});

/** The same bag from a page in TWD, which has no rate. */
const unpriced = productDetailsFixture({
  displayProductName: '캔버스 토트백',
  price: 0,
  items: [
    productItemFixture({
      salePrice: 0,
      originalPrice: 0,
      foreignPrice: { salePrice: 590, originalPrice: 590 },
    }),
  ],
  foreignPrice: foreign({ currency: 'TWD', amount: 590, wonPerUnit: null, rateDate: null, rateSource: null }),
});

describe('ProductCard on a foreign-currency page', () => {
  it('shows the page price, the rate with its day and source, the won cost and the sale price after the rule', () => {
    renderWithQuery(
      <ProductCard
        details={converted}
        rule={rule}
        source={{
          parser: 'generic',
          warnings: [{ code: 'foreign_currency', message: 'CNY 가격을 원화로 환산했습니다: …' }],
        }}
      />,
    );
    const note = screen.getByTestId('foreign-price');
    expect(note).toHaveTextContent(
      '공급가 ¥149.00 (환율 1 CNY = 190원, 기준일 2026-03-02, 출처 워크스페이스 설정) → 28,310원',
    );
    // (28,310 + 3,000) × 1.3 = 40,703 → 40,710원
    expect(note).toHaveTextContent('가격 규칙 적용 판매가 40,710원 (해외 배송·통관비 3,000원 포함)');
    // The note says it; the parser's own currency warning is not repeated.
    expect(screen.queryByText('CNY 가격을 원화로 환산했습니다: …')).not.toBeInTheDocument();
  });

  it('says why a currency without a rate has no price and opens the settings', async () => {
    const openSettings = vi.fn();
    renderWithQuery(<ProductCard details={unpriced} rule={rule} onOpenSettings={openSettings} />);
    const card = screen.getByRole('article', { name: '캔버스 토트백' });
    expect(card).toHaveTextContent('가격 미정');
    expect(card).not.toHaveTextContent('0원');
    expect(screen.getByRole('alert')).toHaveTextContent(
      '공급가 NT$590.00: TWD 환율이 설정되지 않아 가격을 정할 수 없습니다. 워크스페이스 업로드 설정에서 환율을 입력해 주세요.',
    );
    await userEvent.click(screen.getByRole('button', { name: '업로드 설정에서 환율 입력' }));
    expect(openSettings).toHaveBeenCalledTimes(1);
  });

  it('lists each option of the draft editor with its page amount, won cost and the overseas cost', () => {
    renderWithQuery(
      <DraftPriceRows
        supplier={converted}
        rule={rule}
        salePrices={['40710']}
        errors={undefined}
        onChange={() => {}}
      />,
    );
    expect(screen.getByRole('list', { name: '옵션별 판매가' })).toHaveTextContent(
      '공급가 ¥149.00 (28,310원) + 해외 배송·통관비 3,000원 → 규칙 적용 40,710원',
    );
  });
});

describe('UploadSettingsForm exchange rates', () => {
  it('names the default rates’ day and source, and saves the owner’s rates (the yen per 100) and overseas cost', async () => {
    const saved: MockRequest[] = [];
    mockApi({
      [`PUT /api/workspaces/${workspaceId}/upload-settings`]: (request) => {
        saved.push(request);
        return jsonResponse(200, request.body);
      },
    });
    renderWithQuery(<UploadSettingsForm workspaceId={workspaceId} settings={uploadSettingsFixture()} />);

    const rates = screen.getByRole('group', { name: '환율 (외화 상품)' });
    expect(rates).toHaveTextContent('기준일 2025-08-29, 출처 유럽중앙은행(ECB) 기준환율');
    const yuan = within(rates).getByLabelText('CNY 중국 위안화');
    expect(yuan).toHaveAttribute('placeholder', '195.09');
    expect(within(rates).getByText('기본 195.09원')).toBeInTheDocument();
    await userEvent.type(yuan, '200');
    await userEvent.type(within(rates).getByLabelText('JPY 일본 엔화 (100엔당)'), '950.5');
    await userEvent.click(within(rates).getByRole('button', { name: '다른 통화 추가' }));
    await userEvent.type(within(rates).getByLabelText('통화 코드'), 'twd');
    await userEvent.type(within(rates).getByLabelText('TWD (1단위당 원)'), '45.5');
    const overseas = screen.getByLabelText('해외 배송·통관비 (원, 외화 상품 개당)');
    await userEvent.clear(overseas);
    await userEvent.type(overseas, '3000');
    // ¥100 at 200원 = 20,000원 + 3,000원 → (23,000 × 1.3 = 29,900) 29,900원
    expect(screen.getByText(/외화 예:/)).toHaveTextContent(
      '외화 예: ¥100.00 (1 CNY = 200원) = 20,000원 + 해외 배송·통관비 3,000원 → 판매가 29,900원',
    );
    await userEvent.click(screen.getByRole('button', { name: '저장' }));

    expect(await screen.findByRole('status')).toHaveTextContent('업로드 설정을 저장했습니다.');
    expect(saved[0]?.body).toMatchObject({
      price_rule: { overseas_cost_won: 3_000 },
      exchange_rates: [
        { currency: 'CNY', won_per_unit: 200 },
        { currency: 'JPY', won_per_unit: 9.505 },
        { currency: 'TWD', won_per_unit: 45.5 },
      ],
    });
  });

  it('shows the contract’s Korean messages on the rate fields and sends nothing', async () => {
    const fetchMock = mockApi({});
    renderWithQuery(
      <UploadSettingsForm
        workspaceId={workspaceId}
        settings={uploadSettingsFixture({
          exchange_rates: [{ currency: 'USD', won_per_unit: 1400, rate_date: '2026-03-02' }],
        })}
      />,
    );
    const rates = screen.getByRole('group', { name: '환율 (외화 상품)' });
    const dollar = within(rates).getByLabelText('USD 미국 달러');
    expect(dollar).toHaveValue(1400);
    expect(within(rates).getByText('2026-03-02 설정 · 기본 1,391.54원')).toBeInTheDocument();
    await userEvent.clear(dollar);
    await userEvent.type(dollar, '-5');
    await userEvent.click(within(rates).getByRole('button', { name: '다른 통화 추가' }));
    await userEvent.type(within(rates).getByLabelText('통화 코드'), 'XYZ');
    await userEvent.type(within(rates).getByLabelText('XYZ (1단위당 원)'), '10');
    await userEvent.click(screen.getByRole('button', { name: '저장' }));

    expect(within(rates).getByText('환율은 0원보다 커야 합니다.')).toBeInTheDocument();
    expect(
      within(rates).getByText(
        '알 수 없는 통화 코드입니다. ISO 4217 코드(예: USD, CNY, JPY)로 입력해 주세요.',
      ),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);
  });
});
