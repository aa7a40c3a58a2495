import { describe, expect, it } from 'vitest';
import { invitationMessage } from './invitation-message.ts';

describe('invitationMessage', () => {
  it('names the inviter, the workspace and the role in Korean', () => {
    expect(
      invitationMessage({
        inviterName: '김사장',
        inviterEmail: 'boss@example.com',
        workspaceName: '올리다',
        role: 'admin',
      }),
    ).toBe('김사장님이 올리다 워크스페이스에 관리자로 초대했습니다.');
  });

  it('falls back to the part of the email before the @ when the inviter has no name', () => {
    expect(
      invitationMessage({
        inviterName: '  ',
        inviterEmail: 'boss@example.com',
        workspaceName: '상점',
        role: 'member',
      }),
    ).toBe('boss님이 상점 워크스페이스에 멤버로 초대했습니다.');
  });
});
