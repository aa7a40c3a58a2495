import type { MarketOrder } from '@ollida/contracts/orders';
import { useQuery } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { orderDetailQueryOptions } from '../api/get-order-detail';
import { apiErrorText } from '../lib/messages';
import { MarginSection } from './margin-section';
import {
  DeliveryInfo,
  OrdererInfo,
  OrderInfo,
  OrderItems,
  ReceiverInfo,
  WholesaleInfo,
} from './order-detail-sections';
import { SupplierHelper } from './supplier-helper';

interface OrderDetailModalProps {
  workspaceId: string;
  order: MarketOrder;
  onClose: () => void;
}

/** One order in full: the six sections of docs/product/products-and-orders.md#order-list, the margin, and the helper to order it at the supplier. */
export function OrderDetailModal({ workspaceId, order, onClose }: OrderDetailModalProps) {
  const detail = useQuery(orderDetailQueryOptions(workspaceId, order.id));
  return (
    <Modal title="주문 상세" description={`주문번호 ${order.order_number}`} size="4xl" onClose={onClose}>
      {detail.isPending && <Spinner label="주문 상세를 불러오는 중..." className="py-8" />}
      {detail.isError && (
        <ErrorBox
          title="오류가 발생했습니다"
          action={
            <Button variant="secondary" size="sm" onClick={() => void detail.refetch()}>
              <RotateCw aria-hidden="true" className="size-4" />
              다시 시도
            </Button>
          }
        >
          {apiErrorText(detail.error, '주문 상세를 불러오지 못했습니다.')}
        </ErrorBox>
      )}
      {detail.isSuccess && (
        <div className="space-y-5">
          <OrderInfo order={detail.data} />
          <OrdererInfo orderer={detail.data.orderer} />
          <ReceiverInfo receiver={detail.data.receiver} />
          <OrderItems items={detail.data.items} />
          <WholesaleInfo items={detail.data.items} />
          <DeliveryInfo order={detail.data} />
          <MarginSection order={detail.data} />
          <SupplierHelper workspaceId={workspaceId} order={detail.data} />
        </div>
      )}
    </Modal>
  );
}
