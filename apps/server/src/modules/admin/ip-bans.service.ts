import type { BannedIp, BannedIps, BanRecord, CheckIp, MyIp } from '@ollida/contracts/admin';
import { errorCodes } from '@ollida/contracts/errors';
import { isLocalIp } from '@ollida/contracts/ip-address';
import type { BannedIpRow } from '../../db/schema/traffic.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { Conflict, Invalid, NotFound } from '../../platform/domain-errors.ts';
import type { IpBansRepo } from './ip-bans.repo.ts';
import type { IpBlockList } from './ip-block-list.ts';

/** A page number past the last page. */
export const pageOutOfRange = (totalPages: number) =>
  new Invalid(
    `요청한 페이지가 없습니다. 마지막 페이지는 ${totalPages}페이지입니다.`,
    errorCodes.pageOutOfRange,
  );

export function banRecordOf(row: BannedIpRow): BanRecord {
  return {
    reason: row.reason,
    banned_at: row.bannedAt.toISOString(),
    banned_by: row.bannedBy,
    detected_path: row.detectedPath,
  };
}

function bannedIpOf(row: BannedIpRow): BannedIp {
  return { _id: row.id, ip_address: row.ipAddress, ...banRecordOf(row) };
}

/** Who asks, from where: an administrator's own current address can never be blocked by them. */
export interface AdminCaller {
  user: Pick<UserRow, 'id' | 'email' | 'name' | 'role'>;
  ip: string;
}

/** Manual blocks, unblocks and reads of the block list (docs/product/admin.md#ip-ban-management-tab, #calls). */
export function createIpBansService(deps: { repo: IpBansRepo; blockList: IpBlockList }) {
  const { repo, blockList } = deps;

  return {
    async ban(caller: AdminCaller, ipAddress: string, reason: string): Promise<{ message: string }> {
      if (ipAddress === caller.ip) {
        throw new Invalid(
          `지금 접속 중인 내 IP(${ipAddress})는 차단할 수 없습니다. 차단하면 관리자 화면에도 들어올 수 없게 됩니다.`,
          errorCodes.ipSelfBlock,
        );
      }
      if (isLocalIp(ipAddress)) {
        throw new Invalid(
          `서버 자신의 주소(${ipAddress})는 차단할 수 없습니다. 프록시 뒤에서는 TRUST_PROXY를 설정해야 실제 방문자 IP가 보입니다.`,
          errorCodes.ipProtected,
        );
      }
      const inserted = await repo.insert({
        ipAddress,
        reason,
        bannedBy: caller.user.email,
        bannedByUserId: caller.user.id,
        detectedPath: null,
      });
      if (!inserted) throw new Conflict(`이미 차단된 IP입니다: ${ipAddress}`, errorCodes.ipAlreadyBanned);
      blockList.add(ipAddress);
      return { message: `IP ${ipAddress}를 차단했습니다.` };
    },

    async unban(ipAddress: string): Promise<{ message: string }> {
      if (!(await repo.remove(ipAddress))) {
        throw new NotFound(`차단 목록에 없는 IP입니다: ${ipAddress}`, errorCodes.ipNotBanned);
      }
      blockList.delete(ipAddress);
      return { message: `IP ${ipAddress}의 차단을 해제했습니다.` };
    },

    async unbanAll(): Promise<{ message: string; unbanned_count: number }> {
      const count = await repo.removeAll();
      blockList.clear();
      return {
        message: `${count.toLocaleString('ko-KR')}개 IP의 차단을 모두 해제했습니다.`,
        unbanned_count: count,
      };
    },

    async list(page: number, limit: number): Promise<BannedIps> {
      const { rows, total } = await repo.page((page - 1) * limit, limit);
      const totalPages = Math.max(1, Math.ceil(total / limit));
      if (page > totalPages) throw pageOutOfRange(totalPages);
      return {
        data: rows.map(bannedIpOf),
        pagination: { current_page: page, total_pages: totalPages, total_count: total },
      };
    },

    async check(ipAddress: string): Promise<CheckIp> {
      const row = await repo.find(ipAddress);
      return {
        ip_address: ipAddress,
        is_banned: row !== undefined,
        ban_record: row ? banRecordOf(row) : null,
      };
    },

    async myIp(caller: AdminCaller): Promise<MyIp> {
      const row = await repo.find(caller.ip);
      return {
        ip_address: caller.ip,
        is_banned: row !== undefined,
        user: { email: caller.user.email, name: caller.user.name, role: caller.user.role },
      };
    },
  };
}

export type IpBansService = ReturnType<typeof createIpBansService>;
