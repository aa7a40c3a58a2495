import { clientErrorCodes, isApiError, sessionExpiredMessage } from '../../../lib/api-client';

/** Local code for "no token stored": the list is not fetched at all (docs/product/products-and-orders.md#messages). */
export const loginRequiredCode = 'login_required';

/** Sentences of the uploaded-product list (docs/product/products-and-orders.md#messages). */
export const productListText = {
  errorTitle: '오류가 발생했습니다',
  loginRequired: '로그인이 필요합니다. 다시 로그인해 주세요.',
  loadFailed: '상품 목록을 불러오지 못했습니다.',
  networkError: '네트워크 오류가 발생했습니다. 연결을 확인한 뒤 다시 시도해 주세요.',
  workspacesFailed: '워크스페이스 목록을 가져오지 못했습니다.',
  emptyTitle: '아직 업로드한 상품이 없습니다',
  emptyBody: '쿠팡이나 네이버 스마트스토어에 상품을 업로드하면 여기에 표시됩니다.',
  noResult: '선택한 조건에 맞는 상품이 없습니다.',
  noInformation: '결과 정보가 없습니다',
  stateRefreshFailed: '심사 상태를 새로고침하지 못했습니다.',
  resendFailed: '다시 보내지 못했습니다.',
  requestLoading: '보낸 내용을 불러오는 중...',
  requestFailed: '보낸 내용을 불러오지 못했습니다.',
} as const;

// The server's own sentence when it explained the failure (a bare HTTP status has nothing worth showing).
function serverDetail(error: unknown): string | null {
  if (!isApiError(error) || error.code === clientErrorCodes.http || error.code === clientErrorCodes.network) {
    return null;
  }
  return error.detail;
}

/** The error box's message for a failed list call: login required or expired, else "could not load". */
export function productListErrorText(error: unknown): { message: string; detail: string | null } {
  if (isApiError(error) && error.code === loginRequiredCode) {
    return { message: productListText.loginRequired, detail: null };
  }
  if (isApiError(error) && error.status === 401) return { message: sessionExpiredMessage, detail: null };
  if (isApiError(error) && error.code === clientErrorCodes.network) {
    return { message: productListText.loadFailed, detail: productListText.networkError };
  }
  return { message: productListText.loadFailed, detail: serverDetail(error) };
}

/** Any other call of the screen (review state, resend): the server's detail, else the fallback sentence. */
export function callErrorText(error: unknown, fallback: string): string {
  if (isApiError(error) && error.code === clientErrorCodes.network) return productListText.networkError;
  return serverDetail(error) ?? fallback;
}
