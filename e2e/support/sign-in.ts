import { expect, type Page } from '@playwright/test';

/** Signs in through the login page and the sandbox Google form; ends on the profile page. */
export async function signInAs(page: Page, email: string, name: string) {
  await page.goto('/login');
  await page.getByRole('button', { name: /Google 계정으로 로그인/ }).click();
  await page.getByLabel('이메일', { exact: true }).fill(email);
  await page.getByLabel('이름').fill(name);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(/\/mypage\/profile$/);
}
