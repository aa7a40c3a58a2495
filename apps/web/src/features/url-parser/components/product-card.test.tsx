import type { ReviewCheck } from '@ollida/contracts/review-check';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../../test/api-mock';
import {
  parserResponseFixture,
  productDetailsFixture,
  uploadSettingsFixture,
} from '../../../../test/fixtures/url-parser';
import { workspaceFixture } from '../../../../test/fixtures/workspaces';
import { renderWithQuery } from '../../../../test/render';
import { UrlParserPage } from '../pages/url-parser-page';
import { ProductCard } from './product-card';

const kcCheck: ReviewCheck = {
  code: 'certification_missing',
  severity: 'error',
  field: 'certification',
  detail:
    "'가전 > 조명 > 스탠드' 카테고리는 인증 정보가 필요합니다. 초안의 인증 정보에 인증번호를 입력해 주세요.",
  fix: {
    label: '페이지의 인증번호 XU100123-20001 넣기',
    path: 'certifications',
    value: [{ kind: 'KC_ELECTRONICS_CONFIRM', number: 'XU100123-20001' }],
  },
};

describe('ProductCard warnings', () => {
  it('links a page drawn in the browser to the extension install page', () => {
    renderWithQuery(
      <ProductCard
        details={productDetailsFixture()}
        source={{
          parser: 'generic',
          warnings: [
            {
              code: 'needs_browser',
              message: '… 올리다 브라우저 확장 프로그램으로 상품 페이지를 열어 가져와 주세요.',
            },
            { code: 'member_price', message: '회원·쿠폰 적용가(13,500원)는 … 판매가로 쓰지 않았습니다.' },
          ],
        }}
      />,
    );
    expect(screen.getByRole('link', { name: '확장 프로그램 설치' })).toHaveAttribute('href', '/extension');
    // Only that warning carries the link.
    expect(screen.getAllByRole('link', { name: '확장 프로그램 설치' })).toHaveLength(1);
    expect(screen.getByText(/회원·쿠폰 적용가/)).toBeInTheDocument();
  });
});

describe('ProductCard upload price and review', () => {
  it('shows the price the listing goes up at, with supplier cost and margin, before the actions', () => {
    renderWithQuery(
      <ProductCard
        details={productDetailsFixture()}
        listingPrice={{
          supplierCost: 89_000,
          salePrice: 111_300,
          listPrice: 111_300,
          margin: 22_300,
          marginRate: 20,
        }}
      >
        <button type="button">업로드</button>
      </ProductCard>,
    );
    const price = screen.getByTestId('listing-price');
    expect(price).toHaveTextContent('업로드 가격 판매가 111,300원 · 공급가 89,000원 · 마진 22,300원 (20.0%)');
    expect(price.compareDocumentPosition(screen.getByRole('button', { name: '업로드' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('lists the checks of a refused upload with a way back to the draft', async () => {
    const onFixInDraft = vi.fn();
    renderWithQuery(
      <ProductCard details={productDetailsFixture()} reviewChecks={[kcCheck]} onFixInDraft={onFixInDraft} />,
    );
    const checks = screen.getByRole('region', { name: '업로드 전 검토 결과' });
    expect(within(checks).getByRole('listitem')).toHaveTextContent('오류 · 인증 정보');
    // The card only leads to the editor; the fix itself is applied there.
    expect(within(checks).queryByRole('button', { name: kcCheck.fix?.label })).not.toBeInTheDocument();
    await userEvent.click(within(checks).getByRole('button', { name: '초안에서 고치기' }));
    expect(onFixInDraft).toHaveBeenCalledOnce();
  });

  it('shows the 422 listing_review_failed checks on the card and opens the draft editor from there', async () => {
    const workspaceId = workspaceFixture().workspace_id;
    mockApi({
      'GET /api/workspaces': { body: { data: [workspaceFixture()] } },
      [`GET /api/workspaces/${workspaceId}/upload-settings`]: { body: uploadSettingsFixture() },
      'POST /api/url-parser': { body: parserResponseFixture() },
      'POST /api/upload-to-coupang': {
        status: 422,
        body: {
          detail: '업로드 전 검토에서 고칠 점이 있습니다.',
          code: 'listing_review_failed',
          checks: [kcCheck],
        },
      },
    });
    renderWithQuery(<UrlParserPage />);
    await screen.findByRole('combobox', { name: '업로드할 워크스페이스' });
    await userEvent.type(screen.getByLabelText('상품 URL'), 'https://shop.example.com/p/1{Enter}');

    const card = await screen.findByRole('article', { name: '스테인리스 텀블러 500ml' });
    // Supplier 10,000원 with the 30 % rule: 13,000원.
    expect(within(card).getByTestId('listing-price')).toHaveTextContent(
      '판매가 13,000원 · 공급가 10,000원 · 마진 3,000원 (23.1%)',
    );
    const checks = await within(card).findByRole('region', { name: '업로드 전 검토 결과' });
    expect(checks).toHaveTextContent(kcCheck.detail);
    await userEvent.click(within(checks).getByRole('button', { name: '초안에서 고치기' }));
    expect(await screen.findByRole('dialog', { name: '초안 편집' })).toBeInTheDocument();
  });
});
