import { createHash, randomBytes } from 'node:crypto';
import { type StoreApiKeyStatus, storeApiKeyTag } from '@ollida/contracts/coupang-stores';
import { keyPrefixLength } from '@ollida/contracts/workspaces';
import { NotFound } from '../../platform/domain-errors.ts';
import type { WorkspaceAccess } from '../workspaces/index.ts';
import type { ApiKeyStore, CoupangStoresRepo } from './coupang-stores.repo.ts';
import type { StoreAccess } from './store-access.ts';

export interface StoreApiKeyServiceDeps {
  repo: CoupangStoresRepo;
  stores: StoreAccess;
  access: WorkspaceAccess;
  clock: () => Date;
}

/** Longest string taken for a key lookup: a real key is 47 characters, anything far longer is not one. */
const maxApiKeyLength = 100;

const keysDenied = '스토어 API 키는 워크스페이스 소유자나 관리자만 관리할 수 있습니다.';

/** The only form of a store API key that is stored: its SHA-256, hex. */
export function hashStoreApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** A fresh key: the tag and 32 random bytes in base64url. */
export function newStoreApiKey(): string {
  return `${storeApiKeyTag}${randomBytes(32).toString('base64url')}`;
}

/** The connected store a presented API key belongs to, or undefined; for the external upload call. */
export async function findStoreByApiKey(
  repo: Pick<CoupangStoresRepo, 'findStoreByKeyHash'>,
  key: string,
): Promise<ApiKeyStore | undefined> {
  if (!key.startsWith(storeApiKeyTag) || key.length > maxApiKeyLength) return undefined;
  return repo.findStoreByKeyHash(hashStoreApiKey(key));
}

/**
 * External-use API keys of a store (a connected workspace of either marketplace): shown once, stored as hash and
 * prefix, replaced or revoked at once. Coupang stores are also reached by Wing account (the routes of docs/product/workspaces-and-stores.md#store-api-keys).
 */
export function createStoreApiKeyService(deps: StoreApiKeyServiceDeps) {
  const { repo, stores, access, clock } = deps;

  async function generate(userId: string, workspaceId: string) {
    const apiKey = newStoreApiKey();
    const saved = await repo.replaceApiKey({
      workspaceId,
      keyHash: hashStoreApiKey(apiKey),
      keyPrefix: apiKey.slice(0, keyPrefixLength),
      createdBy: userId,
      createdAt: clock(),
    });
    return { api_key: apiKey, created_at: saved.createdAt.toISOString() };
  }

  async function revoke(workspaceId: string): Promise<void> {
    if (!(await repo.deleteApiKey(workspaceId))) throw new NotFound('발급된 API 키가 없습니다.');
  }

  async function status(workspaceId: string): Promise<StoreApiKeyStatus> {
    const key = await repo.findApiKey(workspaceId);
    return {
      hasApiKey: key !== undefined,
      // A key row only exists while it works: revoking and disconnecting delete it.
      apiKeyActive: key !== undefined,
      apiKeyPrefix: key?.keyPrefix ?? null,
      createdAt: key?.createdAt.toISOString() ?? null,
    };
  }

  const coupangStore = async (userId: string, wingAccount: string) =>
    (await stores.requireStore(userId, wingAccount, 'manageSettings', keysDenied)).workspace.id;
  const workspace = async (userId: string, workspaceId: string) => {
    await access.require(userId, workspaceId, 'manageSettings', keysDenied);
    return workspaceId;
  };

  return {
    /** A new key in clear, this once; any previous key of the store stops working now. */
    generate: async (userId: string, wingAccount: string) =>
      generate(userId, await coupangStore(userId, wingAccount)),
    /** Revokes the store's key immediately. */
    revoke: async (userId: string, wingAccount: string) => revoke(await coupangStore(userId, wingAccount)),
    /** Whether the store has a key, with its prefix and creation time; never the key. */
    status: async (userId: string, wingAccount: string) => status(await coupangStore(userId, wingAccount)),

    /** The same three for any workspace (Naver stores included), by id. */
    generateForWorkspace: async (userId: string, workspaceId: string) =>
      generate(userId, await workspace(userId, workspaceId)),
    revokeForWorkspace: async (userId: string, workspaceId: string) =>
      revoke(await workspace(userId, workspaceId)),
    statusForWorkspace: async (userId: string, workspaceId: string) =>
      status(await workspace(userId, workspaceId)),

    /** The connected store a presented API key belongs to, or undefined; for the external upload call. */
    findStoreByApiKey(key: string): Promise<ApiKeyStore | undefined> {
      return findStoreByApiKey(repo, key);
    },
  };
}

export type StoreApiKeyService = ReturnType<typeof createStoreApiKeyService>;
