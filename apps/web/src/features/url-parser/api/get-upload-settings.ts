import type { UploadSettings } from '@ollida/contracts/uploads';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { urlParserQueryKeys } from './url-parser-query-keys';

export function uploadSettingsPath(workspaceId: string): string {
  return `/api/workspaces/${encodeURIComponent(workspaceId)}/upload-settings`;
}

/** `GET /api/workspaces/{id}/upload-settings`: the price rule and listing defaults (defaults when never saved). */
export function getUploadSettings(workspaceId: string, signal?: AbortSignal): Promise<UploadSettings> {
  return apiRequest<UploadSettings>(uploadSettingsPath(workspaceId), { signal });
}

export function uploadSettingsQueryOptions(workspaceId: string) {
  return queryOptions({
    queryKey: urlParserQueryKeys.uploadSettings(workspaceId),
    queryFn: ({ signal }) => getUploadSettings(workspaceId, signal),
  });
}
