import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe.ts';
import { sandboxSellerProduct, sellerProductIdOf } from './support/coupang-sandbox.ts';
import { productUrl, sellerOnUrlParser } from './support/url-parser.ts';

test.setTimeout(120_000);

test('KC 인증이 필요한 LED 스탠드는 검수에서 멈추고, 초안에 인증번호를 넣으면 쿠팡에 인증번호와 함께 올라간다', async ({
  page,
  baseURL,
}) => {
  const base = baseURL ?? '';
  await sellerOnUrlParser(page, 'kc-review@ollida.kr', 'KC 검수 스토어');
  await page.getByLabel('상품 URL', { exact: true }).fill(productUrl(base, 'LED 스탠드 무선충전 책상 조명'));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: /LED 스탠드/ })).toBeVisible({ timeout: 30_000 });

  // The price the listing goes up at is on the card before anything is sent.
  await expect(page.getByTestId('listing-price')).toContainText('판매가');
  await expect(page.getByTestId('listing-price')).toContainText('마진');

  // The automatic upload is stopped by the review, which names what to fix.
  const refused = page.getByRole('region', { name: '업로드 전 검토 결과' });
  await expect(refused).toBeVisible({ timeout: 30_000 });
  await expect(refused).toContainText('인증 정보가 필요합니다');
  await expectNoSeriousAxeViolations(page, '업로드 전 검토 결과');

  await refused.getByRole('button', { name: '초안에서 고치기' }).click();
  const editor = page.getByRole('dialog', { name: /초안 편집/ });
  await expect(editor).toBeVisible();
  await editor.getByRole('button', { name: /인증 추가/ }).click();
  await editor.getByLabel('인증 종류 1').selectOption({ label: '전기용품 안전확인' });
  await editor.getByLabel('인증번호 1').fill('XU100123-20001');
  // The review in the editor clears once the certificate is in.
  await expect(editor.getByText('업로드할 준비가 되었습니다.')).toBeVisible({ timeout: 30_000 });
  await editor.getByRole('button', { name: '저장' }).click();

  await page.getByRole('button', { name: '업로드', exact: true }).click();
  const done = page.getByRole('status').filter({ hasText: '쿠팡에 상품을 등록했습니다.' });
  await expect(done).toBeVisible({ timeout: 30_000 });
  const href = await done.getByRole('link', { name: /관리자에서 수정/ }).getAttribute('href');
  const product = await sandboxSellerProduct(base, sellerProductIdOf(href));
  expect(product.sellerProductName).toContain('LED 스탠드');
  expect(product.items?.[0]?.certifications).toContainEqual({
    certificationType: 'KC_ELECTRONICS_CONFIRM',
    certificationCode: 'XU100123-20001',
  });
});
