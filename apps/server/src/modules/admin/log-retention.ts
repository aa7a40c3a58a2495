import type { AccessLogRepo } from './access-log.repo.ts';

const dayMs = 86_400_000;
/** The first purge waits a little after start, so it never slows a server that is just coming up. */
const firstRunDelayMs = 60_000;

/**
 * The daily purge of access-log lines (and hourly rollups) older than the retention period. Every instance runs it;
 * deleting what is already gone costs nothing, so no coordination is needed.
 */
export function startLogRetention(deps: {
  repo: Pick<AccessLogRepo, 'purgeBefore'>;
  clock: () => Date;
  retentionDays: number;
  onDone?: (deleted: number) => void;
  onError?: (error: unknown) => void;
}) {
  let first: NodeJS.Timeout | undefined;
  let daily: NodeJS.Timeout | undefined;

  async function purge(): Promise<number> {
    const cutoff = new Date(deps.clock().getTime() - deps.retentionDays * dayMs);
    const deleted = await deps.repo.purgeBefore(cutoff);
    deps.onDone?.(deleted);
    return deleted;
  }
  const run = () => {
    purge().catch((error: unknown) => deps.onError?.(error));
  };

  return {
    /** One purge now (tests and operators). */
    purge,
    start() {
      first = setTimeout(run, firstRunDelayMs);
      daily = setInterval(run, dayMs);
      first.unref();
      daily.unref();
    },
    stop() {
      clearTimeout(first);
      clearInterval(daily);
    },
  };
}
