import { orderLimits, supplierOrderRequestSchema } from '@ollida/contracts/orders';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useSaveSupplierOrder } from '../api/order-actions';
import { apiErrorText } from '../lib/messages';

interface SupplierOrderFormProps {
  workspaceId: string;
  orderId: string;
  number: string | null;
  paid: number | null;
}

function readPaid(text: string): { value: number | null } | { error: string } {
  const trimmed = text.replace(/[,\s원]/g, '');
  if (trimmed === '') return { value: null };
  const parsed = supplierOrderRequestSchema.shape.supplier_paid.safeParse(Number(trimmed));
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? '결제 금액을 확인해 주세요.' };
  return { value: parsed.data };
}

/** Records what the seller ordered at the supplier: its order number and what was paid (PUT supplier-order). */
export function SupplierOrderForm({ workspaceId, orderId, number, paid }: SupplierOrderFormProps) {
  const save = useSaveSupplierOrder(workspaceId, orderId);
  const [orderNumber, setOrderNumber] = useState(number ?? '');
  const [paidText, setPaidText] = useState(paid === null ? '' : String(paid));
  const [paidError, setPaidError] = useState<string | undefined>();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = readPaid(paidText);
    if ('error' in read) {
      setPaidError(read.error);
      return;
    }
    setPaidError(undefined);
    save.mutate({ supplier_order_number: orderNumber.trim() || null, supplier_paid: read.value });
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="공급처 주문 기록" className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="공급처 주문번호"
          value={orderNumber}
          maxLength={orderLimits.supplierOrderNumberLength}
          onValueChange={setOrderNumber}
        />
        <TextField
          label="결제 금액 (원)"
          inputMode="numeric"
          value={paidText}
          onValueChange={setPaidText}
          error={paidError}
        />
      </div>
      <div className="flex flex-wrap items-center justify-end gap-3">
        {save.isSuccess && (
          <p role="status" className="text-sm font-medium text-emerald-700">
            공급처 주문을 저장했습니다.
          </p>
        )}
        {save.isError && (
          <p role="alert" className="text-sm font-medium text-red-600">
            {apiErrorText(save.error, '공급처 주문을 저장하지 못했습니다.')}
          </p>
        )}
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? '저장 중...' : '공급처 주문 저장'}
        </Button>
      </div>
    </form>
  );
}
