// `npm run capture`: records the landing page's screenshots and demo video from the real, built product
// against its sandboxes (a supplier URL becoming a Coupang listing, a bulk run, the uploaded products) with Debian's
// Chromium; the video is encoded by Debian's ffmpeg.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { repoRoot, startBuiltServer } from '../scripts/built-server.ts';
import { chromiumArgs } from './playwright.config.ts';
import { productUrl, sellerOnUrlParser } from './support/url-parser.ts';

const outDir = join(repoRoot, 'apps', 'web', 'public', 'landing');
const viewport = { width: 1280, height: 800 };
const pause = (page: Page, ms: number) => page.waitForTimeout(ms);

interface Frame {
  jpeg: Buffer;
  at: number;
}

const dataDir = mkdtempSync(join(tmpdir(), 'ollida-capture-'));
const server = await startBuiltServer(dataDir);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: chromiumArgs,
});
try {
  mkdirSync(outDir, { recursive: true });
  const context = await browser.newContext({
    viewport,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    baseURL: server.url,
  });
  // Marketing captures show the product as sellers use it, without the sandbox banner (and its spacer).
  // A string, not a function: the TypeScript loader would wrap a function with helpers the page lacks.
  await context.addInitScript({
    content: `new MutationObserver(() => {
      const banner = document.querySelector('aside[aria-label="샌드박스 모드 안내"]');
      if (!banner) return;
      banner.style.display = 'none';
      if (banner.previousElementSibling) banner.previousElementSibling.style.display = 'none';
    }).observe(document, { childList: true, subtree: true });`,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const frames: Frame[] = [];
  cdp.on('Page.screencastFrame', (event) => {
    frames.push({
      jpeg: Buffer.from(event.data, 'base64'),
      at: event.metadata.timestamp ?? Date.now() / 1000,
    });
    // A frame can still arrive while the screencast stops; its ack then has no session to go to.
    cdp.send('Page.screencastFrameAck', { sessionId: event.sessionId }).catch(() => undefined);
  });

  // Unrecorded set-up: a seller with a Coupang store (return center and outbound place connected) on the URL parser.
  await sellerOnUrlParser(page, 'seller@ollida.kr', '올리다 쿠팡 스토어');
  const shirt = productUrl(server.url, '남성 기능성 쿨 드라이 반팔 티셔츠');
  const bulk = [
    '[1+1] 천연 라벤더 디퓨저 200ml',
    '접이식 캠핑 의자 경량 알루미늄',
    '국내산 참기름 350ml 저온압착',
  ].map((name) => productUrl(server.url, name));
  // The pointer rests on the content, so scrolling moves the page and no menu item shows a hover.
  await page.mouse.move(760, 600);
  const urlField = page.getByLabel('상품 URL', { exact: true });
  await urlField.fill(shirt);
  await page.screenshot({ path: join(outDir, 'demo-poster.png') });
  await urlField.fill('');

  // 1. A supplier URL becomes a listing: paste, parse, and the draft uploads itself to the chosen store.
  await cdp.send('Page.startScreencast', { format: 'jpeg', quality: 80, everyNthFrame: 1 });
  await pause(page, 800);
  await urlField.fill(shirt);
  await pause(page, 600);
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: /반팔 티셔츠/ }).waitFor({ timeout: 30_000 });
  await page
    .getByRole('status')
    .filter({ hasText: '쿠팡에 상품을 등록했습니다.' })
    .waitFor({ timeout: 30_000 });
  await page.mouse.wheel(0, 150);
  await pause(page, 1800);
  await page.screenshot({ path: join(outDir, 'screenshot-1.png') });

  // 2. The bulk run: several URLs at once, each with its progress.
  await page.getByRole('tab', { name: '대량 텍스트' }).click();
  await page.getByLabel('상품 URL 목록 (한 줄에 하나)').fill(bulk.join('\n'));
  await pause(page, 800);
  await page.getByRole('button', { name: '목록 등록' }).click();
  await pause(page, 600);
  await page.getByRole('button', { name: '시작' }).click();
  await page.getByText('총 3 · 성공 3 · 실패 0').waitFor({ timeout: 60_000 });
  await page.mouse.wheel(0, 300);
  await pause(page, 1500);
  await page.screenshot({ path: join(outDir, 'screenshot-2.png') });

  // 3. The uploaded products, with their marketplace state.
  await page.getByRole('link', { name: '상품 관리', exact: true }).click();
  await page.getByRole('region', { name: '업로드한 상품 목록' }).getByRole('article').nth(3).waitFor();
  await page.mouse.wheel(0, 240);
  await pause(page, 2000);
  await page.screenshot({ path: join(outDir, 'screenshot-3.png') });
  await cdp.send('Page.stopScreencast');

  encodeVideo(frames, join(outDir, 'demo.webm'));
  console.log(`[capture] ${frames.length} frames, screenshots and demo.webm written to ${outDir}`);
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * Frames arrive only when the screen changes; ffmpeg's concat list keeps each one on screen until the next. A run
 * longer than `maxSeconds` (the server's parse and upload times vary) plays evenly faster to fit.
 */
function encodeVideo(frames: Frame[], output: string, maxSeconds = 28) {
  if (frames.length === 0) throw new Error('no screencast frames');
  const work = mkdtempSync(join(tmpdir(), 'ollida-frames-'));
  try {
    const durations = frames.map((frame, index) => {
      const next = frames[index + 1];
      return next ? Math.max(next.at - frame.at, 0.04) : 1.5;
    });
    const total = durations.reduce((sum, duration) => sum + duration, 0);
    const speed = Math.max(1, total / maxSeconds);
    const lines: string[] = [];
    frames.forEach((frame, index) => {
      const file = join(work, `frame-${String(index).padStart(5, '0')}.jpg`);
      writeFileSync(file, frame.jpeg);
      lines.push(`file '${file}'`, `duration ${((durations[index] ?? 0) / speed).toFixed(3)}`);
    });
    const last = lines.at(-2);
    if (last) lines.push(last);
    writeFileSync(join(work, 'frames.txt'), `${lines.join('\n')}\n`);
    execFileSync(
      'ffmpeg',
      ['-y', '-loglevel', 'error', '-f', 'concat', '-safe', '0', '-i', join(work, 'frames.txt')].concat([
        '-vf',
        'fps=15,scale=960:-2',
        '-c:v',
        'libvpx-vp9',
        '-b:v',
        '0',
        '-crf',
        '42',
        '-an',
        output,
      ]),
      { stdio: 'inherit' },
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
