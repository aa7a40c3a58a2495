import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { testAppInfo } from '../../test/fixtures/app';
import { sandboxBannerText } from '../components/ui/sandbox-banner';
import { storeToken } from '../lib/auth-storage';
import { isVisitorLanding, LandingShell } from './landing-shell';

function renderShell() {
  const openApp = vi.fn();
  const preloadApp = vi.fn();
  render(<LandingShell openApp={openApp} preloadApp={preloadApp} />);
  return { openApp, preloadApp };
}

/** Clicks `link` and tells whether the page's own handling prevented the browser from following it. */
function clickPrevented(link: HTMLElement, init: MouseEventInit = {}): boolean {
  let prevented = false;
  const afterReact = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', afterReact);
  fireEvent.click(link, init);
  window.removeEventListener('click', afterReact);
  return prevented;
}

describe('isVisitorLanding', () => {
  it('is true only for a signed-out load of / without a sign-in error', () => {
    expect(isVisitorLanding({ error: null })).toBe(true);
    expect(isVisitorLanding({ error: 'access_denied' })).toBe(false);
    window.history.replaceState(null, '', '/login');
    expect(isVisitorLanding({ error: null })).toBe(false);
    window.history.replaceState(null, '', '/');
    storeToken('some.jwt');
    expect(isVisitorLanding({ error: null })).toBe(false);
  });
});

describe('LandingShell', () => {
  it('shows the landing with the app info in the header, footer and sandbox banner', async () => {
    mockApi({ 'GET /api/app-info': { body: { ...testAppInfo, sandbox: true } } });
    renderShell();

    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(await screen.findByText(sandboxBannerText)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '확장 프로그램 설치' })).toHaveAttribute(
      'href',
      testAppInfo.extension_url,
    );
    expect(screen.getByRole('link', { name: /고객지원/ })).toHaveAttribute(
      'href',
      `mailto:${testAppInfo.support_email}`,
    );
    expect(screen.getByRole('link', { name: '로그인' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: '기능' })).toHaveAttribute('href', '/#features');
  });

  it('opens the app at a followed link, with the app info it loaded', async () => {
    mockApi();
    const { openApp, preloadApp } = renderShell();
    await screen.findByRole('link', { name: '확장 프로그램 설치' });
    const login = screen.getByRole('link', { name: '로그인' });

    fireEvent.pointerEnter(login);
    expect(preloadApp).toHaveBeenCalled();
    expect(clickPrevented(login)).toBe(true);
    expect(openApp).toHaveBeenCalledWith('/login', testAppInfo);
  });

  it('leaves new-tab clicks and this page’s sections to the browser', () => {
    mockApi();
    const { openApp } = renderShell();

    expect(clickPrevented(screen.getByRole('link', { name: '로그인' }), { ctrlKey: true })).toBe(false);
    expect(clickPrevented(screen.getByRole('link', { name: '기능' }))).toBe(false);
    expect(openApp).not.toHaveBeenCalled();
  });

  it('opens the app here when a sign-in stores a token', async () => {
    mockApi();
    const { openApp } = renderShell();
    await screen.findByRole('link', { name: '확장 프로그램 설치' });

    storeToken('fresh.jwt');

    await waitFor(() => expect(openApp).toHaveBeenCalledWith(undefined, testAppInfo));
  });
});
