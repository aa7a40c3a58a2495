import type { MarketplaceClients } from '../../integrations/marketplace-clients.ts';
import { NotFound } from '../../platform/domain-errors.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import type { WorkspaceAccess } from '../workspaces/index.ts';
import {
  type CoupangMetaCache,
  searchCoupangCategories,
  searchNaverCategories,
  sharedCoupangMetaCache,
} from './category-lookup.ts';
import { coupangClientOf, naverClientOf } from './store-clients.ts';
import type { UploadsRepo } from './uploads.repo.ts';

/** The category search box of the upload tool, in the marketplace of the chosen workspace. */
export function createCategorySearchService(deps: {
  repo: UploadsRepo;
  access: WorkspaceAccess;
  clients: MarketplaceClients;
  secrets: SecretBox;
  clock: () => Date;
  metaCache?: CoupangMetaCache;
}) {
  const metaCache = deps.metaCache ?? sharedCoupangMetaCache;
  return {
    /** Any member may search; the store's own keys sign the marketplace calls. */
    async search(
      userId: string,
      workspaceId: string,
      query: string,
    ): Promise<{ id: string; name: string }[]> {
      await deps.access.roleOf(userId, workspaceId);
      const workspace = await deps.repo.findWorkspace(workspaceId);
      if (workspace === undefined) throw new NotFound('워크스페이스를 찾을 수 없습니다.');
      if (workspace.platform === 'coupang') {
        const wing = coupangClientOf(deps, workspace);
        return searchCoupangCategories(wing, metaCache, query, deps.clock().getTime());
      }
      return searchNaverCategories(naverClientOf(deps, workspace), query);
    },
  };
}
