import { shopCatalogue, shopUrl } from '@ollida/sandbox/shop/catalogue';
import { expect, type Page } from '@playwright/test';
import { signInAs } from './sign-in.ts';
import { connectPlaces, createWorkspace, openWorkspaces, turnOnCoupangReview } from './stores.ts';

/** Absolute URL of the demo-shop product with this name, on the app under test. */
export function productUrl(baseURL: string, name: string): string {
  const product = shopCatalogue.find((candidate) => candidate.name === name);
  if (product === undefined) throw new Error(`no demo product named ${name}`);
  return shopUrl(`${baseURL}/sandbox/shop`, product.path);
}

/**
 * A seller with a Coupang store whose return center and outbound place are connected, on the URL parser; with
 * `autoApproval` the store also asks Coupang to review each listing (the sandbox then approves it after 5 s).
 */
export async function sellerOnUrlParser(
  page: Page,
  email: string,
  storeName: string,
  options: { autoApproval?: boolean } = {},
) {
  await signInAs(page, email, '김셀러');
  await openWorkspaces(page);
  await createWorkspace(page, /쿠팡 Wing/, storeName);
  await connectPlaces(page);
  if (options.autoApproval) await turnOnCoupangReview(page, storeName);
  await page.getByRole('link', { name: 'URL 파서', exact: true }).click();
  await expect(page).toHaveURL(/\/mypage\/url-parser$/);
  await page.getByLabel('업로드할 워크스페이스').selectOption({ label: `[COUPANG] ${storeName}` });
}
