import type { FastifyBaseLogger } from 'fastify';

/**
 * Longest a graceful stop may take: running jobs get 20 s (job-runner's stop timeout), requests drain meanwhile, then
 * the log and the database close. Past it the process exits anyway, so a process manager's restart never hangs.
 */
export const stopDeadlineMs = 40_000;

/** A repeat within this long is the same stop told twice (Ctrl-C reaches `npm start` and the server it forwards to). */
const echoMs = 2_000;

/**
 * Runs `stop` once on SIGINT or SIGTERM and exits 0 when it finishes; exits 1 when it fails, when it outlasts the
 * deadline, or at a second signal sent later (an impatient operator).
 */
export function exitOnStopSignals(
  log: FastifyBaseLogger,
  stop: (signal: string) => Promise<void>,
  deadlineMs: number = stopDeadlineMs,
): void {
  let stoppingSince: number | null = null;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stoppingSince !== null) {
      if (Date.now() - stoppingSince < echoMs) return;
      log.warn({ signal }, '종료 신호를 다시 받아 바로 끝냅니다');
      process.exit(1);
    }
    stoppingSince = Date.now();
    setTimeout(() => {
      log.error({ deadlineMs }, '정해진 시간 안에 종료하지 못해 강제로 끝냅니다');
      process.exit(1);
    }, deadlineMs).unref();
    stop(signal).then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, '종료 중 오류가 발생했습니다');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
