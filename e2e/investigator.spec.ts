import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe.ts';
import { subscribeTo } from './support/payments.ts';
import { signInAs } from './support/sign-in.ts';
import { productUrl } from './support/url-parser.ts';

test.setTimeout(120_000);

test('프로 판매자가 데모 고도몰을 크롤링하고, 소스별 상품과 상품 정보를 본 뒤, 저장된 파일을 파서 탭에서 파싱해 JSON을 내려받는다', async ({
  page,
}) => {
  await signInAs(page, 'crawler@ollida.kr', '조사자');
  await subscribeTo(page, 'pro');
  await page.getByRole('link', { name: '상품 조사기' }).click();
  await expect(page).toHaveURL(/\/product-investigator\/crawler$/);

  const form = page.getByRole('form', { name: '크롤링 설정' });
  await form.getByLabel('사이트').selectOption({ label: '고도몰5 쇼핑몰 (샌드박스) (godo.shop.example)' });
  await form.getByLabel('최대 크롤링 수').fill('3');
  await form.getByRole('button', { name: '크롤링 시작' }).click();
  // robots.txt asks for a second between requests: a listing page and three product pages.
  const result = page.getByRole('region', { name: '크롤링 결과' });
  await expect(result).toContainText('상품 페이지 3개 중 2개를 저장하고 분석했습니다.', { timeout: 60_000 });
  await expect(result).toContainText('robots.txt가 허용하지 않는 주소로 이동해 가져오지 않았습니다');
  await expectNoSeriousAxeViolations(page, '상품 조사기 크롤러 탭');

  await page.getByRole('button', { name: '크롤링 기록' }).click();
  await expect(page.getByRole('table', { name: '크롤링 기록' }).getByRole('row')).toHaveCount(3);

  await page.getByRole('link', { name: '소스별 상품' }).click();
  await page.getByLabel('소스', { exact: true }).selectOption({ label: '고도몰' });
  await expect(page.getByLabel('날짜', { exact: true })).not.toHaveValue('');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(2);
  await expectNoSeriousAxeViolations(page, '상품 조사기 소스별 상품 탭');
  const title = (await cards.first().getByRole('heading').textContent()) ?? '';
  await cards
    .first()
    .getByRole('button', { name: /상세|정보/ })
    .click();
  const modal = page.getByRole('dialog');
  await expect(modal).toContainText(title.trim());
  await expectNoSeriousAxeViolations(page, '상품 조사기 상품 정보 창', { within: '[role="dialog"]' });
  await modal.getByRole('button', { name: '닫기' }).first().click();

  await page.getByRole('link', { name: 'HTML 파서' }).click();
  await page.getByLabel('HTML 파일').selectOption({ index: 1 });
  await expect(page.getByLabel('미리보기')).toContainText('<!DOCTYPE html>');
  await expectNoSeriousAxeViolations(page, '상품 조사기 HTML 파서 탭');
  await page.getByRole('button', { name: '파싱 실행' }).click();
  const parsed = page.getByRole('dialog', { name: /파싱 결과/ });
  await expect(parsed).toContainText('상품명');
  await expectNoSeriousAxeViolations(page, '상품 조사기 파싱 결과 창', { within: '[role="dialog"]' });
  const download = page.waitForEvent('download');
  await parsed.getByRole('button', { name: 'JSON 다운로드' }).click();
  expect((await download).suggestedFilename()).toMatch(/^parsed_product_\d{8}T\d{6}\.json$/);
  await parsed.getByRole('button', { name: '닫기' }).first().click();

  await page.getByRole('link', { name: '전체 상품' }).click();
  await expect(page.getByText('전체 2개 중 1–2')).toBeVisible();
  await expectNoSeriousAxeViolations(page, '상품 조사기 전체 상품 탭');
});

test('상품 검색에 URL과 키워드를 넣으면 결과가 보이고, 검색 기록에 남았다가 지울 수 있다', async ({
  page,
  baseURL,
}) => {
  await signInAs(page, 'searcher@ollida.kr', '검색자');
  await page.getByRole('link', { name: '상품 검색' }).click();
  await expect(page).toHaveURL(/\/product-search$/);
  await page.getByLabel('상품 URL').fill(productUrl(baseURL ?? '', '접이식 캠핑 의자 경량 알루미늄'));
  await page.getByLabel(/키워드/).fill('캠핑 의자');
  await page.getByRole('button', { name: '검색', exact: true }).click();
  const card = page.getByRole('article', { name: /접이식 캠핑 의자/ });
  await expect(card).toContainText('캠핑 의자');
  await expectNoSeriousAxeViolations(page, '상품 검색 결과');

  await page.getByRole('button', { name: /검색 기록/ }).click();
  const history = page.getByRole('list', { name: '검색 기록' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expectNoSeriousAxeViolations(page, '상품 검색 기록');
  page.once('dialog', (dialog) => void dialog.accept());
  await history.getByRole('button', { name: /삭제/ }).click();
  await expect(history.getByRole('listitem')).toHaveCount(0);
});
