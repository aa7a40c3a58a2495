import type { Platform } from '@ollida/contracts/workspaces';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Modal } from '../../../components/ui/modal';
import type { CreatedWorkspace } from '../api/create-workspace';
import { platformLabels } from '../lib/workspace-labels';
import { CreateWorkspaceForm } from './create-workspace-form';
import { PlatformChoice } from './platform-choice';
import { StoreAllowanceNotice, useStoreAllowance } from './store-allowance-notice';

interface CreateWorkspaceModalProps {
  onClose: () => void;
  onCreated: (workspace: CreatedWorkspace) => void;
}

/** Creating a workspace in two steps: the marketplace, then its keys. */
export function CreateWorkspaceModal({ onClose, onCreated }: CreateWorkspaceModalProps) {
  const [platform, setPlatform] = useState<Platform | null>(null);
  const allowance = useStoreAllowance();

  if (!platform) {
    return (
      <Modal title="새 워크스페이스" description="연결할 마켓을 선택해 주세요." onClose={onClose}>
        <div className="space-y-4">
          {allowance && <StoreAllowanceNotice allowance={allowance} />}
          {!allowance?.isFull && <PlatformChoice onChoose={setPlatform} />}
        </div>
      </Modal>
    );
  }

  return (
    <Modal
      key={platform}
      title={`${platformLabels[platform]} 워크스페이스`}
      onClose={onClose}
      headerStart={
        <button
          type="button"
          onClick={() => setPlatform(null)}
          className="rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
          <span className="sr-only">마켓 다시 선택</span>
        </button>
      }
    >
      <CreateWorkspaceForm platform={platform} onCreated={onCreated} />
    </Modal>
  );
}
