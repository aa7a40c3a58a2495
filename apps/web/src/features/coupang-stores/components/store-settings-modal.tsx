import type { CoupangStore } from '@ollida/contracts/coupang-stores';
import type { Workspace } from '@ollida/contracts/workspaces';
import { useQuery } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { errorDetail } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format';
import { coupangStoresQueryOptions } from '../api/get-coupang-stores';
import { formatAddress, type PlaceKind, remoteFeesText } from '../lib/place-rows';
import { DisconnectStoreSection } from './disconnect-store-section';
import { StoreFeesForm } from './store-fees-form';
import { StoreKeysSection } from './store-keys-section';
import { WingAccountForm } from './wing-account-form';

export interface StoreSettingsActions {
  onPick: (kind: PlaceKind) => void;
  onManageApiKey: () => void;
  onDisconnected: (message: string) => void;
  /** The store's Wing ID was corrected; the dialogs address the store by the new one from now on. */
  onWingAccountChanged: (wingAccount: string) => void;
}

interface StoreSettingsModalProps extends StoreSettingsActions {
  workspace: Workspace;
  onClose: () => void;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="w-24 shrink-0 text-slate-500">{label}</dt>
      <dd className="min-w-0 break-all text-slate-800">{children}</dd>
    </div>
  );
}

function PlaceInfo({
  title,
  code,
  name,
  contact,
  address,
  remoteFees,
  onChange,
}: {
  title: string;
  code: string | null;
  name: string | null;
  contact: string | null;
  address: string;
  /** The shipping place's remote-area fees line. */
  remoteFees?: string;
  onChange: () => void;
}) {
  return (
    <section aria-label={title} className="space-y-2 rounded-xl border border-slate-200 p-3">
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{title}</h3>
        <Button
          size="sm"
          variant="secondary"
          onClick={onChange}
          aria-label={`${title} ${code ? '변경' : '연결'}`}
        >
          {code ? '변경' : '연결'}
        </Button>
      </div>
      {code ? (
        <dl className="space-y-1 text-sm">
          <Row label="이름">{name ?? '-'}</Row>
          <Row label="코드">{code}</Row>
          <Row label="연락처">{contact || '-'}</Row>
          <Row label="주소">{address || '-'}</Row>
          {remoteFees && <Row label="도서산간 배송비">{remoteFees}</Row>}
        </dl>
      ) : (
        <p className="text-sm text-slate-500">연결된 {title}가 없습니다.</p>
      )}
    </section>
  );
}

function StoreSettingsBody({ store, actions }: { store: CoupangStore; actions: StoreSettingsActions }) {
  return (
    <div className="space-y-5 text-sm">
      <section aria-labelledby="store-basics-heading" className="space-y-2">
        <h3 id="store-basics-heading" className="font-semibold text-slate-900">
          기본 정보
        </h3>
        <dl className="space-y-1 rounded-lg bg-slate-50 p-3">
          <Row label="Wing 아이디">{store.wingAccount}</Row>
          <Row label="업체코드">{store.vendorCode}</Row>
          <Row label="연결일">{formatDate(store.created_at)}</Row>
        </dl>
      </section>
      <WingAccountForm
        wingAccount={store.wingAccount}
        onChanged={(changed) => actions.onWingAccountChanged(changed.wingAccount)}
      />
      <StoreKeysSection wingAccount={store.wingAccount} accessKey={store.accessKey} />
      <div className="grid gap-3 md:grid-cols-2">
        <PlaceInfo
          title="반품지"
          code={store.return_center_code}
          name={store.return_center_name}
          contact={store.return_center_contact}
          address={formatAddress(
            store.return_center_zipcode,
            store.return_center_address,
            store.return_center_address_detail,
          )}
          onChange={() => actions.onPick('returnCenter')}
        />
        <PlaceInfo
          title="출고지"
          code={store.outbound_shipping_place_code}
          name={store.outbound_shipping_place_name}
          contact={store.outbound_shipping_place_contact}
          address={formatAddress(store.zipcode, store.address, store.address_detail)}
          remoteFees={remoteFeesText(store.outbound_remote_fees)}
          onChange={() => actions.onPick('shippingPlace')}
        />
      </div>
      <StoreFeesForm store={store} />
      <section className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-slate-200 p-3">
        <p className="text-slate-700">
          외부 프로그램에서 이 스토어로 상품을 올릴 때 쓰는 API 키를 관리합니다.
        </p>
        <Button size="sm" variant="secondary" onClick={actions.onManageApiKey}>
          <KeyRound aria-hidden="true" className="size-4" />
          외부 API 키 관리
        </Button>
      </section>
      <DisconnectStoreSection wingAccount={store.wingAccount} onDisconnected={actions.onDisconnected} />
    </div>
  );
}

/** Store settings, owner only: basics, the Wing ID, keys, return and outbound places, fees, external API key, disconnect. */
export function StoreSettingsModal({ workspace, onClose, ...actions }: StoreSettingsModalProps) {
  const stores = useQuery(coupangStoresQueryOptions());
  const store = stores.data?.find((candidate) => candidate.workspace_id === workspace.workspace_id);

  return (
    <Modal title={`스토어 설정 · ${workspace.workspace_name}`} onClose={onClose} size="4xl">
      {stores.isPending && <Spinner label="스토어 정보를 불러오는 중..." className="py-10" />}
      {stores.isError && (
        <ErrorBox
          title="스토어 정보를 불러오지 못했습니다."
          action={
            <Button size="sm" variant="secondary" onClick={() => void stores.refetch()}>
              다시 시도
            </Button>
          }
        >
          {errorDetail(stores.error)}
        </ErrorBox>
      )}
      {stores.isSuccess && !store && (
        <p className="text-sm text-slate-600">이 워크스페이스에 연결된 쿠팡 스토어를 찾을 수 없습니다.</p>
      )}
      {store && <StoreSettingsBody store={store} actions={actions} />}
    </Modal>
  );
}
