import { statsIpSampleSize, statsListCap, topPathsAnswered } from '@ollida/contracts/admin';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';

/** Suspicious IPs answered at most. */
const maxSuspicious = 50;
/** Rows of one IP's detail lists. */
const detailRows = 50;

export interface HourRow {
  hour: Date;
  requests: number;
  ipCount: number;
  ips: string[];
}

export interface PathRow {
  path: string;
  requests: number;
}

export interface PathIpsRow {
  path: string;
  ipCount: number;
  ips: string[];
}

export interface IpRequestsRow {
  ip: string;
  requests: number;
}

export interface IpPathRow {
  ip: string;
  path: string;
  count: number;
  pathCount: number;
}

export interface SuspiciousRow {
  ip: string;
  dangerous: number;
}

export interface LogRow {
  id: string;
  at: Date;
  method: string;
  path: string;
  statusCode: number;
  userAgent: string | null;
}

/** An instant as a timestamptz parameter (ISO text: both drivers send it the same way). */
const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

const asDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

/**
 * Reads of the traffic statistics. Everything over a period reads the hourly rollups (their size follows IPs and
 * paths per hour, not requests); one IP's detail reads its raw lines through the (ip, at) index.
 */
export function createAccessStatsRepo(db: Database) {
  const rows = <T>(query: SQL) => rawRows<T>(db, query);

  return {
    async summary(from: Date): Promise<{ requests: number; ips: number; users: number }> {
      const [traffic] = await rows<{ requests: number; ips: number }>(sql`
        select coalesce(sum(requests), 0)::int as requests, count(distinct ip)::int as ips
        from access_ip_hours where hour >= ${at(from)}`);
      const [users] = await rows<{ users: number }>(sql`
        select count(distinct user_id)::int as users from access_user_hours where hour >= ${at(from)}`);
      return { requests: traffic?.requests ?? 0, ips: traffic?.ips ?? 0, users: users?.users ?? 0 };
    },

    /** Per clock hour with traffic: requests, distinct IPs and the busiest of them. */
    async hours(from: Date): Promise<HourRow[]> {
      const found = await rows<{
        hour: Date | string;
        requests: number;
        ip_count: number;
        ips: string[];
      }>(sql`
        select hour, sum(requests)::int as requests, count(*)::int as ip_count,
          (array_agg(ip order by requests desc, ip collate "C"))[1:${statsIpSampleSize}] as ips
        from access_ip_hours where hour >= ${at(from)} group by hour order by hour`);
      return found.map((row) => ({
        hour: asDate(row.hour),
        requests: row.requests,
        ipCount: row.ip_count,
        ips: row.ips,
      }));
    },

    async topPaths(from: Date): Promise<PathRow[]> {
      return rows<PathRow>(sql`
        select path, sum(requests)::int as requests from access_path_hours where hour >= ${at(from)}
        group by path order by requests desc, path collate "C" limit ${topPathsAnswered}`);
    },

    /** Distinct IPs of each path, with the busiest of them. */
    async ipsOfPaths(from: Date, paths: string[]): Promise<PathIpsRow[]> {
      if (paths.length === 0) return [];
      const found = await rows<{ path: string; ip_count: number; ips: string[] }>(sql`
        select path, count(*)::int as ip_count, (array_agg(ip order by requests desc, ip collate "C"))[1:${statsIpSampleSize}] as ips
        from (
          select path, ip, sum(requests) as requests from access_ip_path_hours
          where path = any(${sql.param(paths)}::text[]) and hour >= ${at(from)} group by path, ip
        ) per_ip group by path`);
      return found.map((row) => ({ path: row.path, ipCount: row.ip_count, ips: row.ips }));
    },

    /** One page of IPs, most requests first. */
    async topIps(from: Date, offset: number, limit: number): Promise<IpRequestsRow[]> {
      return rows<IpRequestsRow>(sql`
        select ip, sum(requests)::int as requests from access_ip_hours where hour >= ${at(from)}
        group by ip order by requests desc, ip collate "C" limit ${limit} offset ${offset}`);
    },

    /** The most requested paths of each IP (at most `statsListCap`), with its number of distinct paths. */
    async pathsOfIps(from: Date, ips: string[], dangerousOnly = false): Promise<IpPathRow[]> {
      if (ips.length === 0) return [];
      const found = await rows<{ ip: string; path: string; count: number; path_count: number }>(sql`
        select ip, path, count, path_count from (
          select ip, path, count, count(*) over (partition by ip)::int as path_count,
            row_number() over (partition by ip order by count desc, path collate "C") as rank
          from (
            select ip, path, sum(${dangerousOnly ? sql`dangerous` : sql`requests`})::int as count
            from access_ip_path_hours
            where ip = any(${sql.param(ips)}::text[]) and hour >= ${at(from)} ${dangerousOnly ? sql`and dangerous > 0` : sql``}
            group by ip, path
          ) per_path
        ) ranked where rank <= ${statsListCap} order by ip collate "C", rank`);
      return found.map((row) => ({
        ip: row.ip,
        path: row.path,
        count: row.count,
        pathCount: row.path_count,
      }));
    },

    /** Unblocked IPs that asked for dangerous paths, most such requests first. */
    async suspicious(from: Date): Promise<SuspiciousRow[]> {
      return rows<SuspiciousRow>(sql`
        select ip, sum(dangerous)::int as dangerous from access_ip_hours h
        where hour >= ${at(from)} and dangerous > 0
          and not exists (select 1 from banned_ips b where b.ip_address = h.ip)
        group by ip order by dangerous desc, ip collate "C" limit ${maxSuspicious}`);
    },

    /** A digest of the whole ban list: statistics read under another list are out of date (suspicious IPs). */
    async bansFingerprint(): Promise<string> {
      const [row] = await rows<{ digest: string }>(sql`
        select md5(coalesce(string_agg(ip_address, ',' order by ip_address), '')) as digest from banned_ips`);
      return row?.digest ?? '';
    },

    /** Which of `ips` are blocked now. */
    async bannedAmong(ips: string[]): Promise<Set<string>> {
      if (ips.length === 0) return new Set();
      const found = await rows<{ ip_address: string }>(sql`
        select ip_address from banned_ips where ip_address = any(${sql.param(ips)}::text[])`);
      return new Set(found.map((row) => row.ip_address));
    },

    async ipSummary(ip: string, from: Date): Promise<{ requests: number; paths: number; agents: number }> {
      const [row] = await rows<{ requests: number; paths: number; agents: number }>(sql`
        select count(*)::int as requests, count(distinct path)::int as paths, count(distinct user_agent)::int as agents
        from access_logs where ip = ${ip} and at >= ${at(from)}`);
      return row ?? { requests: 0, paths: 0, agents: 0 };
    },

    /** The IP's last requests kept, newest first (whatever the period). */
    async recentLogs(ip: string): Promise<LogRow[]> {
      const found = await rows<{
        id: number | string;
        at: Date | string;
        method: string;
        path: string;
        status_code: number;
        user_agent: string | null;
      }>(sql`
        select id, at, method, path, status_code, user_agent from access_logs where ip = ${ip}
        order by at desc, id desc limit ${detailRows}`);
      return found.map((row) => ({
        id: String(row.id),
        at: asDate(row.at),
        method: row.method,
        path: row.path,
        statusCode: row.status_code,
        userAgent: row.user_agent,
      }));
    },

    async ipPathCounts(ip: string, from: Date): Promise<{ path: string; count: number }[]> {
      return rows<{ path: string; count: number }>(sql`
        select path, count(*)::int as count from access_logs where ip = ${ip} and at >= ${at(from)}
        group by path order by count desc, path collate "C" limit ${detailRows}`);
    },
  };
}

export type AccessStatsRepo = ReturnType<typeof createAccessStatsRepo>;
