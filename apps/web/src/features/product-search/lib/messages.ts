import { clientErrorCodes, isApiError } from '../../../lib/api-client';

/** User-facing sentences of the product search (docs/product/search-and-investigator.md#messages). */
export const productSearchText = {
  searchFailed: '검색에 실패했습니다.',
  networkError: '네트워크 오류가 발생했습니다.',
  deleteFailed: '삭제 중 오류가 발생했습니다.',
  deleteConfirm: '이 검색 기록을 삭제하시겠습니까?',
  historyFailed: '검색 기록을 불러오지 못했습니다.',
  historyEmpty: '검색 기록이 없습니다.',
} as const;

function isNetwork(error: unknown): boolean {
  return isApiError(error) && error.code === clientErrorCodes.network;
}

// A failure the server explained has its own code; a bare HTTP status (proxy page, crash) has none worth showing.
function serverDetail(error: unknown): string | null {
  if (!isApiError(error)) return null;
  if (error.code === clientErrorCodes.http || error.code === clientErrorCodes.invalidResponse) return null;
  if (isNetwork(error)) return null;
  return error.errors?.[0]?.message ?? error.detail;
}

/** A failed search: the network sentence, the server's detail, or "검색에 실패했습니다.". */
export function searchErrorText(error: unknown): string {
  if (isNetwork(error)) return productSearchText.networkError;
  return serverDetail(error) ?? productSearchText.searchFailed;
}

/** A failed delete (shown as an alert): the server's detail or "삭제 중 오류가 발생했습니다.". */
export function deleteErrorText(error: unknown): string {
  return serverDetail(error) ?? productSearchText.deleteFailed;
}

/** The history could not be read: the server's detail, the network sentence, or a plain sentence. */
export function historyErrorText(error: unknown): string {
  if (isNetwork(error)) return productSearchText.networkError;
  return serverDetail(error) ?? productSearchText.historyFailed;
}
