import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { testAppInfo } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

describe('legal pages', () => {
  it('shows the privacy policy with its effective date and the officer contact', async () => {
    mockApi();
    renderApp('/privacy');

    expect(await screen.findByRole('heading', { level: 1, name: '개인정보처리방침' })).toBeInTheDocument();
    expect(screen.getByText('시행일: 2024년 6월 20일')).toBeInTheDocument();
    expect(document.title).toBe('개인정보처리방침 — 올리다');
    expect(screen.getByText(/API 키\(액세스 키, 시크릿 키\), 업체 코드/)).toBeInTheDocument();
    expect(
      screen.getByText('개인정보 처리 업무를 외부에 위탁하지 않습니다.', { exact: false }),
    ).toBeInTheDocument();
    expect(await screen.findAllByRole('link', { name: testAppInfo.support_email })).not.toHaveLength(0);
  });

  it('shows the terms of service', async () => {
    mockApi();
    renderApp('/terms');

    expect(await screen.findByRole('heading', { level: 1, name: '이용약관' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '제3조 (판매자의 책임)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '제7조 (준거법과 관할)' })).toBeInTheDocument();
  });

  it('shows a Korean not-found page for unknown public paths', async () => {
    mockApi();
    renderApp('/no-such-page');

    expect(await screen.findByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeInTheDocument();
  });
});
