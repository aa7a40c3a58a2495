import { type InviteMember, invitableRoles, inviteMemberSchema } from '@ollida/contracts/members';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorDetail, fieldErrorsOf } from '../../../lib/error-text';
import { useInviteMember } from '../api/invite-member';

type InvitableRole = InviteMember['role'];

const roleOptionLabels = {
  member: '멤버 (상품 등록·조회)',
  admin: '관리자 (멤버 권한 + 워크스페이스 설정)',
} as const satisfies Record<InvitableRole, string>;

function isInvitableRole(value: string): value is InvitableRole {
  return (invitableRoles as readonly string[]).includes(value);
}

/** Invites someone by email as member or admin; the server sends them a notification. */
export function InviteForm({ workspaceId, autoFocus }: { workspaceId: string; autoFocus: boolean }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InvitableRole>('member');
  const [error, setError] = useState<string | undefined>();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const invite = useInviteMember(workspaceId);
  const roleId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    setSentMessage(null);
    const parsed = inviteMemberSchema.safeParse({ email, role });
    if (!parsed.success) {
      const errors = fieldErrorsOf(parsed.error.issues);
      setError(errors.email ?? errors.role ?? errors._form);
      return;
    }
    setError(undefined);
    invite.mutate(parsed.data, {
      onSuccess: (response) => {
        setEmail('');
        setRole('member');
        setSentMessage(response.message);
      },
    });
  }

  return (
    <form noValidate onSubmit={submit} aria-label="멤버 초대" className="space-y-3">
      <h3 className="font-bold text-slate-900">멤버 초대</h3>
      <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
        <TextField
          label="이메일"
          type="email"
          value={email}
          onValueChange={setEmail}
          error={error}
          placeholder="name@example.com"
          autoComplete="off"
          data-autofocus={autoFocus ? true : undefined}
        />
        <div className="space-y-1">
          <label htmlFor={roleId} className="block text-sm font-medium text-slate-700">
            역할
          </label>
          <select
            id={roleId}
            value={role}
            onChange={(event) => {
              if (isInvitableRole(event.target.value)) setRole(event.target.value);
            }}
            className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
          >
            {invitableRoles.map((option) => (
              <option key={option} value={option}>
                {roleOptionLabels[option]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {invite.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          초대 실패: {errorDetail(invite.error)}
        </p>
      )}
      {sentMessage && (
        <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-800">
          {sentMessage}
        </p>
      )}
      <Button type="submit" disabled={email.trim() === '' || invite.isPending}>
        {invite.isPending ? '초대를 보내는 중...' : '초대 보내기'}
      </Button>
    </form>
  );
}
