import { isApiError } from '../../../lib/api-client';

/** The server's Korean reason (a refused field's own message first), else a general one. */
export function syncErrorText(error: unknown): string {
  if (!isApiError(error)) return '요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.';
  const [first] = error.errors ?? [];
  return first?.message ?? error.detail;
}
