import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { errorDetail } from '../../../lib/error-text';
import { useConnectPlace } from '../api/connect-place';
import { placeRowsQueryOptions } from '../api/get-places';
import { formatAddress, type PlaceKind, type PlaceRow, placeKindLabels } from '../lib/place-rows';
import { PlacePagination } from './place-pagination';

interface PlacePickerModalProps {
  kind: PlaceKind;
  wingAccount: string;
  /** The code connected now, marked in the list. */
  currentCode: string | null;
  onClose: () => void;
  onConnected: (row: PlaceRow) => void;
}

function PlaceOption({
  row,
  name,
  isChecked,
  isCurrent,
  onSelect,
}: {
  row: PlaceRow;
  name: string;
  isChecked: boolean;
  isCurrent: boolean;
  onSelect: () => void;
}) {
  const address = formatAddress(row.zipCode, row.address, row.addressDetail);
  return (
    <li>
      <label
        className={`flex gap-3 rounded-xl border p-3 text-sm ${row.usable ? 'cursor-pointer hover:bg-slate-50' : 'cursor-not-allowed bg-slate-50 opacity-70'} ${isChecked ? 'border-indigo-400 ring-2 ring-indigo-100' : 'border-slate-200'}`}
      >
        <input
          type="radio"
          name={name}
          value={row.code}
          checked={isChecked}
          disabled={!row.usable}
          onChange={onSelect}
          className="mt-1"
        />
        <span className="min-w-0 flex-1 space-y-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-slate-900">{row.name}</span>
            <span className="font-mono text-xs text-slate-500">{row.code}</span>
            {row.usable ? <Badge tone="success">사용 가능</Badge> : <Badge tone="warning">사용 불가</Badge>}
            {isCurrent && <Badge tone="brand">연결됨</Badge>}
          </span>
          {address && <span className="block text-slate-600">{address}</span>}
          {row.contact && <span className="block text-xs text-slate-500">연락처 {row.contact}</span>}
          {row.remoteFees && (
            <span className="block text-xs text-slate-500">도서산간 배송비 {row.remoteFees}</span>
          )}
          {!row.usable && row.reason && <span className="block text-xs text-amber-800">{row.reason}</span>}
        </span>
      </label>
    </li>
  );
}

/** Picks a return center or shipping place from Wing, 50 a page; places Coupang refuses cannot be picked. */
export function PlacePickerModal({
  kind,
  wingAccount,
  currentCode,
  onClose,
  onConnected,
}: PlacePickerModalProps) {
  const label = placeKindLabels[kind];
  const [pageNum, setPageNum] = useState(1);
  const [selected, setSelected] = useState<PlaceRow | null>(null);
  const places = useQuery(placeRowsQueryOptions(kind, wingAccount, pageNum));
  const connect = useConnectPlace(wingAccount, kind);
  const radioName = useId();
  const page = places.data;

  function submit() {
    if (!selected) return;
    connect.mutate(selected, { onSuccess: () => onConnected(selected) });
  }

  return (
    <Modal
      title={`${label} 선택`}
      onClose={onClose}
      size="4xl"
      description={`쿠팡 Wing에 등록된 ${label} 중 하나를 고르세요. 사용 불가로 표시된 ${label}는 Wing에서 먼저 확인해야 합니다.`}
    >
      {places.isPending && <Spinner label={`${label}를 불러오는 중...`} className="py-10" />}
      {places.isError && (
        <ErrorBox
          title={`${label}를 불러오지 못했습니다.`}
          action={
            <Button size="sm" variant="secondary" onClick={() => void places.refetch()}>
              다시 시도
            </Button>
          }
        >
          {errorDetail(places.error)}
        </ErrorBox>
      )}
      {page && page.content.length === 0 && (
        <p className="rounded-xl bg-slate-50 p-6 text-center text-sm text-slate-600">
          등록된 {label}가 없습니다. 쿠팡 Wing에서 {label}를 먼저 등록해 주세요.
        </p>
      )}
      {page && page.content.length > 0 && (
        <fieldset className="space-y-3" aria-busy={places.isPlaceholderData}>
          <legend className="sr-only">{label} 목록</legend>
          <ul className="max-h-[50vh] space-y-2 overflow-y-auto">
            {page.content.map((row) => (
              <PlaceOption
                key={row.code}
                row={row}
                name={radioName}
                isChecked={selected?.code === row.code}
                isCurrent={currentCode === row.code}
                onSelect={() => setSelected(row)}
              />
            ))}
          </ul>
          <PlacePagination
            label={`${label} 페이지`}
            current={page.pagination.currentPage || pageNum}
            total={page.pagination.totalPages}
            disabled={places.isFetching}
            onChange={setPageNum}
          />
        </fieldset>
      )}
      {connect.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {label} 연결에 실패했습니다: {errorDetail(connect.error)}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          취소
        </Button>
        <Button onClick={submit} disabled={!selected || connect.isPending}>
          {connect.isPending ? '연결 중...' : `${label} 연결`}
        </Button>
      </div>
    </Modal>
  );
}
