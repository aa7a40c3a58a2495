import type { CredentialTest } from '@ollida/contracts/workspaces';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { workspaceQueryKeys } from '../../../lib/workspace-query-keys';

/** `POST /api/workspaces/{id}/test-credentials`: asks the marketplace and records the result. */
export async function testCredentials(workspaceId: string): Promise<CredentialTest> {
  const response = await apiRequest<{ data: CredentialTest }>(
    `/api/workspaces/${encodeURIComponent(workspaceId)}/test-credentials`,
    { method: 'POST' },
  );
  return response.data;
}

export function useTestCredentials() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: testCredentials,
    // A failed call may still have recorded a result (e.g. a marketplace error), so refresh either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: workspaceQueryKeys.list() }),
  });
}
