import type { CreateWorkspace, createdWorkspaceSchema } from '@ollida/contracts/workspaces';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { workspaceQueryKeys } from '../../../lib/workspace-query-keys';

export type CreatedWorkspace = z.infer<typeof createdWorkspaceSchema>['data'];

/** `POST /api/workspaces`: the server checks the keys with the marketplace before saving. */
export async function createWorkspace(input: CreateWorkspace): Promise<CreatedWorkspace> {
  const response = await apiRequest<{ data: CreatedWorkspace }>('/api/workspaces', {
    method: 'POST',
    body: input,
  });
  return response.data;
}

export function useCreateWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWorkspace,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceQueryKeys.list() }),
  });
}
