import { RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format';
import { orderListErrorText } from '../lib/messages';

interface OrdersRefreshProps {
  /** When the shown answer was read (ms since the epoch). */
  readAt: number;
  onRefresh: () => void;
  isRefreshing: boolean;
  error: unknown;
}

/** When the list was read, and a button that reads Wing again at once (new orders show without waiting). */
export function OrdersRefresh({ readAt, onRefresh, isRefreshing, error }: OrdersRefreshProps) {
  return (
    <div className="flex flex-wrap items-center justify-end gap-3 text-sm text-slate-600">
      {error ? (
        <p role="alert" className="font-medium text-red-600">
          {orderListErrorText(error)}
        </p>
      ) : null}
      <p>{`${formatDateTime(readAt)} 기준`}</p>
      <Button variant="secondary" size="sm" onClick={onRefresh} disabled={isRefreshing}>
        <RotateCw aria-hidden="true" className={`size-4 ${isRefreshing ? 'animate-spin' : ''}`} />
        {isRefreshing ? '새로 읽는 중...' : '주문 새로고침'}
      </Button>
    </div>
  );
}
