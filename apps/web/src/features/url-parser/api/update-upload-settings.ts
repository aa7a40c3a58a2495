import type { UploadSettings } from '@ollida/contracts/uploads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { uploadSettingsPath } from './get-upload-settings';
import { urlParserQueryKeys } from './url-parser-query-keys';

/** `PUT /api/workspaces/{id}/upload-settings` (owners and admins; others get the server's 403 message). */
export function updateUploadSettings(workspaceId: string, input: UploadSettings): Promise<UploadSettings> {
  return apiRequest<UploadSettings>(uploadSettingsPath(workspaceId), { method: 'PUT', body: input });
}

export function useUpdateUploadSettings(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UploadSettings) => updateUploadSettings(workspaceId, input),
    onSuccess: (saved) => queryClient.setQueryData(urlParserQueryKeys.uploadSettings(workspaceId), saved),
  });
}
