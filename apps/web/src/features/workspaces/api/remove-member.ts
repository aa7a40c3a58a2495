import type { MessageResponse } from '@ollida/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { workspaceQueryKeys } from '../../../lib/workspace-query-keys';

/** `DELETE /api/workspaces/{workspace_id}/members/{email}`. */
export function removeMember(workspaceId: string, email: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(
    `/api/workspaces/${encodeURIComponent(workspaceId)}/members/${encodeURIComponent(email)}`,
    { method: 'DELETE' },
  );
}

export function useRemoveMember(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => removeMember(workspaceId, email),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: workspaceQueryKeys.members(workspaceId) }),
        queryClient.invalidateQueries({ queryKey: workspaceQueryKeys.list() }),
      ]);
    },
  });
}
