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

/** A path as a scanner may disguise it: percent-decoded (once, when it decodes) and lower case. */
function comparable(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape is compared as sent.
  }
  return decoded.toLowerCase();
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
  const patterns = deps.patterns.map((pattern) => pattern.toLowerCase());
  const adminIps = new Map<string, number>();

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
      const text = comparable(path);
      return patterns.some((pattern) => text.includes(pattern));
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

    /** Blocks `ip` for asking for `path`, unless it is spared; true when the address is now blocked. */
    async autoBlock(ip: string, path: string): Promise<boolean> {
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
