import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../../test/api-mock';
import { testAppInfo } from '../../../../test/fixtures/app';
import { renderApp } from '../../../../test/render-app';

describe('/extension', () => {
  it('is where the landing page’s install link leads when the app hands the extension out itself', async () => {
    mockApi({
      'GET /api/app-info': { body: { ...testAppInfo, extension_url: `${window.location.origin}/extension` } },
    });
    const { app } = renderApp('/');
    const link = await screen.findByRole('link', { name: '확장 프로그램 설치' });
    expect(link).toHaveAttribute('href', '/extension');
    expect(link).not.toHaveAttribute('target');
    await userEvent.click(link);

    expect(await screen.findByRole('heading', { name: '올리다 브라우저 확장 프로그램' })).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/extension');
    const download = screen.getByRole('link', { name: '확장 프로그램 내려받기 (.zip)' });
    expect(download).toHaveAttribute('href', '/api/extension/download');
    expect(download).toHaveAttribute('download', 'ollida-extension.zip');
    const steps = screen.getByRole('region', { name: '설치 방법' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(6);
    expect(
      screen.getByText(`내려받는 확장 프로그램에는 이 서버 주소(${window.location.origin})가`, {
        exact: false,
      }),
    ).toBeInTheDocument();
  });
});
