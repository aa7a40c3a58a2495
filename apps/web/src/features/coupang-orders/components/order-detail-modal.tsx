import type { Order, OrderItem } from '@ollida/contracts/coupang-orders';
import { Modal } from '../../../components/ui/modal';
import { formatMoney, orDash } from '../lib/order-view';
import { formatSeoulTime } from '../lib/seoul-time';
import { DetailField, DetailList, DetailSection } from './detail-section';
import { StatusBadge } from './status-badge';
import { WholesaleSection } from './wholesale-section';

function OrderInfo({ order }: { order: Order }) {
  return (
    <DetailSection title="주문 정보">
      <DetailList>
        <DetailField label="주문번호">
          <span className="font-mono">{order.orderId}</span>
        </DetailField>
        <DetailField label="묶음배송번호">
          <span className="font-mono">{order.shipmentBoxId}</span>
        </DetailField>
        <DetailField label="주문일시">{formatSeoulTime(order.orderedAt)}</DetailField>
        <DetailField label="결제일시">{formatSeoulTime(order.paidAt)}</DetailField>
        <DetailField label="주문 상태">
          <StatusBadge status={order.status} />
        </DetailField>
        <DetailField label="배송비">{formatMoney(order.shippingPrice)}</DetailField>
        <DetailField label="도서산간 추가 배송비">{formatMoney(order.remotePrice)}</DetailField>
        <DetailField label="결제 위치">{orDash(order.refer)}</DetailField>
        <DetailField label="배송 유형">{orDash(order.shipmentType)}</DetailField>
      </DetailList>
    </DetailSection>
  );
}

function OrdererInfo({ orderer }: { orderer: Order['orderer'] }) {
  return (
    <DetailSection title="주문자 정보">
      <DetailList>
        <DetailField label="이름">{orDash(orderer.name)}</DetailField>
        <DetailField label="이메일">{orDash(orderer.email)}</DetailField>
        <DetailField label="안심번호">{orDash(orderer.safeNumber)}</DetailField>
        <DetailField label="연락처">{orDash(orderer.ordererNumber)}</DetailField>
      </DetailList>
    </DetailSection>
  );
}

function ReceiverInfo({ order }: { order: Order }) {
  const { receiver } = order;
  return (
    <DetailSection title="수령인 정보">
      <DetailList>
        <DetailField label="이름">{orDash(receiver.name)}</DetailField>
        <DetailField label="안심번호">{orDash(receiver.safeNumber)}</DetailField>
        <DetailField label="연락처">{orDash(receiver.receiverNumber)}</DetailField>
        <DetailField label="우편번호">{orDash(receiver.postCode)}</DetailField>
        <DetailField label="주소">{orDash(`${receiver.addr1} ${receiver.addr2}`.trim())}</DetailField>
        <DetailField label="배송 요청 사항">{order.parcelPrintMessage.trim() || '없음'}</DetailField>
      </DetailList>
    </DetailSection>
  );
}

function ItemRows({ item }: { item: OrderItem }) {
  return (
    <DetailList>
      <DetailField label="판매자 상품명">{orDash(item.sellerProductName)}</DetailField>
      <DetailField label="옵션">{orDash(item.vendorItemPackageName)}</DetailField>
      <DetailField label="수량">{`${item.shippingCount}개`}</DetailField>
      <DetailField label="판매가">{formatMoney(item.salesPrice)}</DetailField>
      <DetailField label="주문 금액">{formatMoney(item.orderPrice)}</DetailField>
      <DetailField label="할인 금액">{formatMoney(item.discountPrice)}</DetailField>
      <DetailField label="배송비 구분">{orDash(item.deliveryChargeTypeName)}</DetailField>
      <DetailField label="출고 예정일">{formatSeoulTime(item.estimatedShippingDate)}</DetailField>
      <DetailField label="판매자 상품 ID / 옵션 ID">
        <span className="font-mono">{`${item.sellerProductId ?? '-'} / ${item.vendorItemId}`}</span>
      </DetailField>
    </DetailList>
  );
}

function OrderItems({ items }: { items: readonly OrderItem[] }) {
  return (
    <DetailSection title="주문 상품">
      <ul className="space-y-3">
        {items.map((item) => (
          <li
            key={`${item.sellerProductId}-${item.vendorItemId}-${item.vendorItemPackageName}`}
            className="space-y-1"
          >
            <p className="text-sm font-semibold text-slate-900">{orDash(item.vendorItemName)}</p>
            <ItemRows item={item} />
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}

function DeliveryInfo({ order }: { order: Order }) {
  return (
    <DetailSection title="배송 정보">
      <DetailList>
        <DetailField label="택배사">{orDash(order.deliveryCompanyName)}</DetailField>
        <DetailField label="송장번호">{orDash(order.invoiceNumber)}</DetailField>
        <DetailField label="배송 출발일시">{formatSeoulTime(order.inTrasitDateTime)}</DetailField>
        <DetailField label="배송 완료일시">{formatSeoulTime(order.deliveredDate)}</DetailField>
      </DetailList>
    </DetailSection>
  );
}

/** Everything Coupang sent about one order sheet, in six sections (spec 1 §2). */
export function OrderDetailModal({ order, onClose }: { order: Order; onClose: () => void }) {
  return (
    <Modal title="주문 상세" description={`주문번호 ${order.orderId}`} size="4xl" onClose={onClose}>
      <div className="space-y-5">
        <OrderInfo order={order} />
        <OrdererInfo orderer={order.orderer} />
        <ReceiverInfo order={order} />
        <OrderItems items={order.orderItems} />
        <WholesaleSection items={order.orderItems} />
        <DeliveryInfo order={order} />
      </div>
    </Modal>
  );
}
