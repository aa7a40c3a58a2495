import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe.ts';

test('판매자가 샌드박스 Google로 로그인해 프로필을 보고, 로그아웃하면 보호된 페이지에서 로그인으로 보내진다', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByText('샌드박스', { exact: false }).first()).toBeVisible();
  await expectNoSeriousAxeViolations(page, '랜딩');

  await page.getByRole('link', { name: '로그인', exact: true }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('환영합니다');
  await expectNoSeriousAxeViolations(page, '로그인');

  await page.getByRole('button', { name: /Google 계정으로 로그인/ }).click();
  await expect(page.getByRole('heading', { name: '샌드박스 Google 로그인' })).toBeVisible();
  await page.getByLabel('이메일', { exact: true }).fill('seller@example.com');
  await page.getByLabel('이름').fill('김셀러');
  await page.getByRole('button', { name: '로그인', exact: true }).click();

  await expect(page).toHaveURL(/\/mypage\/profile$/);
  expect(page.url()).not.toContain('token');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('프로필');
  await expect(page.getByText('seller@example.com').first()).toBeVisible();
  await expect(page.getByText('김셀러').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page, '프로필');
  const stored = await page.evaluate(() => [localStorage.getItem('jwt'), localStorage.getItem('token')]);
  expect(stored[0]).toBeTruthy();
  expect(stored[1]).toBe(stored[0]);

  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => [localStorage.getItem('jwt'), localStorage.getItem('token')])).toEqual([
    null,
    null,
  ]);

  await page.goto('/mypage/profile');
  await expect(page).toHaveURL(/\/login\?next=%2Fmypage%2Fprofile$/);

  const revoked = await page.request.get('/api/user/me', {
    headers: { authorization: `Bearer ${stored[0]}` },
  });
  expect(revoked.status()).toBe(401);
});

test('로그인하지 않은 채 열었던 페이지로 로그인 뒤에 돌아간다', async ({ page }) => {
  await page.goto('/mypage/orders?status=ACCEPT');
  await expect(page).toHaveURL(/\/login\?next=/);

  await page.getByRole('button', { name: /Google 계정으로 로그인/ }).click();
  await page.getByLabel('이메일', { exact: true }).fill('returning@example.com');
  await page.getByLabel('이름').fill('돌아온셀러');
  await page.getByRole('button', { name: '로그인', exact: true }).click();

  await expect(page).toHaveURL(/\/mypage\/orders\?status=ACCEPT$/);
  expect(page.url()).not.toContain('token');
});

test('다른 사이트로 가는 next는 무시하고 마이페이지로 보낸다', async ({ page }) => {
  await page.goto(`/login?next=${encodeURIComponent('//evil.example/steal')}`);
  await page.getByRole('button', { name: /Google 계정으로 로그인/ }).click();
  await page.getByLabel('이메일', { exact: true }).fill('careful@example.com');
  await page.getByLabel('이름').fill('조심셀러');
  await page.getByRole('button', { name: '로그인', exact: true }).click();

  await expect(page).toHaveURL(/\/mypage\/profile$/);
});

test('취소한 로그인은 로그인 화면에 안내를 보여 준다', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: /Google 계정으로 로그인/ }).click();
  await page.getByRole('button', { name: '취소' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('로그인이 취소되었습니다.')).toBeVisible();
});
