import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTool } from '../testing/render-tool';
import { productDetailsFixture } from '../testing/url-parser-fixtures';
import { ProductCard } from './product-card';

describe('ProductCard warnings', () => {
  it('links a page drawn in the browser to the extension install page', () => {
    renderTool(
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
