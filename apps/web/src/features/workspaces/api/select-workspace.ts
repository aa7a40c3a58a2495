import type { Workspace } from '@ollida/contracts/workspaces';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { workspaceQueryKeys } from '../../../lib/workspace-query-keys';

/** Which choice a selection call makes: the workspace to work in now, or the main (default) one. */
export type WorkspaceSelection = 'current' | 'main';

/** `POST /api/workspaces/{id}/current` or `/main`. */
export async function selectWorkspace(
  workspaceId: string,
  selection: WorkspaceSelection,
): Promise<Workspace> {
  const response = await apiRequest<{ data: Workspace }>(
    `/api/workspaces/${encodeURIComponent(workspaceId)}/${selection}`,
    { method: 'POST' },
  );
  return response.data;
}

export function useSelectWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ workspaceId, selection }: { workspaceId: string; selection: WorkspaceSelection }) =>
      selectWorkspace(workspaceId, selection),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceQueryKeys.list() }),
  });
}
