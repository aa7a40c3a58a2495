import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useSyncExternalStore } from 'react';
import { clearToken, readToken, subscribeToToken } from '../../../lib/auth-storage';
import { type Session, SessionContext } from '../../../lib/session-context';
import { authQueryKeys } from '../api/auth-query-keys';
import { meQueryOptions } from '../api/get-me';

const readNoToken = () => null;

interface SessionProviderProps {
  initialLoginError?: string | null;
  children: ReactNode;
}

/**
 * Holds the session: a stored token is checked with `GET /api/user/me`; a valid one gives the user, any
 * failure removes the token (a 401 also alerts and goes to /login, see api-client).
 */
export function SessionProvider({ initialLoginError = null, children }: SessionProviderProps) {
  const queryClient = useQueryClient();
  const token = useSyncExternalStore(subscribeToToken, readToken, readNoToken);
  const hasToken = token !== null;
  const me = useQuery({ ...meQueryOptions(), enabled: hasToken });
  const isMeFailed = hasToken && me.isError;

  useEffect(() => {
    if (isMeFailed) clearToken();
  }, [isMeFailed]);

  useEffect(() => {
    if (!hasToken) queryClient.removeQueries({ queryKey: authQueryKeys.me() });
  }, [hasToken, queryClient]);

  const user = hasToken && !me.isError ? (me.data ?? null) : null;
  const isLoading = hasToken && me.isPending;

  const session = useMemo<Session>(
    () => ({ user, isLoading, loginError: initialLoginError }),
    [user, isLoading, initialLoginError],
  );
  return <SessionContext value={session}>{children}</SessionContext>;
}
