import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, type MockRequest, mockApi } from '../../../../test/api-mock';
import { memberFixture, workspaceFixture } from '../../../../test/fixtures/workspaces';
import { renderWithQuery } from '../../../../test/render';
import { memberAvatarColor } from '../lib/member-avatar';
import { MemberModal } from './member-modal';

const workspaceId = '11111111-1111-4111-8111-111111111111';
const membersRoute = `GET /api/workspaces/${workspaceId}/members`;
const inviteRoute = `POST /api/workspaces/${workspaceId}/members/invite`;
const members = [
  memberFixture(),
  memberFixture({ email: 'hana.kim@example.com', name: null, role: 'admin' }),
  memberFixture({ email: 'bob@example.com', name: 'bob lee', role: 'member' }),
];

function rowOf(text: string) {
  const row = screen.getByText(text, { selector: 'p' }).closest('li');
  if (!row) throw new Error(`no member row for ${text}`);
  return row;
}

describe('member modal', () => {
  it('lists members with a count, email-prefix names, initials and the colour rule', async () => {
    mockApi({ [membersRoute]: { body: { data: members, invitations: [] } } });

    renderWithQuery(<MemberModal workspace={workspaceFixture()} mode="manage" onClose={() => undefined} />);

    const dialog = screen.getByRole('dialog', { name: '멤버 관리 — 올리다 쿠팡점' });
    expect(await within(dialog).findByRole('heading', { name: '현재 멤버 (3명)' })).toBeInTheDocument();
    const hana = rowOf('hana.kim');
    const initials = within(hana).getByTestId('member-initials');
    expect(initials).toHaveTextContent('HA');
    expect(initials).toHaveClass(memberAvatarColor('hana.kim@example.com'));
    expect(memberAvatarColor('hana.kim@example.com')).toBe('bg-red-700');
    expect(within(rowOf('bob lee')).getByTestId('member-initials')).toHaveTextContent('BO');
    expect(within(hana).getByText('관리자')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('다른 멤버는 워크스페이스 소유자만 관리할 수 있습니다.');
  });

  it('lets the owner remove a non-owner member after confirming', async () => {
    let current = members;
    const fetchMock = mockApi({
      [membersRoute]: () => jsonResponse(200, { data: current, invitations: [] }),
      [`DELETE /api/workspaces/${workspaceId}/members/bob%40example.com`]: () => {
        current = members.slice(0, 2);
        return jsonResponse(200, { message: '멤버를 내보냈습니다.' });
      },
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderWithQuery(<MemberModal workspace={workspaceFixture()} mode="manage" onClose={() => undefined} />);
    await screen.findByRole('heading', { name: '현재 멤버 (3명)' });

    expect(within(rowOf('김소유')).queryByRole('button', { name: /내보내기/ })).not.toBeInTheDocument();
    const remove = within(rowOf('bob lee')).getByRole('button', { name: 'bob lee 내보내기' });
    await userEvent.click(remove);
    expect(confirm).toHaveBeenCalledWith('이 멤버를 워크스페이스에서 내보낼까요?');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await userEvent.click(remove);
    expect(await screen.findByRole('status')).toHaveTextContent('멤버를 내보냈습니다.');
    expect(await screen.findByRole('heading', { name: '현재 멤버 (2명)' })).toBeInTheDocument();
  });

  it('lists pending invitations beside the members and lets an admin cancel one, which frees its seat', async () => {
    const invitation = {
      id: '33333333-3333-4333-8333-333333333333',
      email: 'waiting@example.com',
      role: 'member' as const,
      invited_at: '2024-06-22T01:00:00.000Z',
    };
    let invitations = [invitation];
    const fetchMock = mockApi({
      [membersRoute]: () => jsonResponse(200, { data: members, invitations }),
      [`DELETE /api/workspaces/${workspaceId}/invitations/${invitation.id}`]: () => {
        invitations = [];
        return jsonResponse(200, { message: '초대를 취소했습니다.' });
      },
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const admin = workspaceFixture({ user_role: 'admin', is_owner: false });
    renderWithQuery(<MemberModal workspace={admin} mode="manage" onClose={() => undefined} />);

    expect(await screen.findByRole('heading', { name: '대기 중인 초대 (1건)' })).toBeInTheDocument();
    const row = rowOf('waiting@example.com');
    expect(row).toHaveTextContent('2024. 06. 22. 초대 · 응답 대기 중');
    expect(row).toHaveTextContent('멤버');
    const cancel = within(row).getByRole('button', { name: 'waiting@example.com 초대 취소' });
    await userEvent.click(cancel);
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(
      callsTo(fetchMock, `DELETE /api/workspaces/${workspaceId}/invitations/${invitation.id}`),
    ).toHaveLength(0);

    await userEvent.click(cancel);
    expect(await screen.findByRole('status')).toHaveTextContent('초대를 취소했습니다.');
    await waitFor(() => expect(screen.queryByText('waiting@example.com')).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: /대기 중인 초대/ })).not.toBeInTheDocument();
  });

  it('shows pending invitations to a member without a cancel button', async () => {
    mockApi({
      [membersRoute]: {
        body: {
          data: members,
          invitations: [
            {
              id: '33333333-3333-4333-8333-333333333333',
              email: 'waiting@example.com',
              role: 'admin',
              invited_at: '2024-06-22T01:00:00.000Z',
            },
          ],
        },
      },
    });
    const member = workspaceFixture({ user_role: 'member', is_owner: false });
    renderWithQuery(<MemberModal workspace={member} mode="manage" onClose={() => undefined} />);

    expect(await screen.findByText('waiting@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /초대 취소/ })).not.toBeInTheDocument();
  });

  it('hides removal from an admin, who can still invite', async () => {
    mockApi({ [membersRoute]: { body: { data: members, invitations: [] } } });
    const admin = workspaceFixture({ user_role: 'admin', is_owner: false });

    renderWithQuery(<MemberModal workspace={admin} mode="invite" onClose={() => undefined} />);

    await screen.findByRole('heading', { name: '현재 멤버 (3명)' });
    expect(screen.queryByRole('button', { name: /내보내기/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('이메일')).toHaveFocus();
  });

  it('validates and sends an invitation, and shows the server detail on failure', async () => {
    const sent: MockRequest[] = [];
    mockApi({
      [membersRoute]: { body: { data: members, invitations: [] } },
      [inviteRoute]: (request) => {
        sent.push(request);
        return sent.length === 1
          ? jsonResponse(201, { message: 'new@example.com 님에게 초대를 보냈습니다.' })
          : jsonResponse(409, { detail: '이미 워크스페이스 멤버입니다.', code: 'already_member' });
      },
    });
    renderWithQuery(<MemberModal workspace={workspaceFixture()} mode="manage" onClose={() => undefined} />);
    const form = screen.getByRole('form', { name: '멤버 초대' });
    const submit = within(form).getByRole('button', { name: '초대 보내기' });

    expect(submit).toBeDisabled();
    await userEvent.type(within(form).getByLabelText('이메일'), 'not-an-email');
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    expect(form).toHaveTextContent('올바른 이메일 형식이 아닙니다.');
    expect(sent).toHaveLength(0);

    await userEvent.clear(within(form).getByLabelText('이메일'));
    await userEvent.type(within(form).getByLabelText('이메일'), ' new@example.com ');
    await userEvent.selectOptions(within(form).getByLabelText('역할'), 'admin');
    await userEvent.click(submit);
    expect(await within(form).findByRole('status')).toHaveTextContent('초대를 보냈습니다.');
    expect(sent[0]?.body).toEqual({ email: 'new@example.com', role: 'admin' });
    expect(within(form).getByLabelText('이메일')).toHaveValue('');

    await userEvent.type(within(form).getByLabelText('이메일'), 'bob@example.com');
    await userEvent.click(submit);
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      '초대 실패: 이미 워크스페이스 멤버입니다.',
    );
  });

  it('explains a failed member list', async () => {
    const fetchMock = mockApi({
      [membersRoute]: {
        status: 404,
        body: { detail: '워크스페이스를 찾을 수 없습니다.', code: 'not_found' },
      },
    });
    renderWithQuery(<MemberModal workspace={workspaceFixture()} mode="manage" onClose={() => undefined} />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('멤버 목록을 불러오지 못했습니다');
    expect(alert).toHaveTextContent('워크스페이스를 찾을 수 없습니다.');
    expect(callsTo(fetchMock, membersRoute)).toHaveLength(1);
  });

  it('closes with Escape and keeps Tab inside', async () => {
    mockApi({ [membersRoute]: { body: { data: members, invitations: [] } } });
    const onClose = vi.fn();
    renderWithQuery(<MemberModal workspace={workspaceFixture()} mode="manage" onClose={onClose} />);
    await screen.findByRole('heading', { name: '현재 멤버 (3명)' });
    const dialog = screen.getByRole('dialog');

    for (let step = 0; step < 12; step += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
