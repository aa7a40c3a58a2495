import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LinkContext } from '../components/app-link';
import { SessionProvider } from '../features/auth';
import { isApiError } from '../lib/api-client';
import { AppInfoContext } from '../lib/app-info-context';
import { useAppInfo } from '../lib/get-app-info';

const maxRetries = 2;

// A 4xx answer will not change on retry; network failures and 5xx get a couple more tries.
function shouldRetry(failureCount: number, error: Error): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < maxRetries;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}

// The public layout reads the app info and its links from context, as it also renders in the landing shell.
function ShellContexts({ children }: { children: ReactNode }) {
  return (
    <LinkContext value={Link}>
      <AppInfoContext value={useAppInfo()}>{children}</AppInfoContext>
    </LinkContext>
  );
}

interface AppProvidersProps {
  queryClient: QueryClient;
  initialLoginError?: string | null;
  children: ReactNode;
}

export function AppProviders({ queryClient, initialLoginError = null, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider initialLoginError={initialLoginError}>
        <ShellContexts>{children}</ShellContexts>
      </SessionProvider>
    </QueryClientProvider>
  );
}
