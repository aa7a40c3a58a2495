import type {
  ConnectStore,
  CoupangStore,
  ValidateCoupangCredentials,
} from '@ollida/contracts/coupang-stores';
import { errorCodes } from '@ollida/contracts/errors';
import { Invalid } from '../../platform/domain-errors.ts';
import {
  type KeyChecker,
  validKeysMessage,
  type WorkspaceKeysService,
  type WorkspaceService,
  type WorkspacesRepo,
} from '../workspaces/index.ts';
import type { CoupangStoresRepo } from './coupang-stores.repo.ts';
import { type StoreAccess, storeNotFound } from './store-access.ts';
import { toCoupangStore } from './store-view.ts';

export interface CoupangStoreServiceDeps {
  repo: CoupangStoresRepo;
  stores: StoreAccess;
  checker: KeyChecker;
  workspacesRepo: Pick<WorkspacesRepo, 'findCoupangByWingAccount'>;
  workspaces: Pick<WorkspaceService, 'createWorkspace'>;
  workspaceKeys: Pick<WorkspaceKeysService, 'updateCredentials'>;
  clock: () => Date;
}

const authFailed = '쿠팡 API 인증에 실패했습니다';

/** The "Coupang API authentication failed: {message}" of docs/product/workspaces-and-stores.md#messages, without saying it twice when Coupang's text already does. */
function authFailure(message: string): Invalid {
  const detail = message.startsWith(authFailed) ? message : `${authFailed}: ${message}`;
  return new Invalid(detail, errorCodes.marketplaceCredentialsInvalid);
}

/** Listing, checking, connecting, disconnecting Coupang stores and the owner's recorded look at their keys. */
export function createCoupangStoreService(deps: CoupangStoreServiceDeps) {
  const { repo, stores, checker, clock } = deps;

  async function getStore(userId: string, wingAccount: string): Promise<CoupangStore> {
    const row = await repo.findForMember(userId, wingAccount);
    if (!row) throw storeNotFound();
    return toCoupangStore(row);
  }

  return {
    /** The caller's Coupang stores with their settings; the secret key never leaves the server. */
    async listStores(userId: string): Promise<CoupangStore[]> {
      return (await repo.listForMember(userId)).map(toCoupangStore);
    },

    /** One read-only Wing call with the given keys; nothing is stored. */
    async validateCredentials(input: ValidateCoupangCredentials): Promise<{ valid: true; message: string }> {
      const check = await checker.check(
        { platform: 'coupang', accessKey: input.accesskey, secretKey: input.secretkey },
        input.vendorId,
      );
      switch (check.outcome) {
        case 'valid':
          return { valid: true, message: validKeysMessage('coupang') };
        case 'rejected':
          throw authFailure(check.message);
        case 'api_error':
        case 'network_error':
          throw check.error;
        default: {
          const unexpected: never = check;
          throw new Error(`unexpected key check ${JSON.stringify(unexpected)}`);
        }
      }
    },

    /**
     * Connects the caller's store of a Wing account: creates its workspace through the workspace service (keys
     * checked with Wing first), or, when the caller already owns it, replaces its keys the same checked way.
     */
    async connect(userId: string, input: ConnectStore): Promise<{ store: CoupangStore; created: boolean }> {
      const existing = await deps.workspacesRepo.findCoupangByWingAccount(userId, input.wingAccount);
      if (existing) {
        if ((existing.vendorCode ?? '').toLowerCase() !== input.vendorCode.toLowerCase()) {
          throw new Invalid(
            `이 Wing 계정에 연결된 업체코드는 ${existing.vendorCode ?? ''}입니다. 업체코드를 확인해 주세요.`,
            errorCodes.storeVendorMismatch,
          );
        }
        await deps.workspaceKeys.updateCredentials(userId, existing.id, {
          access_key: input.accessKey,
          secret_key: input.secretKey,
        });
        return { store: await getStore(userId, input.wingAccount), created: false };
      }
      await deps.workspaces.createWorkspace(userId, {
        platform: 'coupang',
        workspace_name: `쿠팡 ${input.wingAccount}`.slice(0, 50),
        wing_account: input.wingAccount,
        vendor_code: input.vendorCode,
        access_key: input.accessKey,
        secret_key: input.secretKey,
      });
      return { store: await getStore(userId, input.wingAccount), created: true };
    },

    /**
     * Disconnects the store after the owner typed its Wing account exactly; a soft delete, so uploaded-product
     * history stays readable while the store answers 404 everywhere.
     */
    async disconnect(userId: string, wingAccount: string, confirmation: string): Promise<void> {
      const row = await stores.requireStore(
        userId,
        wingAccount,
        'disconnectStore',
        '스토어 연결 해제는 소유자만 할 수 있습니다.',
      );
      if (confirmation !== wingAccount) {
        throw new Invalid(
          '입력한 계정명이 스토어의 Wing 아이디와 일치하지 않습니다. 정확히 입력해 주세요.',
          errorCodes.storeConfirmationMismatch,
        );
      }
      await repo.disconnect(row.workspace.id, clock());
    },

    /** The stored keys in clear for the owner; every look is recorded (who, when, which store, which request). */
    async revealKeys(
      userId: string,
      wingAccount: string,
      requestId: string,
    ): Promise<{ accessKey: string; secretKey: string }> {
      const row = await stores.requireStore(
        userId,
        wingAccount,
        'revealKeys',
        'API 키 원문은 워크스페이스 소유자만 볼 수 있습니다.',
      );
      const keys = stores.keysOf(row);
      await repo.recordReveal({ workspaceId: row.workspace.id, userId, requestId, revealedAt: clock() });
      return { accessKey: keys.accessKey, secretKey: keys.secretKey };
    },
  };
}

export type CoupangStoreService = ReturnType<typeof createCoupangStoreService>;
