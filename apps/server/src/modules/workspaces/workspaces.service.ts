import { errorCodes } from '@ollida/contracts/errors';
import type { CreateWorkspace, Workspace } from '@ollida/contracts/workspaces';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { Conflict, NotFound } from '../../platform/domain-errors.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import type { PlanLimits } from '../plans/index.ts';
import { requireNaverStore, requireValidKeys, toContractChannels, validKeyState } from './key-outcomes.ts';
import { type KeyChecker, keyPrefixOf, sealKeys } from './marketplace-keys.ts';
import type { WorkspaceAccess } from './workspace-access.ts';
import { toWorkspaceList } from './workspace-view.ts';
import type { NewWorkspaceRow, WorkspacesRepo } from './workspaces.repo.ts';

/** What `POST /api/workspaces` answers: the workspace, plus what was discovered for a Naver store. */
export type CreatedWorkspace = Workspace & {
  auto_retrieved?: { store_id: string; store_name: string; channels: ReturnType<typeof toContractChannels> };
};

export interface WorkspaceServiceDeps {
  repo: WorkspacesRepo;
  access: WorkspaceAccess;
  checker: KeyChecker;
  secrets: SecretBox;
  limits: PlanLimits;
  clock: () => Date;
}

const duplicateWingAccount = () =>
  new Conflict('이미 이 Wing 계정으로 만든 워크스페이스가 있습니다.', errorCodes.workspaceAlreadyExists);
const duplicateNaverStore = () =>
  new Conflict('이미 이 스마트스토어로 만든 워크스페이스가 있습니다.', errorCodes.workspaceAlreadyExists);

/** Listing, creating and choosing workspaces. */
export function createWorkspaceService(deps: WorkspaceServiceDeps) {
  const { repo, access, checker, secrets, clock } = deps;

  async function listWorkspaces(userId: string): Promise<Workspace[]> {
    const [rows, settings] = await Promise.all([repo.listForMember(userId), repo.findSettings(userId)]);
    return toWorkspaceList(userId, rows, settings);
  }

  /** One workspace as the user sees it; 404 when they are not (or no longer) a member. */
  async function getWorkspace(userId: string, workspaceId: string): Promise<Workspace> {
    const found = (await listWorkspaces(userId)).find((workspace) => workspace.workspace_id === workspaceId);
    if (!found) throw new NotFound('워크스페이스를 찾을 수 없습니다.');
    return found;
  }

  /** Checks the keys with the marketplace (no transaction open yet) and builds the row to insert. */
  async function prepare(
    userId: string,
    input: CreateWorkspace,
    now: Date,
  ): Promise<{ values: NewWorkspaceRow; autoRetrieved?: CreatedWorkspace['auto_retrieved'] }> {
    if (input.platform === 'coupang') {
      if (await repo.findCoupangByWingAccount(userId, input.wing_account)) throw duplicateWingAccount();
      const keys = { platform: 'coupang', accessKey: input.access_key, secretKey: input.secret_key } as const;
      requireValidKeys(await checker.check(keys, input.vendor_code));
      return {
        values: {
          name: input.workspace_name,
          platform: 'coupang',
          ownerId: userId,
          wingAccount: input.wing_account,
          vendorCode: input.vendor_code,
          credentials: sealKeys(secrets, keys),
          keyPrefix: keyPrefixOf(keys.accessKey),
          ...validKeyState('coupang', now),
        },
      };
    }
    const keys = {
      platform: 'naver',
      clientId: input.naver_client_id,
      clientSecret: input.naver_client_secret,
    } as const;
    const store = requireNaverStore(requireValidKeys(await checker.check(keys, null)));
    if (await repo.findNaverByStore(userId, store.storeId)) throw duplicateNaverStore();
    const channels = toContractChannels(store.channels);
    return {
      values: {
        name: input.workspace_name,
        platform: 'naver',
        ownerId: userId,
        storeId: store.storeId,
        storeName: store.storeName,
        channels,
        credentials: sealKeys(secrets, keys),
        keyPrefix: keyPrefixOf(keys.clientId),
        ...validKeyState('naver', now),
      },
      autoRetrieved: { store_id: store.storeId, store_name: store.storeName, channels },
    };
  }

  return {
    listWorkspaces,

    /**
     * Creates a workspace whose keys the marketplace has just accepted; the creator becomes its owner and, when
     * they have none, it becomes their current and main workspace.
     */
    async createWorkspace(userId: string, input: CreateWorkspace): Promise<CreatedWorkspace> {
      const now = clock();
      const { values, autoRetrieved } = await prepare(userId, input, now);
      const row = await repo
        .transaction(async (tx) => {
          // Counted under the owner's lock in the inserting transaction: parallel creations take the places in turn.
          await deps.limits.assertCanAddStore(userId, tx);
          const inserted = await repo.insertWithOwner({ ...values, createdAt: now }, now, tx);
          await repo.adoptAsDefault(userId, inserted.id, tx);
          return inserted;
        })
        .catch((error: unknown) => {
          // Two creations of one Wing account racing past the check in `prepare`: the unique index decides.
          if (isUniqueViolation(error, 'workspaces_coupang_wing_account_unique'))
            throw duplicateWingAccount();
          throw error;
        });
      const workspace = await getWorkspace(userId, row.id);
      return autoRetrieved === undefined ? workspace : { ...workspace, auto_retrieved: autoRetrieved };
    },

    /** Makes a workspace the one the user works in; persists across sessions and devices. */
    async selectCurrent(userId: string, workspaceId: string): Promise<Workspace> {
      await access.roleOf(userId, workspaceId);
      await repo.setCurrent(userId, workspaceId);
      return getWorkspace(userId, workspaceId);
    },

    /** Marks a workspace as the user's main one (the badge of docs/product/products-and-orders.md#order-list). */
    async selectMain(userId: string, workspaceId: string): Promise<Workspace> {
      await access.roleOf(userId, workspaceId);
      await repo.setMain(userId, workspaceId);
      return getWorkspace(userId, workspaceId);
    },
  };
}

export type WorkspaceService = ReturnType<typeof createWorkspaceService>;
