import { clientErrorCodes, isApiError } from './api-client';

export const serverUnreachableText = '서버에 연결할 수 없습니다. 서버가 실행 중인지 확인해 주세요.';

/** The server's Korean detail of a failed call, or a generic sentence for anything else. */
export function errorDetail(error: unknown): string {
  if (isApiError(error)) return error.detail;
  return '알 수 없는 오류가 발생했습니다.';
}

export function isNetworkError(error: unknown): boolean {
  return isApiError(error) && error.code === clientErrorCodes.network;
}

/** Zod issues of a form, first message per top-level field. */
export function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    const key = typeof field === 'string' ? field : '_form';
    errors[key] ??= issue.message;
  }
  return errors;
}
