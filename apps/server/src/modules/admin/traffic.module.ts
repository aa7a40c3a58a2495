import { autoSecurityBannedBy } from '@ollida/contracts/admin';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { type AccessLogBuffer, createAccessLogBuffer, registerAccessLog } from '../../platform/access-log.ts';
import { registerIpGuard } from '../../platform/ip-guard.ts';
import { createAccessLogRepo } from './access-log.repo.ts';
import { createAccessStatsRepo } from './access-stats.repo.ts';
import { createAccessStatsService } from './access-stats.service.ts';
import { type RequireUser, registerAdminRoutes } from './admin.routes.ts';
import { createIpBansRepo } from './ip-bans.repo.ts';
import { createIpBansService } from './ip-bans.service.ts';
import { createIpBlockList, type IpBlockList } from './ip-block-list.ts';
import { startLogRetention } from './log-retention.ts';
import { createSecuritySystem } from './security-system.ts';

/** Switches for the benchmark that compares the app with and without them; both on in every real run. */
export interface TrafficOptions {
  accessLog?: boolean;
  ipGuard?: boolean;
  /** Access-log buffer tuning (tests flush by hand). */
  buffer?: { maxBuffered?: number; flushRows?: number; flushIntervalMs?: number };
}

export interface TrafficDeps {
  db: Database;
  clock: () => Date;
  patterns: readonly string[];
  retentionDays: number;
  blockListRefreshMs: number;
  options?: TrafficOptions;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The access log and block list of this app (tests flush the log and reload the list through it). */
    traffic: Traffic;
  }
}

export interface Traffic {
  accessLog: AccessLogBuffer;
  blockList: IpBlockList;
  /** Deletes what is past the retention period now (the daily job does it by itself). */
  purgeOldLogs(): Promise<number>;
  /** The admin API; registered after the sign-in check exists. */
  registerRoutes(requireUser: RequireUser): void;
}

/**
 * The access log, the IP guard and the automatic security system: hooks on every request, so this is registered
 * before any route. The block list loads when the app is ready; the log is flushed when it closes.
 */
export function registerTraffic(app: FastifyInstance, deps: TrafficDeps): Traffic {
  const accessLogRepo = createAccessLogRepo(deps.db);
  const bansRepo = createIpBansRepo(deps.db);
  const blockList = createIpBlockList({
    repo: bansRepo,
    pollIntervalMs: deps.blockListRefreshMs,
    onError: (error) => app.log.error({ err: error }, 'IP 차단 목록을 새로 읽지 못했습니다'),
  });
  const security = createSecuritySystem({
    patterns: deps.patterns,
    bans: bansRepo,
    blockList,
    accessLog: accessLogRepo,
    clock: deps.clock,
    onAutoBlock: (ip, path) => app.log.warn({ ip, path }, '자동 보안 시스템이 IP를 차단했습니다'),
  });
  let lastWriteError = 0;
  const accessLog = createAccessLogBuffer({
    ...deps.options?.buffer,
    write: (entries) => accessLogRepo.writeBatch(entries),
    onError: (error) => {
      // A database outage fails every flush; one line a minute is enough to see it.
      if (Date.now() - lastWriteError < 60_000) return;
      lastWriteError = Date.now();
      app.log.error({ err: error, dropped: accessLog.dropped }, '접속 기록을 저장하지 못했습니다');
    },
  });

  // The sign-in check exists once the routes are registered (registerRoutes); until then no request has a session.
  let signedIn: RequireUser | undefined;
  if (deps.options?.ipGuard !== false) {
    registerIpGuard(app, {
      isBlocked: (ip) => blockList.has(ip),
      isDangerousPath: (path) => security.isDangerousPath(path),
      autoBlock: (ip, path) => security.autoBlock(ip, path),
      async hasSession(request) {
        if (signedIn === undefined || request.headers.authorization === undefined) return false;
        return signedIn(request).then(
          () => true,
          () => false,
        );
      },
    });
  }
  if (deps.options?.accessLog !== false) {
    registerAccessLog(app, { buffer: accessLog, clock: deps.clock, onAdminSeen: security.noteAdminIp });
  }
  const retention = startLogRetention({
    repo: accessLogRepo,
    clock: deps.clock,
    retentionDays: deps.retentionDays,
    onDone: (deleted) => {
      if (deleted > 0) app.log.info({ deleted }, '보관 기간이 지난 접속 기록을 지웠습니다');
    },
    onError: (error) => app.log.error({ err: error }, '접속 기록 정리에 실패했습니다'),
  });
  app.addHook('onReady', async () => {
    await blockList.start();
    retention.start();
  });
  app.addHook('onClose', async () => {
    blockList.stop();
    retention.stop();
  });

  const traffic: Traffic = {
    accessLog,
    blockList,
    purgeOldLogs: () => retention.purge(),
    registerRoutes(requireUser) {
      signedIn = requireUser;
      registerAdminRoutes(app, {
        requireUser,
        stats: createAccessStatsService({
          repo: createAccessStatsRepo(deps.db),
          bans: bansRepo,
          clock: deps.clock,
        }),
        bans: createIpBansService({ repo: bansRepo, blockList }),
        securitySystem: async () => ({
          active: deps.options?.ipGuard !== false,
          patterns: [...security.patterns],
          auto_blocked_total: await bansRepo.countBannedBy(autoSecurityBannedBy),
          dropped_log_entries: accessLog.dropped,
        }),
      });
    },
  };
  app.decorate('traffic', traffic);
  return traffic;
}
