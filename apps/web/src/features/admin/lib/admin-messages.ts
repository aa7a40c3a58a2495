import { clientErrorCodes, isApiError } from '../../../lib/api-client';

/** The panel's fallback texts when a call fails without a reason of its own (docs/product/admin.md#messages). */
export const adminFallbacks = {
  stats: '통계를 가져오지 못했습니다.',
  bannedList: '차단된 IP 목록을 가져오지 못했습니다.',
  details: 'IP 상세 정보를 가져오지 못했습니다.',
  ban: 'IP 차단에 실패했습니다.',
  unban: 'IP 차단 해제에 실패했습니다.',
  check: 'IP 상태 확인에 실패했습니다.',
  unbanAll: '전체 차단 해제에 실패했습니다.',
  myIp: '내 접속 정보를 가져오지 못했습니다.',
  securitySystem: '보안 시스템 정보를 가져오지 못했습니다.',
} as const;

export const serverErrorText = '서버 오류가 발생했습니다.';

/**
 * The words to show for a failed admin call: the server's own (the first field message of a validation error, else
 * its detail), "server error" when nothing answered, else the call's fallback.
 */
export function adminErrorText(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.code === clientErrorCodes.network) return serverErrorText;
  if (error.code === clientErrorCodes.http || error.code === clientErrorCodes.invalidResponse)
    return fallback;
  return error.errors?.[0]?.message ?? error.detail;
}

/** Cuts a path to `max` characters with an ellipsis (chart labels 20, IP paths 30). */
export function shorten(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** Who made a block, in words: the security system, or the administrator's email. */
export const autoBlockLabel = '자동 보안 시스템';
