import { useBanIp } from '../api/ban-ip';
import { useUnbanAllIps } from '../api/unban-all-ips';
import { useUnbanIp } from '../api/unban-ip';
import { adminErrorText, adminFallbacks } from '../lib/admin-messages';
import type { ShowFlash } from './use-flash';

/**
 * Block, unblock and unblock-all, each after a confirmation (docs/product/admin.md#access), with the server's message shown as a flash.
 * Each resolves true when it changed something.
 */
export function useIpActions(notify: ShowFlash) {
  const ban = useBanIp();
  const unban = useUnbanIp();
  const unbanAll = useUnbanAllIps();

  return {
    isBusy: ban.isPending || unban.isPending || unbanAll.isPending,

    async ban(ip: string, source: 'manual' | 'stats', reason = ''): Promise<boolean> {
      if (!window.confirm(`IP ${ip}를 차단하시겠습니까? 차단하면 이 주소의 모든 요청이 거부됩니다.`))
        return false;
      try {
        notify('success', (await ban.mutateAsync({ ip, reason, source })).message);
        return true;
      } catch (error) {
        notify('error', adminErrorText(error, adminFallbacks.ban));
        return false;
      }
    },

    async unban(ip: string): Promise<boolean> {
      if (!window.confirm(`IP ${ip}의 차단을 해제하시겠습니까?`)) return false;
      try {
        notify('success', (await unban.mutateAsync(ip)).message);
        return true;
      } catch (error) {
        notify('error', adminErrorText(error, adminFallbacks.unban));
        return false;
      }
    },

    async unbanAll(count: number): Promise<boolean> {
      const question = `차단된 IP ${count.toLocaleString('ko-KR')}개를 모두 해제하시겠습니까? 이 작업은 되돌릴 수 없습니다.`;
      if (!window.confirm(question)) return false;
      try {
        notify('success', (await unbanAll.mutateAsync()).message);
        return true;
      } catch (error) {
        notify('error', adminErrorText(error, adminFallbacks.unbanAll));
        return false;
      }
    },
  };
}

export type IpActions = ReturnType<typeof useIpActions>;
