import { clientErrorCodes, isApiError } from '../../../lib/api-client';

/** User-facing sentences of the order screen (docs/product/products-and-orders.md#messages). */
export const ordersText = {
  empty: '해당 기간에 주문이 없습니다',
  workspacesFailed: '워크스페이스 목록을 가져오지 못했습니다.',
  workspacesError: '워크스페이스 목록을 가져오는 중 오류가 발생했습니다.',
  networkError: '네트워크 오류가 발생했습니다.',
  unmatched: '미연결 상품',
  noMargin: '미연결 상품이라 마진을 계산할 수 없습니다',
  noSupplier: '이 상품의 공급처 주소를 찾을 수 없습니다.',
  notOurUpload:
    '올리다를 통해 업로드하지 않은 상품이거나 다른 계정으로 업로드한 상품이면 공급처 정보가 없을 수 있습니다.',
} as const;

function isNetwork(error: unknown): boolean {
  return isApiError(error) && error.code === clientErrorCodes.network;
}

/** The server's Korean detail, or a fallback for what never reached it. */
export function apiErrorText(error: unknown, fallback = '요청을 처리하지 못했습니다.'): string {
  if (!isApiError(error)) return fallback;
  return error.detail || fallback;
}

/** `주문 목록 조회 실패: {status}`: the server's Korean detail when it sent one, else the HTTP status. */
export function orderListErrorText(error: unknown): string {
  if (!isApiError(error)) return '주문 목록 조회 실패: 알 수 없는 오류';
  if (isNetwork(error)) return `주문 목록 조회 실패: ${ordersText.networkError}`;
  const explained = error.code !== clientErrorCodes.http && error.code !== clientErrorCodes.invalidResponse;
  return `주문 목록 조회 실패: ${explained ? error.detail : error.status}`;
}

/** The workspace list failed: answered with an error, or never answered. */
export function workspacesErrorText(error: unknown): string {
  return isNetwork(error) || !isApiError(error) ? ordersText.workspacesError : ordersText.workspacesFailed;
}
