import { type CoupangStore, changeWingAccountSchema } from '@ollida/contracts/coupang-stores';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorDetail } from '../../../lib/error-text';
import { useChangeWingAccount } from '../api/change-wing-account';

/**
 * Corrects the store's Wing ID. Coupang offers no call that checks a Wing login id against the API keys, so a
 * mistyped one only shows when a product is refused; the owner fixes it here instead of disconnecting.
 */
export function WingAccountForm({
  wingAccount,
  onChanged,
}: {
  wingAccount: string;
  onChanged: (store: CoupangStore) => void;
}) {
  const [typed, setTyped] = useState(wingAccount);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [savedId, setSavedId] = useState<string | null>(null);
  const change = useChangeWingAccount(wingAccount, (store) => {
    setSavedId(store.wingAccount);
    onChanged(store);
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = changeWingAccountSchema.safeParse({ wingAccount: typed });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setInvalid(null);
    setSavedId(null);
    change.mutate(parsed.data.wingAccount);
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="wing-account-heading"
      className="space-y-3 rounded-xl border border-slate-200 p-3"
    >
      <h3 id="wing-account-heading" className="font-semibold text-slate-900">
        Wing 아이디 고치기
      </h3>
      <TextField
        label="Wing 아이디"
        value={typed}
        onValueChange={setTyped}
        error={invalid ?? undefined}
        hint="쿠팡 Wing에 로그인할 때 쓰는 아이디입니다. 쿠팡은 API 키로 이 아이디를 확인해 주지 않아서, 잘못 입력했다면 상품 등록이 거절됩니다. 연결을 해제하지 않고 여기서 고칠 수 있습니다."
        autoComplete="off"
        spellCheck={false}
      />
      {savedId && (
        <p role="status" className="text-sm text-emerald-800">
          Wing 아이디를 고쳤습니다: {savedId}
        </p>
      )}
      {change.isError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          Wing 아이디를 고치지 못했습니다: {errorDetail(change.error)}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" size="sm" disabled={typed.trim() === wingAccount || change.isPending}>
          {change.isPending ? '저장 중...' : 'Wing 아이디 저장'}
        </Button>
      </div>
    </form>
  );
}
