import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, type MockRequest, mockApi } from '../../../../test/api-mock';
import {
  productDetailsFixture,
  productItemFixture,
  uploadSettingsFixture,
} from '../../../../test/fixtures/url-parser';
import { workspaceFixture } from '../../../../test/fixtures/workspaces';
import { renderWithQuery } from '../../../../test/render';
import type { DraftEdit } from '../hooks/use-single-upload';
import { DraftEditorModal } from './draft-editor-modal';

const rule = uploadSettingsFixture().price_rule;
const supplier = productDetailsFixture({
  items: [
    productItemFixture({ itemName: '실버', salePrice: 10_000, originalPrice: 12_000 }),
    productItemFixture({ itemName: '블랙', salePrice: 2_000, originalPrice: 2_000 }),
  ],
});

function renderEditor(edit: DraftEdit | null = null, reviewDelayMs = 0) {
  const onSave = vi.fn<(edit: DraftEdit) => void>();
  renderWithQuery(
    <DraftEditorModal
      supplier={supplier}
      edit={edit}
      rule={rule}
      ruleNote="워크스페이스 가격 규칙"
      workspace={workspaceFixture()}
      onSave={onSave}
      onClose={() => undefined}
      reviewDelayMs={reviewDelayMs}
    />,
  );
  return onSave;
}

