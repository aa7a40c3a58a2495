import type { Workspace } from '@ollida/contracts/workspaces';
import type { CreatedWorkspace } from '../api/create-workspace';
import { CreateWorkspaceModal } from './create-workspace-modal';
import { MemberModal } from './member-modal';
import { UpdateKeysModal } from './update-keys-modal';

/** Which modal the workspace page shows; each is mounted only while open, so closing resets its form. */
export type WorkspaceDialog =
  | { kind: 'create' }
  | { kind: 'keys'; workspace: Workspace }
  | { kind: 'members'; workspace: Workspace; mode: 'manage' | 'invite' };

interface WorkspaceDialogsProps {
  dialog: WorkspaceDialog | null;
  onClose: () => void;
  onCreated: (workspace: CreatedWorkspace) => void;
  onKeysUpdated: (workspace: Workspace) => void;
}

export function WorkspaceDialogs({ dialog, onClose, onCreated, onKeysUpdated }: WorkspaceDialogsProps) {
  if (!dialog) return null;
  switch (dialog.kind) {
    case 'create':
      return <CreateWorkspaceModal onClose={onClose} onCreated={onCreated} />;
    case 'keys':
      return (
        <UpdateKeysModal
          workspace={dialog.workspace}
          onClose={onClose}
          onUpdated={() => onKeysUpdated(dialog.workspace)}
        />
      );
    case 'members':
      return <MemberModal workspace={dialog.workspace} mode={dialog.mode} onClose={onClose} />;
    default: {
      const unknown: never = dialog;
      return unknown;
    }
  }
}
