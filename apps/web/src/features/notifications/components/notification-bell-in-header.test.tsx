import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../../test/api-mock';
import { testUser } from '../../../../test/fixtures/app';
import { renderApp } from '../../../../test/render-app';
import { listOf, makeInvitation } from '../testing/notification-test-helpers';

describe('the bell in the my-page header', () => {
  it('sits between the email and the logout button with the unread count', async () => {
    mockApi({
      'GET /api/user/me': { body: testUser },
      'GET /api/notifications': { body: listOf([makeInvitation('올리다상점')]) },
    });

    renderApp('/mypage/profile', { token: 'valid' });

    const header = await screen.findByRole('banner');
    const bell = await within(header).findByRole('button', { name: '알림' });
    expect(await within(header).findByTestId('notification-badge')).toHaveTextContent('1');
    const email = within(header).getByText(testUser.email);
    const logout = within(header).getByRole('button', { name: '로그아웃' });
    expect(email.compareDocumentPosition(bell) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(bell.compareDocumentPosition(logout) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
