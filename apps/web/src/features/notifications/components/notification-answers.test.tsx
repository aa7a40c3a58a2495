import type { Notification } from '@ollida/contracts/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockApi } from '../../../../test/api-mock';
import { listOf, makeInvitation, makeNotification, renderBell } from '../testing/notification-test-helpers';

/** A server whose list reflects the answers given so far. */
function fakeServer(initial: Notification[]) {
  let notifications = initial;
  const answer = (id: string, status: 'accepted' | 'declined') => {
    notifications = notifications.map((item) =>
      item.id === id && item.invitation
        ? { ...item, read: true, invitation: { ...item.invitation, status } }
        : item,
    );
  };
  const unread = () => notifications.filter((item) => !item.read).length;
  return {
    list: () => jsonResponse(200, listOf(notifications)),
    accept: (id: string, workspaceName: string) => () => {
      answer(id, 'accepted');
      return jsonResponse(200, { message: `${workspaceName} 워크스페이스에 참여했습니다.` });
    },
    decline: (id: string) => () => {
      answer(id, 'declined');
      return jsonResponse(200, { message: '초대를 거절했습니다.' });
    },
    read: (id: string) => () => {
      notifications = notifications.map((item) => (item.id === id ? { ...item, read: true } : item));
      return jsonResponse(200, { message: '알림을 읽음으로 표시했습니다.', unread_count: unread() });
    },
    readAll: () => {
      notifications = notifications.map((item) => ({ ...item, read: true }));
      return jsonResponse(200, { message: '모든 알림을 읽음으로 표시했습니다.', unread_count: 0 });
    },
  };
}

async function openBell() {
  await userEvent.click(screen.getByRole('button', { name: '알림' }));
  return screen.getByRole('dialog', { name: '알림' });
}

describe('answering invitations', () => {
  it('accepts: calls the API, reloads notifications and workspaces, shows the server message', async () => {
    const invitation = makeInvitation('올리다상점');
    const server = fakeServer([invitation]);
    const fetchMock = mockApi({
      'GET /api/notifications': server.list,
      [`POST /api/notifications/${invitation.id}/accept`]: server.accept(invitation.id, '올리다상점'),
    });
    const { queryClient } = renderBell();
    queryClient.setQueryData(['workspaces', 'list'], []);
    const dialog = await openBell();

    await userEvent.click(await within(dialog).findByRole('button', { name: '수락' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      '올리다상점 워크스페이스에 참여했습니다.',
    );
    expect(callsTo(fetchMock, `POST /api/notifications/${invitation.id}/accept`)).toHaveLength(1);
    expect(queryClient.getQueryState(['workspaces', 'list'])?.isInvalidated).toBe(true);
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/notifications')).toHaveLength(3));
    expect(within(dialog).getByText('수락함')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: '수락' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
    expect(dialog).toHaveFocus();
  });

  it('declines: calls the API and shows the invitation as declined', async () => {
    const invitation = makeInvitation('올리다상점');
    const server = fakeServer([invitation]);
    const fetchMock = mockApi({
      'GET /api/notifications': server.list,
      [`POST /api/notifications/${invitation.id}/decline`]: server.decline(invitation.id),
    });
    const { queryClient } = renderBell();
    queryClient.setQueryData(['workspaces', 'list'], []);
    const dialog = await openBell();

    await userEvent.click(await within(dialog).findByRole('button', { name: '거절' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent('초대를 거절했습니다.');
    expect(within(dialog).getByText('거절함')).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST /api/notifications/${invitation.id}/decline`)).toHaveLength(1);
    expect(callsTo(fetchMock, `POST /api/notifications/${invitation.id}/accept`)).toHaveLength(0);
    expect(queryClient.getQueryState(['workspaces', 'list'])?.isInvalidated).toBe(false);
  });

  it('shows the server detail when an answer fails and keeps the buttons', async () => {
    const invitation = makeInvitation('올리다상점');
    mockApi({
      'GET /api/notifications': { body: listOf([invitation]) },
      [`POST /api/notifications/${invitation.id}/accept`]: {
        status: 409,
        body: { detail: '이미 응답한 초대입니다.', code: 'invitation_answered' },
      },
    });
    renderBell();
    const dialog = await openBell();

    await userEvent.click(await within(dialog).findByRole('button', { name: '수락' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('이미 응답한 초대입니다.');
    expect(within(dialog).getByRole('button', { name: '수락' })).toBeEnabled();
  });
});

describe('marking notifications read', () => {
  it('marks an unread notice read when clicked and lowers the badge', async () => {
    const notice = makeNotification({ message: '상품 등록이 끝났습니다.' });
    const other = makeNotification({ message: '주문이 들어왔습니다.', created_at: '2024-06-19T05:30:00Z' });
    const server = fakeServer([notice, other]);
    const fetchMock = mockApi({
      'GET /api/notifications': server.list,
      [`POST /api/notifications/${notice.id}/read`]: server.read(notice.id),
    });
    renderBell();
    expect(await screen.findByTestId('notification-badge')).toHaveTextContent('2');
    const dialog = await openBell();

    await userEvent.click(within(dialog).getByRole('button', { name: /상품 등록이 끝났습니다/ }));

    await waitFor(() => expect(screen.getByTestId('notification-badge')).toHaveTextContent('1'));
    expect(callsTo(fetchMock, `POST /api/notifications/${notice.id}/read`)).toHaveLength(1);
    expect(within(dialog).queryByRole('button', { name: /상품 등록이 끝났습니다/ })).not.toBeInTheDocument();
    expect(within(dialog).getByText('상품 등록이 끝났습니다.')).toBeInTheDocument();
  });

  it('does not mark an unread invitation read just by clicking its text', async () => {
    const invitation = makeInvitation('올리다상점');
    const fetchMock = mockApi({ 'GET /api/notifications': { body: listOf([invitation]) } });
    renderBell();
    const dialog = await openBell();

    await userEvent.click(await within(dialog).findByText(invitation.message));

    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('모두 읽음 marks everything read and hides the badge', async () => {
    const server = fakeServer([makeNotification(), makeNotification(), makeInvitation('올리다상점')]);
    const fetchMock = mockApi({
      'GET /api/notifications': server.list,
      'POST /api/notifications/read-all': server.readAll,
    });
    renderBell();
    expect(await screen.findByTestId('notification-badge')).toHaveTextContent('3');
    const dialog = await openBell();

    await userEvent.click(within(dialog).getByRole('button', { name: '모두 읽음' }));

    await waitFor(() => expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'POST /api/notifications/read-all')).toHaveLength(1);
    expect(within(dialog).queryAllByText(/^읽지 않음/)).toHaveLength(0);
    expect(within(dialog).getByRole('button', { name: '모두 읽음' })).toBeDisabled();
    // Read, but the invitation can still be answered.
    expect(within(dialog).getByRole('button', { name: '수락' })).toBeEnabled();
  });

  it('shows the server detail when 모두 읽음 fails', async () => {
    mockApi({
      'GET /api/notifications': { body: listOf([makeNotification()]) },
      'POST /api/notifications/read-all': {
        status: 500,
        body: { detail: '서버 오류가 발생했습니다.', code: 'internal_error' },
      },
    });
    renderBell();
    const dialog = await openBell();

    await userEvent.click(await within(dialog).findByRole('button', { name: '모두 읽음' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('서버 오류가 발생했습니다.');
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('1');
  });
});
