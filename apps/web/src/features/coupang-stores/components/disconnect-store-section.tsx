import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-client';
import { useDisconnectStore } from '../api/disconnect-store';

const disconnectFailedText = '스토어 연결을 해제하지 못했습니다.';

/** Disconnects the store once the owner types its Wing account exactly, as the server also demands. */
export function DisconnectStoreSection({
  wingAccount,
  onDisconnected,
}: {
  wingAccount: string;
  onDisconnected: (message: string) => void;
}) {
  const disconnect = useDisconnectStore(wingAccount, onDisconnected);
  const [typed, setTyped] = useState('');
  const matches = typed === wingAccount;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!matches) return;
    disconnect.mutate(typed);
  }

  const error = disconnect.error;
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="disconnect-store-heading"
      className="space-y-3 rounded-xl border border-red-200 bg-red-50/40 p-4"
    >
      <h3 id="disconnect-store-heading" className="font-semibold text-red-800">
        스토어 연결 해제
      </h3>
      <p className="text-sm text-slate-700">
        연결을 해제하면 이 스토어로 상품을 올릴 수 없고 멤버도 접근할 수 없습니다. 올린 상품 기록은 남습니다.
      </p>
      <TextField
        label={`확인을 위해 Wing 아이디 '${wingAccount}'를 그대로 입력해 주세요`}
        value={typed}
        onValueChange={setTyped}
        autoComplete="off"
        spellCheck={false}
      />
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {isApiError(error) && error.detail ? error.detail : disconnectFailedText}
        </p>
      )}
      <div className="flex justify-end">
        <Button
          type="submit"
          disabled={!matches || disconnect.isPending}
          className="bg-red-600 hover:bg-red-700"
        >
          {disconnect.isPending ? '해제 중...' : '연결 해제'}
        </Button>
      </div>
    </form>
  );
}
