import type { OnboardingStep } from '@ollida/contracts/onboarding';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';

type StepFlags = Record<OnboardingStep, boolean>;

/** Which first-run steps some connected workspace of the user has done; one query of four indexed EXISTS. */
export function createOnboardingRepo(db: Database) {
  return {
    async stepsOf(userId: string): Promise<StepFlags> {
      const mine = sql`
        from workspace_members m
        join workspaces w on w.id = m.workspace_id and w.disconnected_at is null
        where m.user_id = ${userId}`;
      const [row] = await rawRows<StepFlags>(
        db,
        sql`select
          exists (select 1 ${mine}) as workspace,
          exists (
            select 1 ${mine} and (
              (w.platform = 'coupang' and w.return_center_code is not null
                and w.outbound_shipping_place_code is not null)
              or (w.platform = 'naver' and exists (
                select 1 from upload_settings s where s.workspace_id = w.id and s.after_service_phone <> ''))
            )
          ) as delivery,
          exists (
            select 1 ${mine} and exists (select 1 from upload_settings s where s.workspace_id = w.id)
          ) as price_rule,
          exists (
            select 1 ${mine} and exists (
              select 1 from uploaded_products p where p.workspace_id = w.id and p.status = 'success')
          ) as first_upload`,
      );
      if (row === undefined) throw new Error('the onboarding query answered no row');
      return row;
    },
  };
}
