import { render, screen } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { callsTo, mockApi } from '../../test/api-mock';
import { testAppInfo } from '../../test/fixtures/app';
import { type StartAppOptions, startApp } from './start-app';

function renderStarted(url: string, options: StartAppOptions) {
  window.history.replaceState(null, '', url);
  const app = startApp(options);
  onTestFinished(() => app.stop());
  render(app.element);
}

describe('startApp opened by the landing shell', () => {
  it('uses the app info the shell loaded instead of asking again', async () => {
    const fetchMock = mockApi();
    renderStarted('/login', { fragment: { error: null }, appInfo: testAppInfo });

    expect(await screen.findByRole('link', { name: '확장 프로그램 설치' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/app-info')).toHaveLength(0);
  });

  it('shows the sign-in error the page already read from the URL fragment', async () => {
    mockApi();
    renderStarted('/login', { fragment: { error: 'access_denied' } });

    expect(await screen.findByText('로그인이 취소되었습니다.')).toBeInTheDocument();
  });
});
