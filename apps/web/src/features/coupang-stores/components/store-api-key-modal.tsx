import type { Workspace } from '@ollida/contracts/workspaces';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { errorDetail } from '../../../lib/error-text';
import { formatDateTime } from '../../../lib/format';
import { storeApiKeyQueryOptions, useGenerateStoreApiKey, useRevokeStoreApiKey } from '../api/store-api-key';
import { ApiKeySamples } from './api-key-samples';
import { GeneratedKeyBox } from './generated-key-box';

export const revokeConfirmText =
  'API 키를 폐기하면 되돌릴 수 없고, 이 키를 쓰는 연동은 바로 멈춥니다. 폐기할까요?';
export const reissueConfirmText = '재발급하면 지금 쓰는 키는 바로 사용할 수 없게 됩니다. 재발급할까요?';

interface StoreApiKeyModalProps {
  workspace: Workspace;
  onClose: () => void;
}

/** The store's external API key: status, create or reissue (shown once), revoke, and usage samples. */
export function StoreApiKeyModal({ workspace, onClose }: StoreApiKeyModalProps) {
  const status = useQuery(storeApiKeyQueryOptions(workspace.workspace_id));
  const generate = useGenerateStoreApiKey(workspace.workspace_id);
  const revoke = useRevokeStoreApiKey(workspace.workspace_id);
  const key = status.data;
  const hasKey = Boolean(key?.hasApiKey && key.apiKeyActive);
  const isBusy = generate.isPending || revoke.isPending;

  function create() {
    if (hasKey && !window.confirm(reissueConfirmText)) return;
    revoke.reset();
    generate.mutate();
  }

  function revokeKey() {
    if (!window.confirm(revokeConfirmText)) return;
    generate.reset();
    revoke.mutate();
  }

  return (
    <Modal
      title={`외부 API 키 · ${workspace.workspace_name}`}
      onClose={onClose}
      size="4xl"
      description="브라우저 확장 프로그램이나 외부 프로그램이 이 스토어로 상품을 올릴 때 쓰는 키입니다. 키는 만들 때 한 번만 보여 드립니다."
    >
      {status.isPending && <Spinner label="API 키 상태를 불러오는 중..." className="py-6" />}
      {status.isError && (
        <ErrorBox title="API 키 상태를 불러오지 못했습니다.">{errorDetail(status.error)}</ErrorBox>
      )}
      {key && (
        <section aria-labelledby="api-key-status-heading" className="space-y-3">
          <h3 id="api-key-status-heading" className="font-semibold text-slate-900">
            키 상태
          </h3>
          {hasKey ? (
            <dl className="space-y-1 rounded-lg bg-slate-50 p-3 text-sm">
              <div className="flex gap-2">
                <dt className="w-20 shrink-0 text-slate-500">키</dt>
                <dd className="font-mono text-slate-800">
                  {key.apiKeyPrefix ? `${key.apiKeyPrefix}…` : '-'}
                </dd>
              </div>
              <div className="flex gap-2">
                <dt className="w-20 shrink-0 text-slate-500">발급일</dt>
                <dd className="text-slate-800">{key.createdAt ? formatDateTime(key.createdAt) : '-'}</dd>
              </div>
            </dl>
          ) : (
            <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-600">발급된 API 키가 없습니다.</p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button onClick={create} disabled={isBusy}>
              {generate.isPending ? '발급 중...' : hasKey ? '재발급' : '생성'}
            </Button>
            {hasKey && (
              <Button variant="secondary" onClick={revokeKey} disabled={isBusy}>
                {revoke.isPending ? '폐기 중...' : '폐기'}
              </Button>
            )}
          </div>
        </section>
      )}
      {generate.data && <GeneratedKeyBox apiKey={generate.data.api_key} />}
      {revoke.isSuccess && (
        <p role="status" className="text-sm font-medium text-emerald-700">
          API 키를 폐기했습니다.
        </p>
      )}
      {generate.isError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          API 키를 발급하지 못했습니다: {errorDetail(generate.error)}
        </p>
      )}
      {revoke.isError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          API 키를 폐기하지 못했습니다: {errorDetail(revoke.error)}
        </p>
      )}
      <ApiKeySamples origin={window.location.origin} platform={workspace.platform} />
    </Modal>
  );
}
