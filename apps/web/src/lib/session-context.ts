import type { UserMe } from '@ollida/contracts/user';
import { createContext, useContext } from 'react';

export interface Session {
  /** The signed-in user; null while loading or when signed out. */
  user: UserMe | null;
  /** True while a stored token is being checked against `GET /api/user/me`. */
  isLoading: boolean;
  /** The error code from a failed sign-in redirect (`#error=...`), if this page load carried one. */
  loginError: string | null;
}

export const SessionContext = createContext<Session | null>(null);

function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

/** The current user and whether it is still loading. */
export function useCurrentUser(): Pick<Session, 'user' | 'isLoading'> {
  const { user, isLoading } = useSession();
  return { user, isLoading };
}

/** The sign-in error code carried by this page load's URL fragment. */
export function useLoginError(): string | null {
  return useSession().loginError;
}
