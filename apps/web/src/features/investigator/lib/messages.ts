import { errorCodes } from '@ollida/contracts/errors';
import { clientErrorCodes, isApiError } from '../../../lib/api-client';

/** User-facing sentences of the Product Investigator (docs/product/search-and-investigator.md#messages). */
export const investigatorText = {
  networkError: '네트워크 오류가 발생했습니다.',
  productInfoFailed: '상품 정보를 불러올 수 없습니다.',
  urlCopied: 'URL을 클립보드에 복사했습니다.',
  urlCopyFailed: 'URL을 복사하지 못했습니다. 주소를 직접 선택해 복사해 주세요.',
  viewFailed: '저장된 페이지를 열지 못했습니다.',
  loadingFile: '파일을 불러오는 중입니다...',
  chooseFile: 'HTML 파일을 선택해 주세요.',
  maxCrawlsHint: '실제로 크롤링할 상품 수입니다 (1~50).',
  sourcesFailed: '소스 목록을 불러오지 못했습니다.',
  sitesFailed: '사이트 목록을 불러오지 못했습니다.',
  historyFailed: '크롤링 기록을 불러오지 못했습니다.',
  parsedFailed: '파싱된 상품을 불러오지 못했습니다.',
  datesFailed: '날짜 목록을 불러오지 못했습니다.',
  productsFailed: '상품 목록을 불러오지 못했습니다.',
  statsFailed: '통계를 불러오지 못했습니다.',
  filesFailed: 'HTML 파일 목록을 불러오지 못했습니다.',
  contentFailed: '파일 내용을 불러오지 못했습니다.',
  parseFailed: '파싱에 실패했습니다.',
} as const;

/** Longest part of an error body shown after a crawl's HTTP status (docs/product/search-and-investigator.md#messages). */
export const crawlErrorChars = 100;

function isNetwork(error: unknown): boolean {
  return isApiError(error) && error.code === clientErrorCodes.network;
}

/** The server's own words for a failure: the first field message of a validation error, else its detail. */
function serverWords(error: unknown): string | null {
  if (!isApiError(error) || isNetwork(error)) return null;
  if (error.code === clientErrorCodes.http || error.code === clientErrorCodes.invalidResponse) return null;
  return error.errors?.[0]?.message ?? error.detail;
}

/** A list that could not be read: the network sentence, the server's words, or the list's fallback. */
export function loadErrorText(error: unknown, fallback: string): string {
  if (isNetwork(error)) return investigatorText.networkError;
  return serverWords(error) ?? fallback;
}

/** A crawl that failed over HTTP: `HTTP {status}: {first 100 characters}`; a lost connection says so. */
export function crawlErrorText(error: unknown): string {
  if (!isApiError(error) || isNetwork(error)) return investigatorText.networkError;
  const words = error.errors?.[0]?.message ?? error.detail;
  return `HTTP ${error.status}: ${words.slice(0, crawlErrorChars)}`;
}

/** The plan's monthly Investigator runs are used up: the server's Korean sentence naming the plan. */
export function limitReachedText(error: unknown): string | null {
  return isApiError(error) && error.code === errorCodes.investigatorLimitReached ? error.detail : null;
}

/** A parse call that failed: the network sentence, the server's words, or "파싱에 실패했습니다.". */
export function parseErrorText(error: unknown): string {
  if (isNetwork(error)) return investigatorText.networkError;
  return serverWords(error) ?? investigatorText.parseFailed;
}
