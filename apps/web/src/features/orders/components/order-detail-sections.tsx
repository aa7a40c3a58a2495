import type { OrderDetail } from '@ollida/contracts/orders';
import { formatWon } from '../../../lib/format';
import { ordersText } from '../lib/messages';
import { itemKey, orDash } from '../lib/money';
import { formatSeoulTime } from '../lib/seoul-time';
import { DetailField, DetailList, DetailSection } from './detail-section';
import { StatusBadge } from './status-badge';

const dispatchStateLabels: Record<OrderDetail['dispatch_state'], string> = {
  none: '송장 미입력',
  sending: '송장 전송 중',
  sent: '송장 전송 완료',
  failed: '송장 전송 실패',
};

export function OrderInfo({ order }: { order: OrderDetail }) {
  return (
    <DetailSection title="주문 정보">
      <DetailList>
        <DetailField label="주문번호">
          <span className="font-mono">{order.order_number}</span>
        </DetailField>
        <DetailField label={order.platform === 'coupang' ? '묶음배송번호' : '상품주문번호'}>
          <span className="font-mono">{order.market_key}</span>
        </DetailField>
        <DetailField label="주문일시">{formatSeoulTime(order.ordered_at)}</DetailField>
        <DetailField label="결제일시">{formatSeoulTime(order.paid_at)}</DetailField>
        <DetailField label="주문 상태">
          <StatusBadge status={order.status} label={order.status_label} />
        </DetailField>
        <DetailField label="주문 금액">{formatWon(order.amount)}</DetailField>
        <DetailField label="배송비">{formatWon(order.shipping_fee)}</DetailField>
      </DetailList>
    </DetailSection>
  );
}

export function OrdererInfo({ orderer }: { orderer: OrderDetail['orderer'] }) {
  return (
    <DetailSection title="주문자 정보">
      <DetailList>
        <DetailField label="이름">{orDash(orderer.name)}</DetailField>
        <DetailField label="연락처">{orDash(orderer.phone)}</DetailField>
      </DetailList>
    </DetailSection>
  );
}

export function ReceiverInfo({ receiver }: { receiver: OrderDetail['receiver'] }) {
  return (
    <DetailSection title="수령인 정보">
      <DetailList>
        <DetailField label="이름">{orDash(receiver.name)}</DetailField>
        <DetailField label="연락처">{orDash(receiver.phone)}</DetailField>
        <DetailField label="우편번호">{orDash(receiver.post_code)}</DetailField>
        <DetailField label="주소">{orDash(`${receiver.address1} ${receiver.address2}`.trim())}</DetailField>
        <DetailField label="배송 요청 사항">{receiver.message.trim() || '없음'}</DetailField>
      </DetailList>
    </DetailSection>
  );
}

export function OrderItems({ items }: { items: OrderDetail['items'] }) {
  return (
    <DetailSection title="주문 상품">
      <ul className="space-y-3">
        {items.map((item) => (
          <li key={itemKey(item)} className="space-y-1">
            <p className="text-sm font-semibold text-slate-900">{orDash(item.name)}</p>
            <DetailList>
              <DetailField label="옵션">{orDash(item.option_name)}</DetailField>
              <DetailField label="수량">{`${item.quantity}개`}</DetailField>
              <DetailField label="판매가">{formatWon(item.unit_price)}</DetailField>
              <DetailField label="주문 금액">{formatWon(item.amount)}</DetailField>
            </DetailList>
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}

export function WholesaleInfo({ items }: { items: OrderDetail['items'] }) {
  return (
    <DetailSection title="도매처 정보">
      <ul className="space-y-3">
        {items.map((item) => (
          <li key={itemKey(item)}>
            {item.listing ? (
              <DetailList>
                <DetailField label="상품명">{orDash(item.listing.name)}</DetailField>
                <DetailField label="공급처 옵션">{orDash(item.listing.supplier_option)}</DetailField>
                <DetailField label="공급가">
                  {item.listing.unit_cost === null ? '—' : formatWon(item.listing.unit_cost)}
                </DetailField>
              </DetailList>
            ) : (
              <p className="text-sm text-amber-800">{`${item.name}: 올리다에서 등록한 상품과 연결되지 않았습니다.`}</p>
            )}
          </li>
        ))}
      </ul>
      <p className="text-xs text-slate-500">{ordersText.notOurUpload}</p>
    </DetailSection>
  );
}

export function DeliveryInfo({ order }: { order: OrderDetail }) {
  return (
    <DetailSection title="배송 정보">
      <DetailList>
        <DetailField label="택배사">{orDash(order.courier_name)}</DetailField>
        <DetailField label="송장번호">{orDash(order.tracking_number)}</DetailField>
        <DetailField label="송장 전송 상태">{dispatchStateLabels[order.dispatch_state]}</DetailField>
        <DetailField label="전송 메시지">{orDash(order.dispatch_message)}</DetailField>
      </DetailList>
    </DetailSection>
  );
}
