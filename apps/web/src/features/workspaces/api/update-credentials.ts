import type { UpdateCredentials, Workspace } from '@ollida/contracts/workspaces';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { workspaceQueryKeys } from '../../../lib/workspace-query-keys';

/** `PUT /api/workspaces/{id}/credentials`: new keys, validated by the marketplace, stored encrypted. */
export async function updateCredentials(workspaceId: string, input: UpdateCredentials): Promise<Workspace> {
  const response = await apiRequest<{ data: Workspace }>(
    `/api/workspaces/${encodeURIComponent(workspaceId)}/credentials`,
    { method: 'PUT', body: input },
  );
  return response.data;
}

export function useUpdateCredentials(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateCredentials) => updateCredentials(workspaceId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceQueryKeys.list() }),
  });
}
