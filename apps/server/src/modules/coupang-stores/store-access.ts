import { errorCodes } from '@ollida/contracts/errors';
import type { MarketplaceClients } from '../../integrations/marketplace-clients.ts';
import { Invalid, NotFound } from '../../platform/domain-errors.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import {
  type CoupangKeys,
  openKeys,
  type WorkspaceAccess,
  type WorkspaceAction,
} from '../workspaces/index.ts';
import type { CoupangStoresRepo, MemberStoreRow } from './coupang-stores.repo.ts';

export interface StoreAccessDeps {
  repo: CoupangStoresRepo;
  access: WorkspaceAccess;
  secrets: SecretBox;
  clients: MarketplaceClients;
}

/** Korean 404 of every store route: a store of another user is indistinguishable from none. */
export const storeNotFound = () => new NotFound('쿠팡 스토어를 찾을 수 없습니다.', errorCodes.storeNotFound);

/** A Coupang store's sealed keys opened, or a Korean 400 when none are stored or they no longer open. */
export function coupangKeysOf(secrets: SecretBox, sealed: string | null): CoupangKeys {
  const keys = openKeys(secrets, sealed);
  if (keys?.platform !== 'coupang') {
    throw new Invalid(
      '저장된 쿠팡 API 키가 없습니다. 스토어를 다시 연결해 주세요.',
      errorCodes.storeKeysMissing,
    );
  }
  return keys;
}

/** Finds the caller's store by Wing account and checks the action; every store use case starts here. */
export function createStoreAccess(deps: StoreAccessDeps) {
  const { repo, access, secrets, clients } = deps;

  async function requireStore(
    userId: string,
    wingAccount: string,
    action: WorkspaceAction,
    message: string,
  ): Promise<MemberStoreRow> {
    const row = await repo.findForMember(userId, wingAccount);
    if (!row) throw storeNotFound();
    const role = await access.require(userId, row.workspace.id, action, message);
    return { workspace: row.workspace, role };
  }

  /** The store's stored Coupang keys, or a Korean 400 when none are stored or they no longer open. */
  function keysOf(row: MemberStoreRow): CoupangKeys {
    return coupangKeysOf(secrets, row.workspace.credentials);
  }

  return {
    requireStore,
    keysOf,

    /** Wing calls signed with the store's own keys. */
    wingOf(row: MemberStoreRow) {
      const keys = keysOf(row);
      return clients.coupang.forVendor({
        accessKey: keys.accessKey,
        secretKey: keys.secretKey,
        vendorId: row.workspace.vendorCode ?? '',
      });
    },
  };
}

export type StoreAccess = ReturnType<typeof createStoreAccess>;
