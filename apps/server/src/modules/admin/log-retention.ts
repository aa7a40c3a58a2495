import { scheduleDailyPurge } from '../../platform/daily-purge.ts';
import type { AccessLogRepo } from './access-log.repo.ts';

const dayMs = 86_400_000;

/** The daily purge of access-log lines (and hourly rollups) older than the retention period. */
export function startLogRetention(deps: {
  repo: Pick<AccessLogRepo, 'purgeBefore'>;
  clock: () => Date;
  retentionDays: number;
  onDone?: (deleted: number) => void;
  onError?: (error: unknown) => void;
}) {
  return scheduleDailyPurge(
    () => deps.repo.purgeBefore(new Date(deps.clock().getTime() - deps.retentionDays * dayMs)),
    deps,
  );
}
