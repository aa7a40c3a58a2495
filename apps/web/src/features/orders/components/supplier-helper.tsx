import type { OrderDetail } from '@ollida/contracts/orders';
import { ExternalLink } from 'lucide-react';
import { buttonClassName } from '../../../components/ui/button';
import { itemKey, orDash } from '../lib/money';
import { supplierUrl } from '../lib/supplier-url';
import { CopyButton } from './copy-button';
import { DetailSection } from './detail-section';
import { SupplierOrderForm } from './supplier-order-form';

function ItemToOrder({ item }: { item: OrderDetail['items'][number] }) {
  const url = supplierUrl(item.listing?.supplier_url);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-slate-50 p-3 text-sm">
      <div className="min-w-0 space-y-0.5">
        <p className="font-semibold text-slate-900">{item.listing?.name ?? item.name}</p>
        <p className="text-slate-700">
          {`공급처 옵션: ${orDash(item.listing?.supplier_option)} · 수량: ${item.quantity}개`}
        </p>
      </div>
      {url ? (
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClassName('secondary', 'sm')}
        >
          공급처 페이지 열기
          <ExternalLink aria-hidden="true" className="size-3.5" />
        </a>
      ) : (
        <p className="text-sm text-amber-800">
          {item.listing ? '공급처 주소가 없습니다.' : '연결된 상품이 없어 공급처를 알 수 없습니다.'}
        </p>
      )}
    </li>
  );
}

/** 공급처에서 주문: each item's supplier page, option and quantity, the receiver to paste, and what was ordered. */
export function SupplierHelper({ workspaceId, order }: { workspaceId: string; order: OrderDetail }) {
  const { receiver } = order;
  const fields = [
    { label: '받는 분', value: receiver.name },
    { label: '연락처', value: receiver.phone },
    { label: '우편번호', value: receiver.post_code },
    { label: '주소', value: receiver.address1 },
    { label: '상세 주소', value: receiver.address2 },
    { label: '배송 메시지', value: receiver.message },
  ];
  return (
    <DetailSection title="공급처에서 주문">
      <ul className="space-y-2">
        {order.items.map((item) => (
          <ItemToOrder key={itemKey(item)} item={item} />
        ))}
      </ul>
      <dl className="grid gap-x-6 gap-y-1 rounded-lg border border-slate-200 p-3 text-sm sm:grid-cols-2">
        {fields.map((field) => (
          <div key={field.label} className="flex items-center gap-2">
            <dt className="w-20 shrink-0 text-slate-500">{field.label}</dt>
            <dd className="flex min-w-0 flex-1 items-center justify-between gap-2">
              <span className="min-w-0 break-all text-slate-900">{orDash(field.value)}</span>
              <CopyButton label={field.label} value={field.value.trim()} />
            </dd>
          </div>
        ))}
      </dl>
      <SupplierOrderForm
        workspaceId={workspaceId}
        orderId={order.id}
        number={order.supplier_order_number}
        paid={order.supplier_paid}
      />
    </DetailSection>
  );
}
