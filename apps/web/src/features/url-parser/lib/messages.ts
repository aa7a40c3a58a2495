import { errorCodes } from '@ollida/contracts/errors';
import { clientErrorCodes, isApiError } from '../../../lib/api-client';

/** User-facing sentences of the URL parser and upload tool (docs/product/listing.md#messages). */
export const urlParserText = {
  blankUrl: '파싱할 URL을 입력해주세요.',
  noValidLines: '유효한 URL이 없습니다. 한 줄에 하나씩 입력해주세요.',
  registerFirst: '먼저 목록 등록을 눌러주세요.',
  chooseWorkspaceFirst: '업로드할 워크스페이스를 먼저 선택해주세요.',
  chooseWorkspace: '업로드할 워크스페이스를 선택해 주세요.',
  needDataAndWorkspace: '파싱된 데이터와 워크스페이스를 선택해주세요.',
  csvOnly: 'CSV 파일만 업로드할 수 있습니다.',
  csvNeedFileAndColumn: 'CSV 파일과 URL 컬럼을 선택해주세요.',
  csvNoUrls: '선택한 컬럼에 유효한 URL이 없습니다.',
  csvUploadFailed: 'CSV 파일 업로드 중 오류가 발생했습니다.',
  parseFailed: '파싱 중 오류가 발생했습니다.',
  uploadFailed: '업로드에 실패했습니다.',
  networkError: '네트워크 오류가 발생했습니다.',
  workspacesFailed: '워크스페이스 목록을 가져오지 못했습니다.',
} as const;

function isNetwork(error: unknown): boolean {
  return isApiError(error) && error.code === clientErrorCodes.network;
}

// A failure the server explained has its own code; a bare HTTP status (proxy page, crash) has none worth showing.
function serverDetail(error: unknown): string | null {
  if (!isApiError(error) || error.code === clientErrorCodes.http || isNetwork(error)) return null;
  return error.detail;
}

/** Single parse: the server's detail, else a generic sentence; a lost connection says so. */
export function parseErrorText(error: unknown): string {
  if (isNetwork(error)) return urlParserText.networkError;
  return serverDetail(error) ?? urlParserText.parseFailed;
}

/** One URL of a bulk parse: the server's detail, else which URL failed. */
export function bulkParseErrorText(error: unknown, url: string): string {
  if (isNetwork(error)) return urlParserText.networkError;
  return serverDetail(error) ?? `파싱에 실패했습니다 (${url})`;
}

/** Upload: the server's (or marketplace's) detail, else a generic sentence. */
export function uploadErrorText(error: unknown): string {
  if (isNetwork(error)) return urlParserText.networkError;
  return serverDetail(error) ?? urlParserText.uploadFailed;
}

/** CSV upload: `CSV 파싱 실패: <detail>`, an unknown error, or the network sentence. */
export function csvErrorText(error: unknown): string {
  if (isNetwork(error)) return urlParserText.csvUploadFailed;
  return `CSV 파싱 실패: ${serverDetail(error) ?? '알 수 없는 오류'}`;
}

/** Any other call of the tool (settings, categories, bulk batch): the server's detail or a generic sentence. */
export function callErrorText(error: unknown): string {
  if (isNetwork(error)) return urlParserText.networkError;
  return serverDetail(error) ?? '처리 중 오류가 발생했습니다.';
}

/** The listing made earlier from the same supplier item, when the upload was refused as a duplicate. */
export function duplicateOf(error: unknown) {
  if (!isApiError(error) || error.code !== errorCodes.duplicateUpload) return null;
  return error.body.existing_product ?? null;
}

/** The review's checks, when the upload was refused because the pre-upload review found errors (422). */
export function reviewChecksOf(error: unknown) {
  if (!isApiError(error) || error.code !== errorCodes.listingReviewFailed) return null;
  return error.body.checks ?? [];
}
