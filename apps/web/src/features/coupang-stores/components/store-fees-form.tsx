import {
  type CoupangStore,
  defaultReturnCharge,
  updateStoreExtraSchema,
} from '@ollida/contracts/coupang-stores';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { fieldErrorsOf } from '../../../lib/error-text';
import { formatWon } from '../../../lib/format';
import { useUpdateStoreExtra } from '../api/update-store-extra';

// An empty or unreadable field becomes NaN, which the schema refuses with its "숫자로 입력해 주세요" message.
function toFee(value: string): number {
  return value.trim() === '' ? Number.NaN : Number(value);
}

/** Return fees (won, at least 0) and auto-approval, validated with the server's schema. */
export function StoreFeesForm({ store }: { store: CoupangStore }) {
  const update = useUpdateStoreExtra(store.wingAccount);
  const [deliveryCharge, setDeliveryCharge] = useState(String(store.delivery_charge_on_return));
  const [returnCharge, setReturnCharge] = useState(String(store.return_charge));
  const [requested, setRequested] = useState(store.requested);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<'saved' | 'failed' | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    setResult(null);
    const parsed = updateStoreExtraSchema.safeParse({
      deliveryChargeOnReturn: toFee(deliveryCharge),
      returnCharge: toFee(returnCharge),
      requested,
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: () => setResult('saved'),
      onError: () => setResult('failed'),
    });
  }

  const hint = `기본값 ${formatWon(defaultReturnCharge)}`;
  return (
    <form noValidate onSubmit={submit} aria-labelledby="store-fees-heading" className="space-y-3">
      <h3 id="store-fees-heading" className="font-semibold text-slate-900">
        반품 배송비와 자동 승인
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="초도배송비 (원)"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={deliveryCharge}
          onValueChange={setDeliveryCharge}
          error={errors.deliveryChargeOnReturn}
          hint={hint}
        />
        <TextField
          label="반품배송비 (원)"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={returnCharge}
          onValueChange={setReturnCharge}
          error={errors.returnCharge}
          hint={hint}
        />
      </div>
      <label className="flex items-start gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          checked={requested}
          onChange={(event) => setRequested(event.target.checked)}
          className="mt-0.5"
        />
        <span>상품 등록 후 쿠팡에 자동으로 승인 요청</span>
      </label>
      <div className="flex items-center justify-end gap-3">
        {result === 'saved' && (
          <p role="status" className="text-sm font-medium text-emerald-700">
            저장했습니다.
          </p>
        )}
        {result === 'failed' && (
          <p role="alert" className="text-sm font-medium text-red-700">
            저장에 실패했습니다.
          </p>
        )}
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? '저장 중...' : '저장'}
        </Button>
      </div>
    </form>
  );
}
