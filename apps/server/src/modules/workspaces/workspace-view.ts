import type { CredentialTest, Workspace } from '@ollida/contracts/workspaces';
import type { MemberWorkspaceRow, WorkspaceRow, WorkspaceSettingsRow } from './workspaces.repo.ts';

/** The masked form of a stored key: its prefix and an ellipsis, never more. */
function masked(prefix: string | null): string | null {
  return prefix === null || prefix === '' ? null : `${prefix}…`;
}

/** The last recorded key test, or null when the keys were never tested. */
export function lastTestOf(row: WorkspaceRow): CredentialTest | null {
  if (row.lastTestedAt === null) return null;
  return {
    is_valid: row.lastTestValid ?? false,
    error_type: row.lastTestErrorType,
    message: row.lastTestMessage ?? '',
    timestamp: row.lastTestedAt.toISOString(),
  };
}

/**
 * Which of the user's workspaces is current: the stored choice while they are still a member, else the one they
 * own, else the first (docs/product/workspaces-and-stores.md#workspace-page).
 */
export function pickCurrentId(
  userId: string,
  rows: readonly MemberWorkspaceRow[],
  settings: WorkspaceSettingsRow | undefined,
): string | undefined {
  const stored = settings?.currentWorkspaceId;
  if (stored && rows.some((row) => row.workspace.id === stored)) return stored;
  const owned = rows.find((row) => row.workspace.ownerId === userId);
  return (owned ?? rows[0])?.workspace.id;
}

/** Maps one membership row to the contract shape; secrets only ever as their masked prefix. */
export function toWorkspace(
  row: MemberWorkspaceRow,
  choice: { currentId: string | undefined; mainId: string | null | undefined },
): Workspace {
  const { workspace, role } = row;
  const isCoupang = workspace.platform === 'coupang';
  return {
    workspace_id: workspace.id,
    workspace_name: workspace.name,
    platform: workspace.platform,
    is_owner: role === 'owner',
    user_role: role,
    wing_account: workspace.wingAccount,
    vendor_code: workspace.vendorCode,
    store_id: workspace.storeId,
    store_name: workspace.storeName,
    access_key: isCoupang ? masked(workspace.keyPrefix) : null,
    client_id: isCoupang ? null : masked(workspace.keyPrefix),
    created_at: workspace.createdAt.toISOString(),
    api_keys_configured: workspace.credentials !== null,
    key_status: { status: workspace.keyStatus, message: workspace.keyStatusMessage },
    last_test: lastTestOf(workspace),
    is_current: workspace.id === choice.currentId,
    is_main: workspace.id === choice.mainId,
    member_count: row.memberCount,
    return_center_code: workspace.returnCenterCode,
    return_center_name: workspace.returnCenterName,
    outbound_shipping_place_code: workspace.outboundShippingPlaceCode,
    shipping_place_name: workspace.shippingPlaceName,
  };
}

/** The user's workspaces in contract shape, with current and main resolved. */
export function toWorkspaceList(
  userId: string,
  rows: readonly MemberWorkspaceRow[],
  settings: WorkspaceSettingsRow | undefined,
): Workspace[] {
  const choice = { currentId: pickCurrentId(userId, rows, settings), mainId: settings?.mainWorkspaceId };
  return rows.map((row) => toWorkspace(row, choice));
}
