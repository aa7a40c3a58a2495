import { expect, type Page } from '@playwright/test';
import { createWorkspace } from './stores.ts';

/**
 * Creates a Naver store with the sandbox's demo keys and saves the A/S phone Naver requires of every listing, leaving
 * the URL parser open on that store.
 */
export async function createNaverStore(page: Page, name: string) {
  await createWorkspace(page, /네이버 스마트스토어/, name);
  await page.getByRole('link', { name: 'URL 파서', exact: true }).click();
  await page.getByLabel('업로드할 워크스페이스').selectOption({ label: `[NAVER] ${name}` });
  await page.getByRole('button', { name: '가격 규칙' }).click();
  const settings = page.getByRole('dialog', { name: '가격 규칙 · 업로드 설정' });
  await settings.getByLabel('A/S 전화번호').fill('010-1234-5678');
  await settings.getByRole('button', { name: '저장' }).click();
  await expect(settings.getByText('업로드 설정을 저장했습니다.')).toBeVisible();
  await settings.getByRole('button', { name: '닫기' }).first().click();
}
