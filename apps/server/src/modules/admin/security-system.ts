import { autoSecurityBannedBy } from '@ollida/contracts/admin';
import { isLocalIp } from '@ollida/contracts/ip-address';
import type { AccessLogRepo } from './access-log.repo.ts';
import type { IpBansRepo } from './ip-bans.repo.ts';
import type { IpBlockList } from './ip-block-list.ts';

/** How long an address an administrator used stays spared by automatic blocks. */
const adminIpMemoryMs = 24 * 3_600_000;
/** Addresses of administrators remembered in memory at most (the access log covers the rest). */
const maxRememberedAdminIps = 1_000;

export const autoBlockReason = '자동 보안 시스템: 위험 경로 접근 감지';

/** Distinct dangerous paths one address may ask for within `probeWindowMs` before it is blocked. */
export const probesBeforeBlock = 3;
const probeWindowMs = 10 * 60_000;
/** Addresses whose probes are being counted, at most (the oldest is forgotten first). */
const maxCountedIps = 10_000;

/** A path as a scanner may disguise it: percent-decoded (once, when it decodes), lower case, split into segments. */
function segmentsOf(path: string): string[] {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape is compared as sent.
  }
  return decoded
    .toLowerCase()
    .split(/[/\\]+/)
    .filter(Boolean);
}

/** Whether the pattern's segments appear as whole, consecutive segments of the path (`wp-admin` ≠ `wp-administration`). */
function matchesSegments(path: readonly string[], pattern: readonly string[]): boolean {
  if (pattern.length === 0) return false;
  for (let start = 0; start + pattern.length <= path.length; start += 1) {
    if (pattern.every((segment, offset) => path[start + offset] === segment)) return true;
  }
  return false;
}

/**
 * The automatic security system: requests for dangerous paths (configurable substrings) block their address, except
 * an address an administrator used within the last day (this instance's memory, or the access log of every instance)
 * and the machine's own addresses.
 */
export function createSecuritySystem(deps: {
  patterns: readonly string[];
  bans: IpBansRepo;
  blockList: IpBlockList;
  accessLog: AccessLogRepo;
  clock: () => Date;
  onAutoBlock?: (ip: string, path: string) => void;
}) {
  const patterns = deps.patterns.map(segmentsOf);
  const adminIps = new Map<string, number>();
  // Per address: when each distinct dangerous path was last asked for, within the window.
  const probes = new Map<string, Map<string, number>>();

  /** Counts the probe; true once the address asked for enough distinct dangerous paths within the window. */
  function isRepeatedProbe(ip: string, path: string): boolean {
    const now = deps.clock().getTime();
    const seen = probes.get(ip) ?? new Map<string, number>();
    for (const [earlier, at] of seen) if (now - at > probeWindowMs) seen.delete(earlier);
    seen.delete(path);
    seen.set(path, now);
    // Only the latest few matter (a spared address may probe endlessly): the map of one address stays this small.
    if (seen.size > probesBeforeBlock) {
      const [oldest] = seen.keys();
      if (oldest !== undefined) seen.delete(oldest);
    }
    probes.delete(ip);
    probes.set(ip, seen);
    if (probes.size > maxCountedIps) {
      const [oldest] = probes.keys();
      if (oldest !== undefined) probes.delete(oldest);
    }
    return seen.size >= probesBeforeBlock;
  }

  async function isSpared(ip: string): Promise<boolean> {
    if (isLocalIp(ip)) return true;
    const now = deps.clock().getTime();
    const seen = adminIps.get(ip);
    if (seen !== undefined && now - seen < adminIpMemoryMs) return true;
    return deps.accessLog.hasAdminActivity(ip, new Date(now - adminIpMemoryMs));
  }

  return {
    patterns: deps.patterns,

    isDangerousPath(path: string): boolean {
      const segments = segmentsOf(path);
      return patterns.some((pattern) => matchesSegments(segments, pattern));
    },

    /** Remembers that an administrator's session was used from `ip`. */
    noteAdminIp(ip: string): void {
      adminIps.delete(ip);
      adminIps.set(ip, deps.clock().getTime());
      if (adminIps.size > maxRememberedAdminIps) {
        const [oldest] = adminIps.keys();
        if (oldest !== undefined) adminIps.delete(oldest);
      }
    },

    /**
     * Blocks `ip` once it asked for `probesBeforeBlock` distinct dangerous paths within ten minutes, unless it is
     * spared; true when the address is now blocked. One stray request (an <img> on someone's page) blocks nobody.
     */
    async autoBlock(ip: string, path: string): Promise<boolean> {
      if (!isRepeatedProbe(ip, path)) return false;
      if (await isSpared(ip)) return false;
      const inserted = await deps.bans.insert({
        ipAddress: ip,
        reason: autoBlockReason,
        bannedBy: autoSecurityBannedBy,
        bannedByUserId: null,
        detectedPath: path,
      });
      deps.blockList.add(ip);
      if (inserted) deps.onAutoBlock?.(ip, path);
      return true;
    },
  };
}

export type SecuritySystem = ReturnType<typeof createSecuritySystem>;
