import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe.ts';
import { sandboxSellerProduct, sellerProductIdOf } from './support/coupang-sandbox.ts';
import { productUrl, sellerOnUrlParser } from './support/url-parser.ts';

test.setTimeout(120_000);

test('대량 텍스트로 샌드박스 상점 URL 세 개와 잘못된 줄 하나를 등록하면 세 개는 쿠팡에 올라가고 하나는 이유와 함께 실패한다', async ({
  page,
  baseURL,
}) => {
  const base = baseURL ?? '';
  await sellerOnUrlParser(page, 'bulk-text@ollida.kr', '대량 등록 스토어');
  await page.getByRole('tab', { name: '대량 텍스트' }).click();
  const urls = [
    productUrl(base, '[1+1] 천연 라벤더 디퓨저 200ml'),
    productUrl(base, '접이식 캠핑 의자 경량 알루미늄'),
    productUrl(base, '국내산 참기름 350ml 저온압착'),
  ];
  await page
    .getByLabel('상품 URL 목록 (한 줄에 하나)')
    .fill([...urls, '', '이건 주소가 아닙니다'].join('\n'));
  await page.getByRole('button', { name: '목록 등록' }).click();
  const progress = page.getByRole('list', { name: 'URL별 진행 상황' });
  await expect(progress.getByRole('listitem')).toHaveCount(4);
  await page.getByRole('button', { name: '시작' }).click();

  await expect(page.getByText('총 4 · 성공 3 · 실패 1')).toBeVisible({ timeout: 60_000 });
  await expect(progress.getByText(/올바른 URL이 아닙니다/)).toBeVisible();
  const adminLinks = progress.getByRole('link', { name: /관리자에서 수정/ });
  await expect(adminLinks).toHaveCount(3);
  await expectNoSeriousAxeViolations(page, 'URL 파서 대량 텍스트 탭');
  const names: string[] = [];
  for (const link of await adminLinks.all()) {
    const product = await sandboxSellerProduct(base, sellerProductIdOf(await link.getAttribute('href')));
    names.push(product.sellerProductName);
  }
  expect(names.sort()).toEqual(
    [
      expect.stringContaining('디퓨저'),
      expect.stringContaining('참기름'),
      expect.stringContaining('캠핑'),
    ].sort(),
  );
});

test('5,000줄 CSV는 서버 일괄 등록 한 건으로 돌고, 새로고침 뒤에도 CSV 탭에서 이어 보이며, 중지하면 멈춘다', async ({
  page,
  baseURL,
}) => {
  const base = baseURL ?? '';
  await sellerOnUrlParser(page, 'csv-mode@ollida.kr', 'CSV 스토어');
  await page.getByRole('tab', { name: 'CSV 대량' }).click();
  const first = productUrl(base, '무소음 벽시계 30cm 우드 프레임');
  // Distinct URLs of one demo page: the first is uploaded, the rest of the file keeps the batch busy until stopped.
  const rows = Array.from({ length: 5_000 }, (_, index) => {
    if (index === 0) return first;
    const url = new URL(productUrl(base, '유기농 현미 누룽지 1kg (국산 100%)'));
    url.searchParams.set('row', String(index));
    return url.href;
  });
  const csv = ['상품명,상품URL', ...rows.map((url, index) => `상품${index + 1},${url}`)].join('\n');
  const parses: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/url-parser')) parses.push(request.url());
  });
  await page.getByLabel('CSV 파일').setInputFiles({
    name: 'products.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  await expect(page.getByLabel('URL 컬럼')).toHaveValue('상품URL');
  await expect(page.getByRole('list', { name: 'URL 미리보기' }).getByRole('listitem')).toHaveCount(3);
  await page.getByRole('button', { name: '일괄 등록 시작' }).click();
  const panel = page.getByRole('tabpanel', { name: 'CSV 대량' });
  await expect(panel.getByText(/^총 5000 · 성공 \d+ · 실패 \d+$/)).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByText(/^총 5000 · 성공 [1-9]/)).toBeVisible({ timeout: 60_000 });

  await page.reload();
  await expect(page.getByRole('tab', { name: 'CSV 대량' })).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByText(/^총 5000 · 성공 [1-9]/)).toBeVisible({ timeout: 30_000 });
  await panel.getByRole('button', { name: '중지' }).click();
  await expect(panel.getByRole('button', { name: '초기화' })).toBeEnabled({ timeout: 90_000 });
  const progress = panel.getByRole('list', { name: 'URL별 진행 상황' });
  await expect(progress.getByText('사용자가 중단했습니다.').first()).toBeVisible();
  await expect(progress.getByText(/^(대기|파싱 중|업로드 중)$/)).toHaveCount(0);
  // The browser sent the URLs to the batch; it parsed none itself.
  expect(parses).toEqual([]);
});

test('단일 URL을 파싱하면 워크스페이스가 골라져 있어 한 번 자동으로 업로드되고 상품이 쿠팡 샌드박스에 생긴다', async ({
  page,
  baseURL,
}) => {
  const base = baseURL ?? '';
  await sellerOnUrlParser(page, 'single-mode@ollida.kr', '단일 등록 스토어');
  await page
    .getByLabel('상품 URL', { exact: true })
    .fill(productUrl(base, '남성 기능성 쿨 드라이 반팔 티셔츠'));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: /반팔 티셔츠/ })).toBeVisible({ timeout: 30_000 });
  const done = page.getByRole('status').filter({ hasText: '쿠팡에 상품을 등록했습니다.' });
  await expect(done).toBeVisible({ timeout: 30_000 });
  const href = await done.getByRole('link', { name: /관리자에서 수정/ }).getAttribute('href');
  const product = await sandboxSellerProduct(base, sellerProductIdOf(href));
  expect(product.sellerProductName).toContain('반팔 티셔츠');
});
