import type { MessageResponse } from '@ollida/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../../lib/api-client';
import { clearToken } from '../../../lib/auth-storage';
import { paths } from '../../../lib/paths';

/** `POST /api/auth/logout`: revokes the token server-side. A 401 here is not an "expired login". */
export function postLogout(): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/auth/logout', { method: 'POST', expireSessionOn401: false });
}

/** Signs out: revokes the token (a failure is ignored), then leaves for `/` and forgets the session. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      await postLogout().catch(() => undefined);
    },
    // Leave the protected page first, committed synchronously: a guard that saw the user disappear
    // while still mounted would send the browser to /login instead of home.
    onSettled: async () => {
      await navigate(paths.home, { flushSync: true });
      clearToken();
      queryClient.clear();
    },
  });
}
