import { banIpBodySchema, defaultManualBanReason, maxBanReasonLength } from '@ollida/contracts/admin';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import type { IpActions } from '../hooks/use-ip-actions';

/** The block form: address required (IPv4 or IPv6, checked with the server's own rule), reason optional. */
export function BanForm({ actions }: { actions: IpActions }) {
  const [ip, setIp] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = banIpBodySchema.safeParse({ ip_address: ip, reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    if (await actions.ban(parsed.data.ip_address, 'manual', reason.trim())) {
      setIp('');
      setReason('');
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="IP 차단" className="space-y-3">
      <h3 className="text-sm font-semibold text-slate-900">IP 차단</h3>
      <TextField
        label="IP 주소"
        value={ip}
        onValueChange={setIp}
        error={error}
        placeholder="예: 203.0.113.7 또는 2001:db8::1"
        autoComplete="off"
        spellCheck={false}
      />
      <TextField
        label="차단 사유 (선택)"
        value={reason}
        onValueChange={setReason}
        maxLength={maxBanReasonLength}
        hint={`비워 두면 "${defaultManualBanReason}"으로 기록됩니다.`}
      />
      <Button type="submit" disabled={actions.isBusy}>
        차단
      </Button>
    </form>
  );
}
