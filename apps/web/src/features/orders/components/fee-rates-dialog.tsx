import { type FeeRates, orderLimits } from '@ollida/contracts/orders';
import { useQuery } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { feeRatesQueryOptions, useSaveFeeRates } from '../api/fee-rates';
import { type FeeRatesErrors, type FeeRatesForm, formOf, readFeeRatesForm } from '../lib/fee-rates-form';
import { apiErrorText } from '../lib/messages';

interface FeeRatesDialogProps {
  workspaceId: string;
  onClose: () => void;
}

function FeeRatesEditor({ workspaceId, initial, onClose }: FeeRatesDialogProps & { initial: FeeRates }) {
  const save = useSaveFeeRates(workspaceId);
  const [form, setForm] = useState<FeeRatesForm>(() => formOf(initial));
  const [errors, setErrors] = useState<FeeRatesErrors>({});
  const [nextKey, setNextKey] = useState(initial.categories.length);

  function setRow(key: number, change: { category?: string; percent?: string }) {
    setForm((current) => ({
      ...current,
      rows: current.rows.map((row) => (row.key === key ? { ...row, ...change } : row)),
    }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = readFeeRatesForm(form);
    if ('errors' in read) {
      setErrors(read.errors);
      return;
    }
    setErrors({});
    save.mutate(read.rates, { onSuccess: onClose });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField
        label="기본 수수료율 (%)"
        inputMode="decimal"
        value={form.defaultPercent}
        onValueChange={(defaultPercent) => setForm((current) => ({ ...current, defaultPercent }))}
        error={errors.default}
        hint="카테고리별 수수료율이 없는 상품에 적용됩니다."
      />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-700">카테고리별 수수료율</legend>
        <p className="text-xs text-slate-500">
          {'카테고리 경로의 앞부분으로 정합니다. 예: 생활용품 > 주방용품'}
        </p>
        {form.rows.map((row, index) => (
          <div key={row.key} className="grid grid-cols-[1fr_6rem_auto] items-start gap-2">
            <TextField
              label={`카테고리 ${index + 1}`}
              value={row.category}
              onValueChange={(category) => setRow(row.key, { category })}
              error={errors[`category-${row.key}`]}
            />
            <TextField
              label={`수수료율 ${index + 1} (%)`}
              inputMode="decimal"
              value={row.percent}
              onValueChange={(percent) => setRow(row.key, { percent })}
              error={errors[`percent-${row.key}`]}
            />
            <Button
              variant="ghost"
              size="sm"
              className="mt-6"
              onClick={() =>
                setForm((current) => ({
                  ...current,
                  rows: current.rows.filter((item) => item.key !== row.key),
                }))
              }
            >
              <Trash2 aria-hidden="true" className="size-4" />
              <span className="sr-only">{`카테고리 ${index + 1} 삭제`}</span>
            </Button>
          </div>
        ))}
        <Button
          variant="secondary"
          size="sm"
          disabled={form.rows.length >= orderLimits.feeCategories}
          onClick={() => {
            setForm((current) => ({
              ...current,
              rows: [...current.rows, { key: nextKey, category: '', percent: '' }],
            }));
            setNextKey((key) => key + 1);
          }}
        >
          <Plus aria-hidden="true" className="size-4" />
          카테고리 추가
        </Button>
      </fieldset>
      {(errors.form || save.isError) && (
        <p role="alert" className="text-sm font-medium text-red-600">
          {errors.form ?? apiErrorText(save.error, '수수료율을 저장하지 못했습니다.')}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          취소
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? '저장 중...' : '저장'}
        </Button>
      </div>
    </form>
  );
}

/** 수수료율 설정: the store's default marketplace fee and its overrides by category, used for every margin. */
export function FeeRatesDialog({ workspaceId, onClose }: FeeRatesDialogProps) {
  const rates = useQuery(feeRatesQueryOptions(workspaceId));
  return (
    <Modal title="수수료율 설정" description="마켓 수수료율로 주문별 마진을 계산합니다." onClose={onClose}>
      {rates.isPending && <Spinner label="수수료율을 불러오는 중..." className="py-6" />}
      {rates.isError && (
        <ErrorBox title="오류가 발생했습니다">
          {apiErrorText(rates.error, '수수료율을 불러오지 못했습니다.')}
        </ErrorBox>
      )}
      {rates.isSuccess && <FeeRatesEditor workspaceId={workspaceId} initial={rates.data} onClose={onClose} />}
    </Modal>
  );
}
