import type { Workspace } from '@ollida/contracts/workspaces';
import { type PlaceKind, placeKindLabels } from '../lib/place-rows';
import { PlacePickerModal } from './place-picker-modal';
import { StoreApiKeyModal } from './store-api-key-modal';
import { StoreSettingsModal } from './store-settings-modal';

/**
 * Which store modal is open. One at a time (stacked modals would fight over focus and Escape); a picker or the
 * API key modal opened from the settings goes back to the settings when it closes.
 */
export type StoreDialog =
  | { kind: 'settings'; workspace: Workspace }
  | { kind: 'place'; workspace: Workspace; placeKind: PlaceKind; fromSettings?: boolean }
  | { kind: 'apiKey'; workspace: Workspace; fromSettings?: boolean };

interface StoreDialogsProps {
  dialog: StoreDialog | null;
  onOpen: (dialog: StoreDialog) => void;
  onClose: () => void;
  onNotice: (text: string) => void;
}

export function StoreDialogs({ dialog, onOpen, onClose, onNotice }: StoreDialogsProps) {
  if (!dialog) return null;
  const { workspace } = dialog;
  const back = () =>
    dialog.kind !== 'settings' && dialog.fromSettings ? onOpen({ kind: 'settings', workspace }) : onClose();
  // Every store has an API key; the other dialogs are Coupang's (Wing account).
  if (dialog.kind === 'apiKey') return <StoreApiKeyModal workspace={workspace} onClose={back} />;
  const wingAccount = workspace.wing_account;
  if (!wingAccount) return null;

  switch (dialog.kind) {
    case 'settings':
      return (
        <StoreSettingsModal
          workspace={workspace}
          onClose={onClose}
          onPick={(placeKind) => onOpen({ kind: 'place', workspace, placeKind, fromSettings: true })}
          onManageApiKey={() => onOpen({ kind: 'apiKey', workspace, fromSettings: true })}
          onDisconnected={(message) => {
            onClose();
            onNotice(message);
          }}
          onWingAccountChanged={(changed) =>
            onOpen({ kind: 'settings', workspace: { ...workspace, wing_account: changed } })
          }
        />
      );
    case 'place': {
      const currentCode =
        dialog.placeKind === 'returnCenter'
          ? workspace.return_center_code
          : workspace.outbound_shipping_place_code;
      return (
        <PlacePickerModal
          kind={dialog.placeKind}
          wingAccount={wingAccount}
          currentCode={currentCode}
          onClose={back}
          onConnected={(row) => {
            back();
            onNotice(`${placeKindLabels[dialog.placeKind]}를 연결했습니다: ${row.name}`);
          }}
        />
      );
    }
    default: {
      const unknown: never = dialog;
      return unknown;
    }
  }
}
