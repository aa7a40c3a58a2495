import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SessionContext } from '../../../lib/session-context';
import { AdminPage } from '../pages/admin-page';
import { adminUser } from './admin-fixtures';

/** The admin page for a signed-in administrator, with a query client that never retries. */
export function renderAdmin() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <SessionContext.Provider value={{ user: adminUser, isLoading: false, loginError: null }}>
        <MemoryRouter>
          <AdminPage />
        </MemoryRouter>
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
}
