import type { ExtensionWhoami } from '@ollida/contracts/extension';
import type { ApiFailure } from '../lib/api.ts';
import { platformLabel } from '../lib/format.ts';

/** The options page's answer to "저장하고 연결 확인", and its tone. */
export interface ConnectionStatus {
  tone: 'success' | 'error' | 'info';
  text: string;
}

/** "연결됨: [쿠팡] ollida_demo1 (워크스페이스, 키 ol_ab12…)". */
export function connectedStatus(whoami: ExtensionWhoami): ConnectionStatus {
  return {
    tone: 'success',
    text: `연결됨: ${platformLabel(whoami.platform)} ${whoami.store_label} (워크스페이스 ${whoami.workspace_name}, 키 ${whoami.key_prefix}…)`,
  };
}

/** Why the check failed, led by the kind of failure a seller can act on. */
export function failedStatus(failure: ApiFailure): ConnectionStatus {
  switch (failure.kind) {
    case 'invalid_key':
      return { tone: 'error', text: `키가 유효하지 않음: ${failure.message}` };
    case 'unreachable':
      return { tone: 'error', text: `서버에 연결할 수 없음: ${failure.message}` };
    case 'rate_limited':
    case 'duplicate':
    case 'review_failed':
    case 'refused':
      return { tone: 'error', text: failure.message };
    default: {
      const unknown: never = failure;
      return { tone: 'error', text: String(unknown) };
    }
  }
}

/** The seller refused the host permission for a server other than the built-in one. */
export function permissionDeniedStatus(origin: string): ConnectionStatus {
  return {
    tone: 'error',
    text: `권한 거부: ${origin}에 접속하는 권한을 허용해야 이 서버에 연결할 수 있습니다.`,
  };
}
