import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, mockApi } from '../../../test/api-mock';
import { productPageBody, uploadedProductFixture } from '../../../test/fixtures/uploaded-products';
import {
  parserResponseFixture,
  uploadResponseFixture,
  uploadSettingsFixture,
} from '../../../test/fixtures/url-parser';
import { workspaceFixture } from '../../../test/fixtures/workspaces';
import { renderWithQuery } from '../../../test/render';
import { storeToken } from '../../lib/auth-storage';
import { ProductsRoute } from './products-route';

const workspace = workspaceFixture();

describe('ProductsRoute', () => {
  it('reloads the list after a quick upload from the folded panel', async () => {
    storeToken('test-token');
    const fetchMock = mockApi({
      'GET /api/workspaces': { body: { data: [workspace] } },
      [`GET /api/workspaces/${workspace.workspace_id}/upload-settings`]: { body: uploadSettingsFixture() },
      'GET /api/uploaded-products/uploaders': { body: { data: [] } },
      'GET /api/uploaded-products': { body: productPageBody([uploadedProductFixture()]) },
      'POST /api/uploaded-products/listing-states': { body: { data: [] } },
      'POST /api/url-parser': { body: parserResponseFixture() },
      'POST /api/upload-to-coupang': { body: uploadResponseFixture() },
    });
    renderWithQuery(<ProductsRoute />);

    await screen.findByRole('article', { name: '스테인리스 텀블러 500ml' });
    expect(callsTo(fetchMock, 'GET /api/uploaded-products')).toHaveLength(1);
    await userEvent.click(screen.getByText('빠른 등록 — URL 하나로 바로 올리기'));
    await screen.findByRole('option', { name: '[COUPANG] 올리다 쿠팡점' });
    await userEvent.type(screen.getByLabelText('원본 상품 URL'), 'shop.example.com/p/1{Enter}');

    expect(await screen.findByText('총 1 · 성공 1 · 실패 0')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/uploaded-products')).toHaveLength(2));
  });
});
