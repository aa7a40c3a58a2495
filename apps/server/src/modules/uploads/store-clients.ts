import { errorCodes } from '@ollida/contracts/errors';
import type { CoupangVendorClient } from '../../integrations/coupang/coupang-client.ts';
import type { MarketplaceClients } from '../../integrations/marketplace-clients.ts';
import type { NaverApplicationClient } from '../../integrations/naver/naver-client.ts';
import { storeSlugOf } from '../../integrations/naver/naver-seller.ts';
import { Invalid } from '../../platform/domain-errors.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import { coupangKeysOf } from '../coupang-stores/index.ts';
import { openKeys } from '../workspaces/index.ts';
import type { UploadWorkspaceRow } from './uploads.repo.ts';

/** Marketplace calls signed with one store's own keys. */
export interface StoreClientDeps {
  clients: MarketplaceClients;
  secrets: SecretBox;
}

/** The Wing client of a Coupang store; a Korean 400 when its keys are missing or no longer open. */
export function coupangClientOf(deps: StoreClientDeps, workspace: UploadWorkspaceRow): CoupangVendorClient {
  const keys = coupangKeysOf(deps.secrets, workspace.credentials);
  // Keys without the vendor code they are bound to cannot sign anything Wing accepts.
  if (!workspace.vendorCode) {
    throw new Invalid(
      '저장된 쿠팡 API 키가 없습니다. 스토어를 다시 연결해 주세요.',
      errorCodes.storeKeysMissing,
    );
  }
  return deps.clients.coupang.forVendor({
    accessKey: keys.accessKey,
    secretKey: keys.secretKey,
    vendorId: workspace.vendorCode,
  });
}

/** The Commerce API client of a Naver store; a Korean 400 when its keys are missing or no longer open. */
export function naverClientOf(deps: StoreClientDeps, workspace: UploadWorkspaceRow): NaverApplicationClient {
  const keys = openKeys(deps.secrets, workspace.credentials);
  if (keys?.platform !== 'naver') {
    throw new Invalid(
      '저장된 네이버 API 키가 없습니다. 워크스페이스에서 키를 다시 등록해 주세요.',
      errorCodes.storeKeysMissing,
    );
  }
  return deps.clients.naver.forApplication({ clientId: keys.clientId, clientSecret: keys.clientSecret });
}

/**
 * A store whose keys the last connection check found refused or expired cannot list anything: a Korean 400 before any
 * call (bulk items check this before reading their page). A store never checked is tried.
 */
export function assertKeysUsable(workspace: Pick<UploadWorkspaceRow, 'keyStatus' | 'platform'>): void {
  if (workspace.keyStatus !== 'invalid' && workspace.keyStatus !== 'expired') return;
  const market = workspace.platform === 'coupang' ? '쿠팡' : '네이버 커머스';
  const state = workspace.keyStatus === 'expired' ? '만료되었습니다' : '마지막 연결 확인에서 거절되었습니다';
  throw new Invalid(
    `${market} API 키가 ${state}. 워크스페이스 설정에서 키를 다시 입력하고 연결을 확인해 주세요.`,
    errorCodes.marketplaceCredentialsInvalid,
  );
}

/** The Smart Store slug (`smartstore.naver.com/{slug}`) from the channels saved with the workspace. */
export function naverStoreSlugOf(workspace: UploadWorkspaceRow): string | null {
  const store = workspace.channels?.find((channel) => channel.type === 'STOREFARM');
  return storeSlugOf(store?.url ?? undefined) ?? null;
}
