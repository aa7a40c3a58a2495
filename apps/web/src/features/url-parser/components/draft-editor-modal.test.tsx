import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { workspaceFixture } from '../../workspaces/testing/workspace-fixtures';
import type { DraftEdit } from '../hooks/use-single-upload';
import { renderTool } from '../testing/render-tool';
import {
  productDetailsFixture,
  productItemFixture,
  uploadSettingsFixture,
} from '../testing/url-parser-fixtures';
import { DraftEditorModal } from './draft-editor-modal';

const rule = uploadSettingsFixture().price_rule;
const supplier = productDetailsFixture({
  items: [
    productItemFixture({ itemName: '실버', salePrice: 10_000, originalPrice: 12_000 }),
    productItemFixture({ itemName: '블랙', salePrice: 2_000, originalPrice: 2_000 }),
  ],
});

function renderEditor(edit: DraftEdit | null = null) {
  const onSave = vi.fn<(edit: DraftEdit) => void>();
  renderTool(
    <DraftEditorModal
      supplier={supplier}
      edit={edit}
      rule={rule}
      ruleNote="워크스페이스 가격 규칙"
      workspace={workspaceFixture()}
      onSave={onSave}
      onClose={() => undefined}
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
});
