import type { KeyStatus, Workspace } from '@ollida/contracts/workspaces';

// Admins may only repair keys that do not work (the server enforces the same rule).
const adminRepairableStatuses: readonly KeyStatus[] = ['expired', 'invalid', 'missing_credentials'];

/** What the signed-in user may do with a workspace card (docs/product/workspaces-and-stores.md#workspace-page, #roles-and-permissions). */
export function workspaceAbilities(workspace: Workspace) {
  const role = workspace.user_role;
  const isOwner = role === 'owner';
  const isAdmin = role === 'admin';
  return {
    canUpdateKeys: isOwner || (isAdmin && adminRepairableStatuses.includes(workspace.key_status.status)),
    canManageMembers: isOwner,
    canInvite: isOwner || isAdmin,
    canRemoveMembers: isOwner,
  };
}

/** The workspace shown as selected: the current one, else the one the user owns, else the first. */
export function selectedWorkspaceOf(workspaces: readonly Workspace[]): Workspace | undefined {
  return (
    workspaces.find((workspace) => workspace.is_current) ??
    workspaces.find((workspace) => workspace.user_role === 'owner') ??
    workspaces[0]
  );
}
