import { errorCodes } from '@ollida/contracts/errors';
import type { CredentialTest, KeyStatus, UpdateCredentials, Workspace } from '@ollida/contracts/workspaces';
import { Forbidden, Invalid, NotFound } from '../../platform/domain-errors.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import { requireNaverStore, requireValidKeys, validKeyState, validKeysMessage } from './key-outcomes.ts';
import {
  type KeyCheck,
  type KeyChecker,
  keyPrefixOf,
  type MarketplaceKeys,
  openKeys,
  sealKeys,
} from './marketplace-keys.ts';
import type { WorkspaceAccess } from './workspace-access.ts';
import type { KeyStateUpdate, WorkspaceRow, WorkspacesRepo } from './workspaces.repo.ts';
import type { WorkspaceService } from './workspaces.service.ts';

export interface WorkspaceKeysServiceDeps {
  repo: WorkspacesRepo;
  access: WorkspaceAccess;
  checker: KeyChecker;
  secrets: SecretBox;
  clock: () => Date;
  workspaces: Pick<WorkspaceService, 'listWorkspaces'>;
}

/** Statuses an admin may repair by entering new keys (docs/product/workspaces-and-stores.md#key-status-and-key-test, #roles-and-permissions); other changes are the owner's. */
const adminRepairableStatuses: readonly KeyStatus[] = ['expired', 'invalid', 'missing_credentials'];

const testablePlatforms: readonly string[] = ['coupang', 'naver'];

function keysFromInput(workspace: WorkspaceRow, input: UpdateCredentials): MarketplaceKeys {
  if (workspace.platform === 'coupang') {
    if (!('access_key' in input)) {
      throw new Invalid('쿠팡 워크스페이스는 액세스 키와 시크릿 키를 입력해 주세요.');
    }
    return { platform: 'coupang', accessKey: input.access_key, secretKey: input.secret_key };
  }
  if (!('client_id' in input)) {
    throw new Invalid('네이버 워크스페이스는 애플리케이션 ID와 애플리케이션 시크릿을 입력해 주세요.');
  }
  return { platform: 'naver', clientId: input.client_id, clientSecret: input.client_secret };
}

/** What a test leaves on the workspace and answers; a key status only changes when the answer was about the keys. */
function testOutcome(
  workspace: WorkspaceRow,
  check: KeyCheck | undefined,
  now: Date,
): { update: KeyStateUpdate; result: CredentialTest } {
  const timestamp = now.toISOString();
  if (check === undefined) {
    const message = '저장된 API 키가 없습니다. 키를 등록해 주세요.';
    return {
      update: {
        keyStatus: 'missing_credentials',
        keyStatusMessage: message,
        lastTestValid: false,
        lastTestErrorType: null,
        lastTestMessage: message,
        lastTestedAt: now,
      },
      result: { is_valid: false, error_type: null, message, timestamp },
    };
  }
  switch (check.outcome) {
    case 'valid': {
      const message = validKeysMessage(workspace.platform);
      return {
        update: validKeyState(workspace.platform, now),
        result: { is_valid: true, error_type: null, message, timestamp },
      };
    }
    case 'rejected': {
      const keyStatus = check.expired ? 'expired' : 'invalid';
      return {
        update: {
          keyStatus,
          keyStatusMessage: check.message,
          lastTestValid: false,
          lastTestErrorType: 'api_error',
          lastTestMessage: check.message,
          lastTestedAt: now,
        },
        result: { is_valid: false, error_type: 'api_error', message: check.message, timestamp },
      };
    }
    case 'api_error':
    case 'network_error':
      return {
        update: {
          lastTestValid: false,
          lastTestErrorType: check.outcome,
          lastTestMessage: check.message,
          lastTestedAt: now,
        },
        result: { is_valid: false, error_type: check.outcome, message: check.message, timestamp },
      };
    default: {
      const unexpected: never = check;
      throw new Error(`unexpected key check ${JSON.stringify(unexpected)}`);
    }
  }
}

/** Replacing and testing a workspace's marketplace keys. */
export function createWorkspaceKeysService(deps: WorkspaceKeysServiceDeps) {
  const { repo, access, checker, secrets, clock } = deps;

  async function loadWorkspace(workspaceId: string): Promise<WorkspaceRow> {
    const workspace = await repo.findById(workspaceId);
    if (!workspace) throw new NotFound('워크스페이스를 찾을 수 없습니다.');
    return workspace;
  }

  async function viewOf(userId: string, workspaceId: string): Promise<Workspace> {
    const found = (await deps.workspaces.listWorkspaces(userId)).find((w) => w.workspace_id === workspaceId);
    if (!found) throw new NotFound('워크스페이스를 찾을 수 없습니다.');
    return found;
  }

  return {
    /** Replaces the keys after the marketplace accepted them; admins only repair broken or missing keys. */
    async updateCredentials(
      userId: string,
      workspaceId: string,
      input: UpdateCredentials,
    ): Promise<Workspace> {
      const role = await access.require(
        userId,
        workspaceId,
        'updateKeys',
        'API 키는 워크스페이스 소유자나 관리자만 변경할 수 있습니다.',
      );
      const workspace = await loadWorkspace(workspaceId);
      if (role === 'admin' && !adminRepairableStatuses.includes(workspace.keyStatus)) {
        throw new Forbidden(
          '관리자는 만료되었거나 유효하지 않거나 등록되지 않은 키만 변경할 수 있습니다. 소유자에게 요청해 주세요.',
        );
      }
      const keys = keysFromInput(workspace, input);
      const channels = requireValidKeys(await checker.check(keys, workspace.vendorCode));
      if (keys.platform === 'naver' && workspace.storeId !== null) {
        const store = requireNaverStore(channels);
        if (store.storeId !== workspace.storeId) {
          throw new Invalid(
            '이 키는 워크스페이스의 스마트스토어가 아닌 다른 스토어의 키입니다.',
            errorCodes.marketplaceCredentialsInvalid,
          );
        }
      }
      const now = clock();
      const prefix = keyPrefixOf(keys.platform === 'coupang' ? keys.accessKey : keys.clientId);
      await repo.updateKeyState(workspaceId, {
        credentials: sealKeys(secrets, keys),
        keyPrefix: prefix,
        ...validKeyState(workspace.platform, now),
      });
      return viewOf(userId, workspaceId);
    },

    /** Asks the marketplace whether the stored keys work and records the answer, valid or not. */
    async testCredentials(userId: string, workspaceId: string): Promise<CredentialTest> {
      await access.require(userId, workspaceId, 'testKeys', 'API 키를 테스트할 권한이 없습니다.');
      const workspace = await loadWorkspace(workspaceId);
      if (!testablePlatforms.includes(workspace.platform)) {
        throw new Invalid('쿠팡 또는 네이버 워크스페이스만 테스트할 수 있습니다.');
      }
      const keys = openKeys(secrets, workspace.credentials);
      const usable = keys?.platform === workspace.platform ? keys : undefined;
      const check = usable === undefined ? undefined : await checker.check(usable, workspace.vendorCode);
      const { update, result } = testOutcome(workspace, check, clock());
      await repo.updateKeyState(workspaceId, update);
      return result;
    },
  };
}

export type WorkspaceKeysService = ReturnType<typeof createWorkspaceKeysService>;
