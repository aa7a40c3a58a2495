// `npm run capture`: records the landing page's screenshots and demo video from the real, built product
// (sandbox sign-in → profile) with Debian's Chromium; the video is encoded by Debian's ffmpeg.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { repoRoot, startBuiltServer } from '../scripts/built-server.ts';
import { chromiumArgs } from './playwright.config.ts';

const outDir = join(repoRoot, 'apps', 'web', 'public', 'landing');
const viewport = { width: 1280, height: 800 };
const mobileViewport = { width: 390, height: 760 };
const work = mkdtempSync(join(tmpdir(), 'ollida-capture-work-'));
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

  await page.goto('/login');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.screenshot({ path: join(outDir, 'screenshot-1.png') });
  await cdp.send('Page.startScreencast', { format: 'jpeg', quality: 80, everyNthFrame: 1 });
  await pause(page, 1200);
  await page.getByRole('button', { name: /Google 계정으로 로그인/ }).click();
  await page.getByLabel('이메일', { exact: true }).waitFor();
  await page.screenshot({ path: join(outDir, 'demo-poster.png') });
  await pause(page, 600);
  await page.getByLabel('이메일', { exact: true }).pressSequentially('seller@ollida.kr', { delay: 60 });
  await page.getByLabel('이름').pressSequentially('김올리', { delay: 120 });
  await pause(page, 500);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await page.waitForURL(/\/mypage\/profile$/);
  await page.getByText('seller@ollida.kr').first().waitFor();
  await pause(page, 1500);
  await page.screenshot({ path: join(outDir, 'screenshot-2.png') });
  await cdp.send('Page.stopScreencast');

  await page.setViewportSize(mobileViewport);
  await page.screenshot({ path: join(work, 'mobile-profile.png') });
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.screenshot({ path: join(work, 'mobile-landing.png') });
  composeSideBySide(
    join(work, 'mobile-landing.png'),
    join(work, 'mobile-profile.png'),
    join(outDir, 'screenshot-3.png'),
  );

  encodeVideo(frames, join(outDir, 'demo.webm'));
  console.log(`[capture] ${frames.length} frames, screenshots and demo.webm written to ${outDir}`);
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
}

/** Two phone-sized captures side by side on a 1280×800 canvas, the size the landing page lays out. */
function composeSideBySide(left: string, right: string, output: string) {
  execFileSync('ffmpeg', [
    ...[
      '-y',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'color=c=0xEEF2FF:s=1280x800',
      '-i',
      left,
      '-i',
      right,
    ],
    '-filter_complex',
    '[1]scale=-2:700[l];[2]scale=-2:700[r];[0][l]overlay=x=262:y=50[a];[a][r]overlay=x=668:y=50',
    '-frames:v',
    '1',
    output,
  ]);
}

/** Frames arrive only when the screen changes; ffmpeg's concat list keeps each one on screen until the next. */
function encodeVideo(frames: Frame[], output: string) {
  if (frames.length === 0) throw new Error('no screencast frames');
  const work = mkdtempSync(join(tmpdir(), 'ollida-frames-'));
  try {
    const lines: string[] = [];
    frames.forEach((frame, index) => {
      const file = join(work, `frame-${String(index).padStart(5, '0')}.jpg`);
      writeFileSync(file, frame.jpeg);
      const next = frames[index + 1];
      const duration = next ? Math.max(next.at - frame.at, 0.04) : 1.5;
      lines.push(`file '${file}'`, `duration ${duration.toFixed(3)}`);
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
