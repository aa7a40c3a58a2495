import type { CoupangStore } from '@ollida/contracts/coupang-stores';
import type { Workspace } from '@ollida/contracts/workspaces';
import { useQuery } from '@tanstack/react-query';
import { Truck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { coupangStoresQueryOptions } from '../api/get-coupang-stores';
import { formatAddress, type PlaceKind, placeKindLabels, remoteFeesText } from '../lib/place-rows';
import { storeAbilities } from '../lib/store-abilities';

interface DeliveryInfoCardProps {
  workspace: Workspace;
  onPick: (kind: PlaceKind) => void;
}

interface PlaceSummary {
  code: string | null;
  name: string | null;
  address: string;
  /** The shipping place's remote-area fees, once the store has loaded. */
  remoteFees?: string;
}

/** What is connected, from the store when it has loaded, else from the workspace (no address then). */
export function placeSummary(
  kind: PlaceKind,
  workspace: Workspace,
  store: CoupangStore | undefined,
): PlaceSummary {
  if (kind === 'returnCenter') {
    return {
      code: store?.return_center_code ?? workspace.return_center_code,
      name: store?.return_center_name ?? workspace.return_center_name,
      address: store
        ? formatAddress(
            store.return_center_zipcode,
            store.return_center_address,
            store.return_center_address_detail,
          )
        : '',
    };
  }
  return {
    code: store?.outbound_shipping_place_code ?? workspace.outbound_shipping_place_code,
    name: store?.outbound_shipping_place_name ?? workspace.shipping_place_name,
    address: store ? formatAddress(store.zipcode, store.address, store.address_detail) : '',
    ...(store ? { remoteFees: remoteFeesText(store.outbound_remote_fees) } : {}),
  };
}

function PlaceBlock({
  kind,
  summary,
  canEdit,
  onPick,
}: {
  kind: PlaceKind;
  summary: PlaceSummary;
  canEdit: boolean;
  onPick: () => void;
}) {
  const label = placeKindLabels[kind];
  const isConnected = Boolean(summary.code);
  return (
    <section aria-label={label} className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{label}</h3>
        {canEdit && (
          <Button
            size="sm"
            variant={isConnected ? 'secondary' : 'primary'}
            onClick={onPick}
            aria-label={`${label} ${isConnected ? '변경' : '연결'}`}
          >
            {isConnected ? '변경' : '연결'}
          </Button>
        )}
      </div>
      {isConnected ? (
        <dl className="space-y-1 text-sm">
          <div className="flex gap-2">
            <dt className="w-12 shrink-0 text-slate-500">이름</dt>
            <dd className="font-medium text-slate-800">{summary.name ?? '-'}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="w-12 shrink-0 text-slate-500">코드</dt>
            <dd className="font-mono text-slate-800">{summary.code}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="w-12 shrink-0 text-slate-500">주소</dt>
            <dd className="text-slate-800">{summary.address || '-'}</dd>
          </div>
          {summary.remoteFees && (
            <div className="flex gap-2">
              <dt className="w-12 shrink-0 text-slate-500">도서산간</dt>
              <dd className="text-slate-800">{summary.remoteFees}</dd>
            </div>
          )}
        </dl>
      ) : (
        <p className="text-sm text-slate-500">연결된 {label}가 없습니다.</p>
      )}
    </section>
  );
}

/** The selected Coupang workspace's return place and outbound shipping place, with connect/change. */
export function DeliveryInfoCard({ workspace, onPick }: DeliveryInfoCardProps) {
  const stores = useQuery(coupangStoresQueryOptions());
  const store = stores.data?.find((candidate) => candidate.workspace_id === workspace.workspace_id);
  const canEdit = storeAbilities(workspace).canConnectPlaces && Boolean(workspace.wing_account);
  const kinds: PlaceKind[] = ['returnCenter', 'shippingPlace'];

  return (
    <section
      aria-labelledby="delivery-info-heading"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-center gap-2">
        <Truck aria-hidden="true" className="size-5 text-indigo-600" />
        <h2 id="delivery-info-heading" className="text-lg font-bold text-slate-900">
          배송 정보 · {workspace.workspace_name}
        </h2>
      </div>
      <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
        반품지와 출고지는 쿠팡 Wing(판매자센터)에 먼저 등록해야 여기서 고를 수 있습니다.
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        {kinds.map((kind) => (
          <PlaceBlock
            key={kind}
            kind={kind}
            summary={placeSummary(kind, workspace, store)}
            canEdit={canEdit}
            onPick={() => onPick(kind)}
          />
        ))}
      </div>
    </section>
  );
}
