import type { preHandlerAsyncHookHandler } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { MarketplaceClients } from '../../integrations/marketplace-clients.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import type { PlanLimits } from '../plans/index.ts';
import type { WorkspaceAccess } from './workspace-access.ts';

/** What the workspace, member and notification modules are built from (see app.ts). */
export interface WorkspaceModuleDeps {
  db: Database;
  requireUser: preHandlerAsyncHookHandler;
  access: WorkspaceAccess;
  clients: MarketplaceClients;
  secrets: SecretBox;
  /** What the owner's plan allows (stores, team, registrations); tests of other features pass unlimited ones. */
  limits: PlanLimits;
  clock: () => Date;
}
