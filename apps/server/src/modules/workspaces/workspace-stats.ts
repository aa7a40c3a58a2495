import type { WorkspaceStats } from '@ollida/contracts/workspaces';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { seoulMonthOf } from '../../platform/seoul-calendar.ts';
import type { WorkspaceAccess } from './workspace-access.ts';

/** The stats card of a workspace: listings this Seoul month and in all, and its team. 404 outside it. */
export function createWorkspaceStats(deps: { db: Database; access: WorkspaceAccess; clock: () => Date }) {
  return {
    async of(userId: string, workspaceId: string): Promise<WorkspaceStats> {
      await deps.access.roleOf(userId, workspaceId);
      const { start, end } = seoulMonthOf(deps.clock());
      const listed = sql`from uploaded_products where workspace_id = ${workspaceId} and status = 'success'`;
      const [row] = await rawRows<WorkspaceStats>(
        deps.db,
        sql`select
          (select count(*)::int ${listed}
            and created_at >= ${start.toISOString()} and created_at < ${end.toISOString()}) as products_this_month,
          (select count(*)::int ${listed}) as products_total,
          (select count(*)::int from workspace_members where workspace_id = ${workspaceId}) as members`,
      );
      if (row === undefined) throw new Error('the stats query answered no row');
      return row;
    },
  };
}
