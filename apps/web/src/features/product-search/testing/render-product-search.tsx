import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ProductSearchPage } from '../pages/product-search-page';

/** The product search page with a query client that never retries. */
export function renderProductSearch() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ProductSearchPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
