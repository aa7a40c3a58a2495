import type { Workspace } from '@ollida/contracts/workspaces';
import { useQuery } from '@tanstack/react-query';
import { ErrorBox } from '../../../components/ui/error-box';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { uploadSettingsQueryOptions } from '../api/get-upload-settings';
import { callErrorText } from '../lib/messages';
import { UploadSettingsForm } from './upload-settings-form';
import { workspaceLabel } from './workspace-picker';

/** The selected workspace's price rule and listing defaults (owners and admins may change them). */
export function UploadSettingsModal({ workspace, onClose }: { workspace: Workspace; onClose: () => void }) {
  const settings = useQuery(uploadSettingsQueryOptions(workspace.workspace_id));
  return (
    <Modal
      title="가격 규칙 · 업로드 설정"
      description={`${workspaceLabel(workspace)}에 올리는 모든 상품에 적용됩니다. 판매가는 공급가에 마진율과 추가 금액을 더하고, 최소 마진을 보장한 뒤 단위에 맞춰 올림합니다.`}
      onClose={onClose}
      size="lg"
    >
      {settings.isPending && <Spinner label="설정을 불러오는 중..." />}
      {settings.isError && (
        <ErrorBox title="설정을 불러오지 못했습니다">{callErrorText(settings.error)}</ErrorBox>
      )}
      {settings.data && <UploadSettingsForm workspaceId={workspace.workspace_id} settings={settings.data} />}
    </Modal>
  );
}
