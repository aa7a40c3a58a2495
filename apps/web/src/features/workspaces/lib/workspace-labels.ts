import type { KeyStatus, Platform } from '@ollida/contracts/workspaces';

export const platformLabels = {
  coupang: '쿠팡 Wing',
  naver: '네이버 스마트스토어',
} as const satisfies Record<Platform, string>;

export const keyStatusLabels = {
  valid: '정상',
  invalid: '유효하지 않음',
  expired: '만료됨',
  missing_credentials: '키 없음',
  untested: '테스트 전',
} as const satisfies Record<KeyStatus, string>;

/** How loudly a key status is shown: red for broken keys, amber for keys that need attention, none when fine. */
export type KeyNoticeTone = 'danger' | 'warning' | 'none';

export function keyNoticeTone(status: KeyStatus): KeyNoticeTone {
  switch (status) {
    case 'expired':
    case 'invalid':
      return 'danger';
    case 'missing_credentials':
    case 'untested':
      return 'warning';
    case 'valid':
      return 'none';
    default: {
      const unknownStatus: never = status;
      return unknownStatus;
    }
  }
}

const defaultNoticeText = {
  valid: '',
  invalid: 'API 키가 유효하지 않습니다. 키를 확인한 뒤 변경해 주세요.',
  expired: 'API 키가 만료되었습니다. 새 키로 변경해 주세요.',
  missing_credentials: 'API 키가 등록되지 않았습니다. 키를 등록해 주세요.',
  untested: 'API 키를 아직 테스트하지 않았습니다. 키 테스트로 확인해 주세요.',
} as const satisfies Record<KeyStatus, string>;

/** The notice text: the server's message when it sent one, else a default for the status. */
export function keyNoticeText(status: KeyStatus, message: string | null): string {
  return message?.trim() || defaultNoticeText[status];
}
