import type { AccessStats, IpDetails } from '@ollida/contracts/admin';
import { createShortCache } from '../../platform/short-cache.ts';
import { hourOf } from './access-log.repo.ts';
import type { AccessStatsRepo, IpPathRow } from './access-stats.repo.ts';
import type { IpBansRepo } from './ip-bans.repo.ts';
import { banRecordOf, pageOutOfRange } from './ip-bans.service.ts';

const hourMs = 3_600_000;

/** The counted period: the last `hours` clock hours, the current one included (so the chart has `hours` bars). */
export function statsPeriod(now: Date, hours: number): { from: Date; hourStarts: Date[] } {
  const current = hourOf(now).getTime();
  const hourStarts = Array.from(
    { length: hours },
    (_, index) => new Date(current - (hours - 1 - index) * hourMs),
  );
  const [from = new Date(current)] = hourStarts;
  return { from, hourStarts };
}

/** Groups the ranked path rows by IP. */
function byIp(
  rows: IpPathRow[],
): Map<string, { paths: { path: string; count: number }[]; pathCount: number }> {
  const grouped = new Map<string, { paths: { path: string; count: number }[]; pathCount: number }>();
  for (const row of rows) {
    const entry = grouped.get(row.ip) ?? { paths: [], pathCount: row.pathCount };
    entry.paths.push({ path: row.path, count: row.count });
    grouped.set(row.ip, entry);
  }
  return grouped;
}

/**
 * Statistics are kept this long: the 24-hour page reads every log line of the day (65 ms on the embedded database), and
 * administrators refreshing it would otherwise take the database's time from sellers. Short enough that "새로고침" shows
 * new requests; the ban list is read each time, so blocking an address shows at once.
 */
const statsKeptMs = 2_000;

/** The traffic statistics and one IP's detail (docs/product/admin.md#fields). */
export function createAccessStatsService(deps: {
  repo: AccessStatsRepo;
  bans: IpBansRepo;
  clock: () => Date;
}) {
  const { repo } = deps;
  const recent = createShortCache<AccessStats>({ ttlMs: statsKeptMs, maxEntries: 100 });

  async function readStats(
    now: Date,
    query: { hours: number; ip_page: number; ip_limit: number },
  ): Promise<AccessStats> {
    const { from, hourStarts } = statsPeriod(now, query.hours);
    const summary = await repo.summary(from);
    const totalPages = Math.max(1, Math.ceil(summary.ips / query.ip_limit));
    if (query.ip_page > totalPages) throw pageOutOfRange(totalPages);

    const [hours, topPaths, suspicious, topIps] = await Promise.all([
      repo.hours(from),
      repo.topPaths(from),
      repo.suspicious(from),
      repo.topIps(from, (query.ip_page - 1) * query.ip_limit, query.ip_limit),
    ]);
    const pageIps = topIps.map((row) => row.ip);
    const [pathIps, ipPaths, dangerousPaths, banned] = await Promise.all([
      repo.ipsOfPaths(
        from,
        topPaths.map((row) => row.path),
      ),
      repo.pathsOfIps(from, pageIps),
      repo.pathsOfIps(
        from,
        suspicious.map((row) => row.ip),
        true,
      ),
      repo.bannedAmong(pageIps),
    ]);

    const hourByTime = new Map(hours.map((row) => [row.hour.getTime(), row]));
    const ipsByPath = new Map(pathIps.map((row) => [row.path, row]));
    const pathsByIp = byIp(ipPaths);
    const dangerousByIp = byIp(dangerousPaths);
    return {
      summary: { total_requests: summary.requests, unique_ips: summary.ips, unique_users: summary.users },
      suspicious_ips: suspicious.map((row) => ({
        _id: row.ip,
        dangerous_requests: row.dangerous,
        dangerous_paths: dangerousByIp.get(row.ip)?.paths.map((entry) => entry.path) ?? [],
        dangerous_path_count: dangerousByIp.get(row.ip)?.pathCount ?? 0,
      })),
      hourly_stats: hourStarts.map((start) => {
        const row = hourByTime.get(start.getTime());
        return {
          _id: { hour: start.toISOString() },
          request_count: row?.requests ?? 0,
          unique_ips: row?.ips ?? [],
          unique_ip_count: row?.ipCount ?? 0,
        };
      }),
      top_paths: topPaths.map((row) => ({
        _id: row.path,
        request_count: row.requests,
        unique_ips: ipsByPath.get(row.path)?.ips ?? [],
        unique_ip_count: ipsByPath.get(row.path)?.ipCount ?? 0,
      })),
      top_ips: topIps.map((row) => ({
        _id: row.ip,
        request_count: row.requests,
        is_banned: banned.has(row.ip),
        paths: pathsByIp.get(row.ip)?.paths ?? [],
        path_count: pathsByIp.get(row.ip)?.pathCount ?? 0,
      })),
      ip_pagination: {
        current_page: query.ip_page,
        total_pages: totalPages,
        total_count: summary.ips,
        limit: query.ip_limit,
      },
      period: { hours: query.hours, from: from.toISOString(), to: now.toISOString() },
    };
  }

  return {
    async accessStats(query: { hours: number; ip_page: number; ip_limit: number }): Promise<AccessStats> {
      const now = deps.clock();
      const key = [query.hours, query.ip_page, query.ip_limit, await repo.bansFingerprint()].join(':');
      return recent.get(key, now.getTime(), () => readStats(now, query));
    },

    async ipDetails(ip: string, hours: number): Promise<IpDetails> {
      const { from } = statsPeriod(deps.clock(), hours);
      const [summary, recent, paths, ban] = await Promise.all([
        repo.ipSummary(ip, from),
        repo.recentLogs(ip),
        repo.ipPathCounts(ip, from),
        deps.bans.find(ip),
      ]);
      return {
        ip_address: ip,
        summary: {
          total_requests: summary.requests,
          unique_paths: summary.paths,
          unique_user_agents: summary.agents,
          is_banned: ban !== undefined,
        },
        ban_record: ban ? banRecordOf(ban) : null,
        recent_logs: recent.map((row) => ({
          id: row.id,
          timestamp: row.at.toISOString(),
          method: row.method,
          path: row.path,
          status_code: row.statusCode,
          user_agent: row.userAgent,
        })),
        path_statistics: paths,
      };
    },
  };
}

export type AccessStatsService = ReturnType<typeof createAccessStatsService>;
