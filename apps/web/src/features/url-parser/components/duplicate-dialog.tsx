import type { ExistingListing } from '@ollida/contracts/uploads';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { formatDateTime } from '../../../lib/format';
import { ListingLinks } from './upload-outcome';

interface DuplicateDialogProps {
  existing: ExistingListing;
  isSending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The server refused a second listing of the same supplier item; the seller may still ask for one. */
export function DuplicateDialog({ existing, isSending, onConfirm, onCancel }: DuplicateDialogProps) {
  return (
    <Modal
      title="이미 이 스토어에 등록한 상품입니다"
      description="같은 공급처 상품으로 만든 상품이 이미 있습니다. 그래도 한 번 더 등록할까요?"
      onClose={onCancel}
      size="md"
    >
      <dl className="space-y-1 rounded-lg bg-slate-50 p-3 text-sm">
        <div className="flex gap-2">
          <dt className="text-slate-500">상품명</dt>
          <dd className="font-medium text-slate-900">{existing.display_product_name}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-slate-500">등록일</dt>
          <dd className="text-slate-900">{formatDateTime(existing.created_at)}</dd>
        </div>
      </dl>
      <div className="text-sm text-indigo-700">
        <ListingLinks storeUrl={existing.store_url} adminUrl={existing.admin_url} />
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} data-autofocus>
          취소
        </Button>
        <Button onClick={onConfirm} disabled={isSending}>
          그래도 등록
        </Button>
      </div>
    </Modal>
  );
}