describe('DraftEditorModal', () => {
  it('previews the rule per item, lets the seller override and re-apply it', async () => {
    mockApi();
    const onSave = renderEditor();

    const rows = screen.getByRole('list', { name: '옵션별 판매가' });
    expect(rows).toHaveTextContent('공급가 10,000원 → 규칙 적용 13,000원');
    // 2,000원 × 1.3 = 2,600원 is below the 1,000원 minimum margin, so 3,000원.
    expect(rows).toHaveTextContent('공급가 2,000원 → 규칙 적용 3,000원');
    const silver = within(rows).getByLabelText('실버 판매가 (원)');
    expect(silver).toHaveValue(13_000);

    await userEvent.clear(silver);
    await userEvent.type(silver, '15900');
    await userEvent.click(screen.getByRole('button', { name: '가격 규칙 다시 적용' }));
    expect(silver).toHaveValue(13_000);
    await userEvent.clear(silver);
    await userEvent.type(silver, '17000');
    await userEvent.click(screen.getByRole('button', { name: '저장' }));

    const saved = onSave.mock.calls[0]?.[0];
    expect(
      saved?.details.items.map(({ salePrice, originalPrice }) => ({ salePrice, originalPrice })),
    ).toEqual([
      { salePrice: 17_000, originalPrice: 17_000 },
      { salePrice: 3_000, originalPrice: 3_000 },
    ]);
    expect(saved?.details.price).toBe(17_000);
    expect(saved?.category).toBeNull();
  });

  it('shows the margin each typed price leaves against the supplier cost', async () => {
    mockApi();
    renderEditor();

    const rows = screen.getByRole('list', { name: '옵션별 판매가' });
    const [silverPrice, blackPrice] = within(rows).getAllByTestId('draft-item-price');
    expect(silverPrice).toHaveTextContent('판매가 13,000원 · 공급가 10,000원 · 마진 3,000원 (23.1%)');
    expect(blackPrice).toHaveTextContent('판매가 3,000원 · 공급가 2,000원 · 마진 1,000원 (33.3%)');

    const silver = within(rows).getByLabelText('실버 판매가 (원)');
    await userEvent.clear(silver);
    await userEvent.type(silver, '9000');
    expect(within(rows).getAllByTestId('draft-item-price')[0]).toHaveTextContent(
      '판매가 9,000원 · 공급가 10,000원 · 마진 -1,000원 (-11.1%)',
    );
  });

  it('refuses 0원, prices under 10원 and prices not in 10-won steps, and clears the error once fixed', async () => {
    mockApi();
    const onSave = renderEditor();
    const silver = within(screen.getByRole('list', { name: '옵션별 판매가' })).getByLabelText(
      '실버 판매가 (원)',
    );

    for (const [typed, message] of [
      ['0', '판매가가 0원입니다. 10원 이상으로 입력해 주세요.'],
      ['5', '판매가는 10원 이상이어야 합니다.'],
      ['12905', '판매가는 10원 단위로 입력해 주세요. (예: 12,900원)'],
    ] as const) {
      await userEvent.clear(silver);
      await userEvent.type(silver, typed);
      await userEvent.click(screen.getByRole('button', { name: '저장' }));
      expect(screen.getByText(message)).toBeInTheDocument();
      expect(silver).toHaveAttribute('aria-invalid', 'true');
    }
    expect(onSave).not.toHaveBeenCalled();

    await userEvent.clear(silver);
    await userEvent.type(silver, '12910');
    expect(screen.queryByText(/판매가는 10원 단위로/)).not.toBeInTheDocument();
    expect(silver).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(onSave.mock.calls[0]?.[0].details.items[0]?.salePrice).toBe(12_910);
  });

  it('edits both names together or apart, and the search tags within the limits', async () => {
    mockApi();
    const onSave = renderEditor();

    const name = screen.getByLabelText('상품명');
    await userEvent.clear(name);
    await userEvent.type(name, '보온 텀블러');
    await userEvent.click(screen.getByLabelText('노출 상품명과 판매자 상품명을 같게'));
    await userEvent.type(screen.getByLabelText('판매자 상품명'), ' (판매자용)');

    const tags = screen.getByLabelText('검색어 (쉼표로 구분, 최대 20개)');
    await userEvent.clear(tags);
    await userEvent.type(tags, Array.from({ length: 21 }, (_, index) => `태그${index}`).join(','));
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(screen.getByText('검색어는 최대 20개까지 입력할 수 있습니다.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();

    await userEvent.clear(tags);
    await userEvent.type(tags, '텀블러, 보온병 ,, 텀블러');
    await userEvent.click(screen.getByRole('button', { name: '저장' }));

    const saved = onSave.mock.calls[0]?.[0];
    expect(saved?.details.displayProductName).toBe('보온 텀블러');
    expect(saved?.details.sellerProductName).toBe('보온 텀블러 (판매자용)');
    expect(saved?.details.items.map((item) => item.searchTags)).toEqual([
      ['텀블러', '보온병'],
      ['텀블러', '보온병'],
    ]);
  });

  it('searches the marketplace categories and keeps the chosen one', async () => {
    mockApi({
      [`GET /api/workspaces/${workspaceFixture().workspace_id}/categories`]: {
        body: { data: [{ id: '80285', name: '주방용품 > 텀블러' }] },
      },
    });
    const onSave = renderEditor();

    await userEvent.type(screen.getByLabelText('카테고리 검색어'), '텀블러{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: '주방용품 > 텀블러 (80285)' }));
    expect(screen.getByText('선택한 카테고리: 주방용품 > 텀블러 (ID 80285)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '저장' }));

    expect(onSave.mock.calls[0]?.[0].category).toEqual({ id: '80285', name: '주방용품 > 텀블러' });
  });

  it('adds certificates (at most five) and an exemption, checks the numbers and saves them in the draft', async () => {
    mockApi();
    const onSave = renderEditor();

    const add = screen.getByRole('button', { name: '인증 추가' });
    await userEvent.click(add);
    await userEvent.selectOptions(screen.getByLabelText('인증 종류 1'), '전기용품 안전확인');
    await userEvent.type(screen.getByLabelText('인증번호 1'), 'XU 1');
    for (let count = 1; count < 5; count += 1)
      await userEvent.click(screen.getByRole('button', { name: '인증 추가' }));
    expect(screen.getByRole('button', { name: '인증 추가 (최대 5개)' })).toBeDisabled();
    for (let index = 5; index > 1; index -= 1)
      await userEvent.click(screen.getByRole('button', { name: `인증 ${index} 삭제` }));
    expect(
      screen.getAllByRole('listitem').filter((row) => row.closest('[aria-label="인증 목록"]')),
    ).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(screen.getByText('인증번호는 영문, 숫자, 하이픈(-)만 입력할 수 있습니다.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();

    const number = screen.getByLabelText('인증번호 1');
    await userEvent.clear(number);
    await userEvent.type(number, 'XU100123-20001');
    await userEvent.selectOptions(screen.getByLabelText('인증 대상 아님(면제)'), '구매대행');
    await userEvent.click(screen.getByRole('button', { name: '저장' }));

    const saved = onSave.mock.calls[0]?.[0];
    expect(saved?.details.certifications).toEqual([
      { kind: 'KC_ELECTRONICS_CONFIRM', number: 'XU100123-20001' },
    ]);
    expect(saved?.details.certificationExemption).toBe('overseas_purchase');
  });

  it('reviews the draft as edited and applies a check’s fix to the form', async () => {
    const bodies: unknown[] = [];
    mockApi({
      'POST /api/listing-review': (request: MockRequest) => {
        bodies.push(request.body);
        const details = (request.body as { product_details: { certifications?: unknown[] } }).product_details;
        const certified = (details.certifications ?? []).length > 0;
        return jsonResponse(200, {
          data: {
            ready: certified,
            price: {
              supplierCost: 10_000,
              salePrice: 13_000,
              listPrice: 13_000,
              margin: 3_000,
              marginRate: 23.1,
            },
            shipping: { fee: 3_000, freeOver: null, jejuExtra: 3_000, islandExtra: 5_000 },
            category: { id: '80285', name: '주방용품 > 텀블러', confidence: 'predicted' },
            checks: certified
              ? []
              : [
                  {
                    code: 'certification_missing',
                    severity: 'error',
                    field: 'certification',
                    detail: "'주방용품 > 텀블러' 카테고리는 인증 정보가 필요합니다.",
                    fix: {
                      label: '페이지의 인증번호 XU100123-20001 넣기',
                      path: 'certifications',
                      value: [{ kind: 'KC_HOUSEHOLD_CONFIRM', number: 'XU100123-20001' }],
                    },
                  },
                ],
          },
        });
      },
    });
    const onSave = renderEditor();

    const panel = await screen.findByRole('region', { name: '업로드 전 검토' });
    expect(
      await within(panel).findByText('판매가 13,000원 · 공급가 10,000원 · 마진 3,000원 (23.1%)'),
    ).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({
      workspace_id: workspaceFixture().workspace_id,
      product_details: { items: [{ salePrice: 13_000, supplierPrice: 10_000 }, { salePrice: 3_000 }] },
    });

    await userEvent.click(
      within(panel).getByRole('button', { name: '페이지의 인증번호 XU100123-20001 넣기' }),
    );
    expect(screen.getByLabelText('인증 종류 1')).toHaveValue('KC_HOUSEHOLD_CONFIRM');
    expect(screen.getByLabelText('인증번호 1')).toHaveValue('XU100123-20001');
    expect(await within(panel).findByText('업로드할 준비가 되었습니다.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(onSave.mock.calls[0]?.[0].details.certifications).toEqual([
      { kind: 'KC_HOUSEHOLD_CONFIRM', number: 'XU100123-20001' },
    ]);
  });
});
