import { expect, type Page } from '@playwright/test';

/** Opens the workspace page from the side navigation. */
export async function openWorkspaces(page: Page) {
  await page.getByRole('link', { name: '워크스페이스', exact: true }).click();
  await expect(page).toHaveURL(/\/mypage\/coupang_profile$/);
}

/** The card of one workspace on the workspace page. */
export function workspaceCard(page: Page, name: string) {
  return page.getByRole('article').filter({ hasText: name });
}

/** Creates a workspace with the sandbox's demo keys (platform button label: /쿠팡 Wing/ or /네이버 스마트스토어/). */
export async function createWorkspace(page: Page, platformLabel: RegExp, name: string) {
  await page
    .getByRole('button', { name: /워크스페이스 만들기|새 워크스페이스/ })
    .first()
    .click();
  await page.getByRole('button', { name: platformLabel }).click();
  await page.getByLabel('워크스페이스 이름').fill(name);
  await page.getByRole('button', { name: '샌드박스 데모 키 채우기' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '워크스페이스 만들기' }).click();
}

/** Connects the first usable return center and outbound place of the Coupang store shown on the page. */
export async function connectPlaces(page: Page) {
  for (const place of ['반품지', '출고지']) {
    await page.getByRole('button', { name: `${place} 연결` }).click();
    const picker = page.getByRole('dialog', { name: `${place} 선택` });
    await picker.getByRole('radio', { disabled: false }).first().check();
    await picker.getByRole('button', { name: `${place} 연결` }).click();
    await expect(picker).toHaveCount(0);
    await expect(
      page.getByRole('region', { name: place }).getByRole('button', { name: `${place} 변경` }),
    ).toBeVisible();
  }
}

/** Turns on Coupang's automatic review for the store, so its listings are approved (or refused) 5 s after upload. */
export async function turnOnCoupangReview(page: Page, storeName: string) {
  await workspaceCard(page, storeName).getByRole('button', { name: '설정' }).click();
  const settings = page.getByRole('dialog', { name: `스토어 설정 · ${storeName}` });
  const fees = settings.getByRole('form', { name: '반품 배송비와 자동 승인' });
  await fees.getByLabel('상품 등록 후 쿠팡에 자동으로 승인 요청').check();
  await fees.getByRole('button', { name: '저장' }).click();
  await expect(fees.getByRole('status')).toHaveText('저장했습니다.');
  await settings.getByRole('button', { name: '닫기' }).first().click();
  await expect(settings).toHaveCount(0);
}
