// The workspaces module's public surface: other modules, the app and the test kits import these, never its files.
export { validKeysMessage } from './key-outcomes.ts';
export {
  type CoupangKeys,
  createKeyChecker,
  type KeyChecker,
  openKeys,
  sealKeys,
} from './marketplace-keys.ts';
export { createWorkspaceAccess, type WorkspaceAccess, type WorkspaceAction } from './workspace-access.ts';
export { createWorkspaceKeysService, type WorkspaceKeysService } from './workspace-keys.service.ts';
export type { WorkspaceModuleDeps } from './workspace-module-deps.ts';
export { createWorkspacesRepo, type WorkspacesRepo } from './workspaces.repo.ts';
export { registerWorkspaceRoutes } from './workspaces.routes.ts';
export { createWorkspaceService, type WorkspaceService } from './workspaces.service.ts';
