import type { OnboardingStep } from '@ollida/contracts/onboarding';
import { onboardingSteps } from '@ollida/contracts/onboarding';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../../test/api-mock';
import { renderWithQuery } from '../../../../test/render';
import { paths } from '../../../lib/paths';
import { OnboardingChecklist } from './onboarding-checklist';

function answer(done: readonly OnboardingStep[]) {
  const steps = onboardingSteps.map((step) => ({ step, done: done.includes(step) }));
  return { body: { data: { steps, completed: steps.every((step) => step.done) } } };
}

function renderChecklist() {
  return renderWithQuery(<OnboardingChecklist />);
}

describe('OnboardingChecklist', () => {
  it('lists the four steps in order, ticks the done ones and links each open one to its screen', async () => {
    mockApi({ 'GET /api/user/onboarding': answer(['workspace']) });
    renderChecklist();

    const checklist = await screen.findByRole('region', { name: '처음 시작하기' });
    expect(checklist).toHaveTextContent('4단계 중 1단계 완료');
    const steps = within(checklist).getAllByRole('listitem');
    expect(steps.map((step) => step.getAttribute('aria-label'))).toEqual([
      '1. 워크스페이스 만들기 (완료)',
      '2. 배송 정보 연결하기',
      '3. 가격 규칙 정하기',
      '4. 첫 상품 올리기',
    ]);
    expect(within(steps[0] as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
    expect(within(steps[1] as HTMLElement).getByRole('link', { name: '배송 정보 설정' })).toHaveAttribute(
      'href',
      paths.myPageWorkspaces,
    );
    expect(within(steps[2] as HTMLElement).getByRole('link', { name: '가격 규칙 설정' })).toHaveAttribute(
      'href',
      paths.myPageUrlParser,
    );
    expect(within(steps[3] as HTMLElement).getByRole('link', { name: 'URL 파서 열기' })).toHaveAttribute(
      'href',
      paths.myPageUrlParser,
    );
  });

  it('goes away once every step is done', async () => {
    mockApi({ 'GET /api/user/onboarding': answer(onboardingSteps) });
    const { queryClient } = renderChecklist();
    await vi.waitFor(() => expect(queryClient.getQueryState(['onboarding'])?.status).toBe('success'));
    expect(screen.queryByRole('region', { name: '처음 시작하기' })).not.toBeInTheDocument();
  });
});
