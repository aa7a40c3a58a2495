import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../../test/api-mock';
import { testUser } from '../../../../test/fixtures/app';
import { freeSubscription, planSubscription } from '../../../../test/fixtures/payments';
import { ProfilePage } from './profile-page';

function renderProfile(page: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={queryClient}>{page}</QueryClientProvider>);
}

describe('ProfilePage', () => {
  it('shows the picture, name and email', () => {
    mockApi({ 'GET /api/subscriptions/current': { body: freeSubscription() } });
    renderProfile(<ProfilePage user={testUser} />);

    expect(screen.getByRole('heading', { level: 1, name: '프로필' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '김판매님의 프로필 사진' })).toHaveAttribute(
      'src',
      'https://example.com/avatar.png',
    );
    expect(screen.getByText('김판매')).toBeInTheDocument();
    expect(screen.getByText('seller@example.com')).toBeInTheDocument();
    expect(screen.queryByText('관리자')).not.toBeInTheDocument();
  });

  it('shows a placeholder with the first letter when there is no picture', () => {
    mockApi({ 'GET /api/subscriptions/current': { body: freeSubscription() } });
    renderProfile(<ProfilePage user={{ ...testUser, name: 'hana', profile_picture: null }} />);

    const placeholder = screen.getByRole('img', { name: 'hana님의 기본 프로필 이미지' });
    expect(placeholder).toHaveTextContent('H');
    expect(document.querySelector('img')).toBeNull();
  });

  it('marks an administrator', () => {
    mockApi({ 'GET /api/subscriptions/current': { body: freeSubscription() } });
    renderProfile(<ProfilePage user={{ ...testUser, role: 'admin' }} />);

    expect(screen.getByText('관리자')).toBeInTheDocument();
  });

  it('shows the usage of the current plan with the numbers the server counted', async () => {
    mockApi({ 'GET /api/subscriptions/current': { body: planSubscription('pro', 40) } });
    renderProfile(<ProfilePage user={testUser} />);

    const usage = screen.getByRole('region', { name: '사용량' });
    const remaining = await within(usage).findByText('남은 횟수');
    expect(remaining.nextElementSibling).toHaveTextContent('960회');
    expect(within(usage).getByText('사용 횟수').nextElementSibling).toHaveTextContent('40회');
    expect(within(usage).getByText('전체 횟수').nextElementSibling).toHaveTextContent('1,000회');
    expect(usage).toHaveTextContent('프로');
  });
});
