import { autoSecurityBannedBy, ipAddressSchema } from '@ollida/contracts/admin';
import { type FormEvent, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { formatDateTime } from '../../../lib/format';
import { useCheckIp } from '../api/check-ip';
import { adminErrorText, adminFallbacks, autoBlockLabel } from '../lib/admin-messages';

const checkIpSchema = ipAddressSchema('확인할 IP 주소를 입력해 주세요.');

/** The check form: one address's status, reason and time. */
export function CheckIpForm() {
  const [ip, setIp] = useState('');
  const [error, setError] = useState<string | undefined>();
  const check = useCheckIp();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = checkIpSchema.safeParse(ip);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    check.mutate(parsed.data);
  }

  const result = check.data;
  return (
    <form onSubmit={submit} noValidate aria-label="IP 상태 확인" className="space-y-3">
      <h3 className="text-sm font-semibold text-slate-900">IP 상태 확인</h3>
      <TextField
        label="확인할 IP 주소"
        value={ip}
        onValueChange={setIp}
        error={error}
        autoComplete="off"
        spellCheck={false}
      />
      <Button type="submit" variant="secondary" disabled={check.isPending}>
        {check.isPending ? '확인 중...' : '확인'}
      </Button>
      {check.isError && (
        <p role="alert" className="text-sm font-medium text-red-600">
          {adminErrorText(check.error, adminFallbacks.check)}
        </p>
      )}
      {result && !check.isError && (
        <dl
          aria-label="확인 결과"
          className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg bg-slate-50 p-3 text-sm"
        >
          <dt className="text-slate-500">IP</dt>
          <dd className="font-mono">{result.ip_address}</dd>
          <dt className="text-slate-500">상태</dt>
          <dd>
            {result.is_banned ? <Badge tone="warning">차단됨</Badge> : <Badge tone="success">정상</Badge>}
          </dd>
          <dt className="text-slate-500">사유</dt>
          <dd>{result.ban_record?.reason ?? '-'}</dd>
          <dt className="text-slate-500">차단 시각</dt>
          <dd>{result.ban_record ? formatDateTime(result.ban_record.banned_at) : '-'}</dd>
          {result.ban_record && (
            <>
              <dt className="text-slate-500">차단한 곳</dt>
              <dd>
                {result.ban_record.banned_by === autoSecurityBannedBy
                  ? autoBlockLabel
                  : result.ban_record.banned_by}
              </dd>
            </>
          )}
        </dl>
      )}
    </form>
  );
}
