import type { Workspace } from '@ollida/contracts/workspaces';

/** What the signed-in user may do with a store (docs/product/workspaces-and-stores.md#roles-and-permissions; the server enforces the same); most of it is Coupang's. */
export function storeAbilities(workspace: Pick<Workspace, 'platform' | 'user_role'>) {
  const isCoupang = workspace.platform === 'coupang';
  const isOwner = workspace.user_role === 'owner';
  const isOwnerOrAdmin = isOwner || workspace.user_role === 'admin';
  return {
    canOpenSettings: isCoupang && isOwner,
    canConnectPlaces: isCoupang && isOwnerOrAdmin,
    canManageApiKey: isOwnerOrAdmin,
    canDisconnect: isCoupang && isOwner,
    canRevealKeys: isCoupang && isOwner,
  };
}
