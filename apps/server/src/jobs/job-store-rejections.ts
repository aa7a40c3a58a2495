import type { FastifyBaseLogger } from 'fastify';

/** Where the rejections come from: pg-boss's job manager (completing or failing a job, fire and forget). */
const jobManagerFrame = /[\\/]pg-boss[\\/]src[\\/]manager\.js/;

/**
 * pg-boss 10's worker loop completes and fails jobs without awaiting the promise. While the database is away
 * (a restart, a failover) those writes reject with nobody listening, and Node would end the process. They are
 * logged instead: the job stays marked running, and the bulk sweep hands it back once its item stops beating (a
 * job that had finished finds its item done and returns). Any other unhandled rejection still ends the process.
 */
export function tolerateJobStoreRejections(log: FastifyBaseLogger): void {
  process.on('unhandledRejection', (reason) => {
    if (reason instanceof Error && jobManagerFrame.test(reason.stack ?? '')) {
      log.error(
        { err: reason },
        '작업 상태를 기록하지 못했습니다 (데이터베이스 연결 끊김); 복구 작업이 다시 처리합니다',
      );
      return;
    }
    throw reason;
  });
}
