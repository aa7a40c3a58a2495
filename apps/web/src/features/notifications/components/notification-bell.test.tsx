import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockApi } from '../../../../test/api-mock';
import { notificationPollIntervalMs, notificationsQueryOptions } from '../api/get-notifications';
import { listOf, makeInvitation, makeNotification, renderBell } from '../testing/notification-test-helpers';

function bell() {
  return screen.getByRole('button', { name: '알림' });
}

describe('NotificationBell badge', () => {
  it('hides the badge when nothing is unread', async () => {
    const fetchMock = mockApi({
      'GET /api/notifications': { body: listOf([makeNotification({ read: true })]) },
    });
    renderBell();

    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/notifications')).toHaveLength(1));
    expect(bell()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(bell()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
    expect(bell()).not.toHaveAccessibleDescription();
  });

  it('shows the unread count', async () => {
    mockApi({ 'GET /api/notifications': { body: listOf([makeNotification()], 3) } });
    renderBell();

    expect(await screen.findByTestId('notification-badge')).toHaveTextContent('3');
    expect(bell()).toHaveAccessibleDescription('읽지 않은 알림 3개');
  });

  it('caps the badge at 9+', async () => {
    mockApi({ 'GET /api/notifications': { body: listOf([makeNotification()], 12) } });
    renderBell();

    expect(await screen.findByTestId('notification-badge')).toHaveTextContent('9+');
    expect(bell()).toHaveAccessibleDescription('읽지 않은 알림 12개');
  });

  it('polls every 30 seconds while visible and again on window focus', () => {
    const options = notificationsQueryOptions();
    expect(notificationPollIntervalMs).toBe(30_000);
    expect(options.refetchInterval).toBe(30_000);
    expect(options.refetchIntervalInBackground).toBe(false);
    expect(options.refetchOnWindowFocus).toBe(true);
  });
});

describe('NotificationBell dropdown', () => {
  it('reads the list again when opened, so a notice from a moment ago shows without waiting for the poll', async () => {
    const fetchMock = mockApi({ 'GET /api/notifications': { body: listOf([]) } });
    renderBell();
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/notifications')).toHaveLength(1));

    await userEvent.click(bell());
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/notifications')).toHaveLength(2));
  });

  it('opens with focus inside and closes on Escape with focus back on the bell', async () => {
    mockApi({ 'GET /api/notifications': { body: listOf([]) } });
    renderBell();

    await userEvent.click(bell());

    const dialog = screen.getByRole('dialog', { name: '알림' });
    expect(bell()).toHaveAttribute('aria-expanded', 'true');
    expect(bell()).toHaveAttribute('aria-controls', dialog.id);
    expect(dialog).toHaveFocus();
    expect(await within(dialog).findByText('새 알림이 없습니다.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '모두 읽음' })).toBeDisabled();

    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bell()).toHaveAttribute('aria-expanded', 'false');
    expect(bell()).toHaveFocus();
  });

  it('closes on a click outside but not on a click inside', async () => {
    mockApi({ 'GET /api/notifications': { body: listOf([makeNotification({ read: true })]) } });
    renderBell();

    await userEvent.click(bell());
    await userEvent.click(await screen.findByText('새 소식이 있습니다.'));
    expect(screen.getByRole('dialog', { name: '알림' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '바깥 버튼' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '바깥 버튼' })).toHaveFocus();
  });

  it('toggles closed from the bell itself', async () => {
    mockApi({ 'GET /api/notifications': { body: listOf([]) } });
    renderBell();

    await userEvent.click(bell());
    await userEvent.click(bell());

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bell()).toHaveFocus();
  });

  it('lists newest first with the Seoul time, unread ones marked', async () => {
    const older = makeNotification({ message: '예전 소식', created_at: '2024-06-19T15:00:00Z', read: true });
    const newer = makeNotification({ message: '최근 소식', created_at: '2024-06-20T05:30:00Z' });
    mockApi({ 'GET /api/notifications': { body: listOf([older, newer]) } });
    renderBell();

    await userEvent.click(bell());

    const items = await within(screen.getByRole('list', { name: '알림' })).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '읽지 않음: 최근 소식2024. 06. 20. 14:30',
      '예전 소식2024. 06. 20. 00:00',
    ]);
  });

  it('shows answered invitations with their outcome and no buttons', async () => {
    const accepted = makeInvitation('가게A', { read: true });
    const declined = makeInvitation('가게B', { read: true });
    if (accepted.invitation) accepted.invitation.status = 'accepted';
    if (declined.invitation) declined.invitation.status = 'declined';
    mockApi({ 'GET /api/notifications': { body: listOf([accepted, declined]) } });
    renderBell();

    await userEvent.click(bell());

    expect(await screen.findByText('수락함')).toBeInTheDocument();
    expect(screen.getByText('거절함')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '수락' })).not.toBeInTheDocument();
  });

  it('shows a load failure with a retry that loads the list', async () => {
    let isDown = true;
    const fetchMock = mockApi({
      'GET /api/notifications': () =>
        isDown
          ? jsonResponse(500, { detail: '서버 오류가 발생했습니다.', code: 'internal_error' })
          : jsonResponse(200, listOf([makeNotification({ message: '다시 온 소식' })])),
    });
    renderBell();

    await userEvent.click(bell());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('알림을 불러오지 못했습니다.');
    isDown = false;
    await userEvent.click(within(alert).getByRole('button', { name: '다시 시도' }));

    expect(await screen.findByText('다시 온 소식')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/notifications')).toHaveLength(3);
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('1');
  });
});
