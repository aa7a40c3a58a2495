import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { type BrowserContext, chromium, expect, type Page, test, type Worker } from '@playwright/test';
import { unzipSync } from 'fflate';
import { chromiumArgs } from './playwright.config.ts';
import { expectNoSeriousAxeViolations } from './support/axe.ts';
import { signInAs } from './support/sign-in.ts';
import { connectPlaces, createWorkspace, openWorkspaces, workspaceCard } from './support/stores.ts';
import { productUrl } from './support/url-parser.ts';

test.setTimeout(120_000);

const chair = '접이식 캠핑 의자 경량 알루미늄';
const storeName = '확장 프로그램 스토어';

/** Downloads the extension from the app's install page and unpacks it, as a seller would. */
async function installFromApp(page: Page): Promise<string> {
  await page.goto('/');
  await page.getByRole('link', { name: '확장 프로그램 설치' }).click();
  await expect(page).toHaveURL(/\/extension$/);
  await expectNoSeriousAxeViolations(page, '확장 프로그램 설치');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: '확장 프로그램 내려받기 (.zip)' }).click();
  const zipPath = await (await download).path();
  const folder = mkdtempSync(join(tmpdir(), 'ollida-extension-'));
  for (const [name, bytes] of Object.entries(unzipSync(readFileSync(zipPath)))) {
    mkdirSync(dirname(join(folder, name)), { recursive: true });
    writeFileSync(join(folder, name), bytes);
  }
  return folder;
}

/** A Chromium with the unpacked extension loaded, and its service worker (which names the extension id). */
async function browserWithExtension(
  folder: string,
): Promise<{ context: BrowserContext; worker: Worker; id: string }> {
  const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'ollida-profile-')), {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [...chromiumArgs, `--disable-extensions-except=${folder}`, `--load-extension=${folder}`],
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  return { context, worker, id: new URL(worker.url()).host };
}

/** Issues a store API key in the workspace page and reads it from the one-time box. */
async function issueKey(page: Page): Promise<string> {
  await workspaceCard(page, storeName).getByRole('button', { name: '외부 API 키' }).click();
  const dialog = page.getByRole('dialog', { name: `외부 API 키 · ${storeName}` });
  await dialog.getByRole('button', { name: '생성' }).click();
  const box = dialog.getByRole('region', { name: '새 API 키' });
  await box.getByRole('button', { name: '보기' }).click();
  const key = /olk_[A-Za-z0-9_-]+/.exec((await box.textContent()) ?? '')?.[0];
  if (key === undefined) throw new Error('no key shown');
  await dialog.getByRole('button', { name: '닫기' }).first().click();
  return key;
}

test('판매자가 앱의 설치 페이지에서 확장 프로그램을 받아 키를 넣고, 보고 있는 도매 상품의 가격을 고쳐 쿠팡에 올리면 상품 관리에 보이고, 키를 폐기하면 확장 프로그램이 분명히 알린다', async ({
  page,
  baseURL,
}) => {
  const folder = await installFromApp(page);
  await signInAs(page, 'extension@ollida.kr', '확장셀러');
  await openWorkspaces(page);
  await createWorkspace(page, /쿠팡 Wing/, storeName);
  await connectPlaces(page);
  const key = await issueKey(page);

  const { context, worker, id } = await browserWithExtension(folder);
  try {
    // A first install opens the options page by itself (no key yet): the seller starts there.
    const optionsUrl = `chrome-extension://${id}/options.html`;
    await expect
      .poll(() => context.pages().some((opened) => opened.url() === optionsUrl), { timeout: 10_000 })
      .toBe(true);
    const options =
      context.pages().find((opened) => opened.url() === optionsUrl) ?? (await context.newPage());
    await options.waitForLoadState();
    await expect(options.locator('#server-url')).toHaveValue(baseURL ?? '');
    await options.locator('#api-key').fill(key);
    await options.getByRole('button', { name: '저장하고 연결 확인' }).click();
    await expect(options.getByTestId('status')).toContainText(`연결됨: [쿠팡]`);

    const shop = await context.newPage();
    const url = productUrl(baseURL ?? '', chair);
    await shop.goto(url);
    // The service worker sees the browser's tabs; the popup is then opened for that one (see apps/extension/README.md).
    const tabId = await worker.evaluate(async (target) => {
      const { chrome } = globalThis as unknown as {
        chrome: { tabs: { query(filter: object): Promise<{ id?: number; url?: string }[]> } };
      };
      return (await chrome.tabs.query({})).find((tab) => tab.url === target)?.id;
    }, url);
    const popup = await context.newPage();
    await popup.goto(`chrome-extension://${id}/popup.html?tab=${tabId}`);
    await expect(popup.getByTestId('store')).toContainText(storeName);
    await expect(popup.locator('#name')).toHaveValue(/접이식 캠핑 의자/);
    await expect(popup.getByTestId('supplier-price')).toBeVisible();
    await popup.locator('#price').fill('39900');
    await popup.locator('#price').press('Tab');
    // The review shows the edited price (below cost: a warning, which never blocks) before the upload.
    await expect(popup.getByTestId('review')).toContainText('판매가 39,900원');
    await popup.getByRole('button', { name: /스토어에 올리기/ }).click();
    await expect(popup.getByTestId('result')).toContainText('등록했습니다.', { timeout: 30_000 });
    await expect(popup.getByRole('link', { name: '올리다에서 보기' })).toBeVisible();

    await page.getByRole('link', { name: '상품 관리', exact: true }).click();
    const list = page.getByRole('region', { name: '업로드한 상품 목록' });
    const card = list.getByRole('article', { name: /접이식 캠핑 의자/ });
    await expect(card).toContainText(storeName);
    // The edited price is what went to Coupang.
    await card.getByRole('button', { name: '상세' }).click();
    const sent = page.getByRole('dialog', { name: '업로드 요청 상세' });
    await expect(sent.getByRole('figure', { name: '업로드 요청 JSON' })).toContainText('"salePrice": 39900');
    await sent.getByRole('button', { name: '닫기' }).click();

    await page.getByRole('link', { name: '워크스페이스', exact: true }).click();
    await workspaceCard(page, storeName).getByRole('button', { name: '외부 API 키' }).click();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: '폐기' }).click();
    await expect(page.getByText('API 키를 폐기했습니다.')).toBeVisible();

    await popup.reload();
    await expect(popup.getByTestId('store')).toContainText('유효하지 않은 API 키입니다.');
    await expect(popup.getByRole('button', { name: /올리기/ })).toBeDisabled();
  } finally {
    await context.close();
    rmSync(folder, { recursive: true, force: true });
  }
});
