const dayMs = 86_400_000;
/** The first purge waits a little after start, so it never slows a server that is just coming up. */
const firstRunDelayMs = 60_000;

/**
 * A purge run a minute after start and then daily. Every instance runs its own; deleting what is already gone costs
 * nothing, so no coordination is needed. `purge` is also exposed for tests and operators.
 */
export function scheduleDailyPurge<T>(
  purge: () => Promise<T>,
  report: { onDone?: (result: T) => void; onError?: (error: unknown) => void },
) {
  let first: NodeJS.Timeout | undefined;
  let daily: NodeJS.Timeout | undefined;

  async function once(): Promise<T> {
    const result = await purge();
    report.onDone?.(result);
    return result;
  }
  const run = () => {
    once().catch((error: unknown) => report.onError?.(error));
  };

  return {
    purge: once,
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
