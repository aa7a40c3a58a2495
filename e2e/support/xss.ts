import { request as httpRequest } from 'node:http';
import { type BrowserContext, expect, type Page } from '@playwright/test';

/** What every payload runs if it ever becomes script: it sets the marker the checks read, then opens a dialog. */
const run = 'window.__xss=1;alert(1)';

/** Script payloads a seller, a visitor or a supplier could type; each would set `window.__xss` and open an alert. */
export const xss = {
  img: `<img src=x onerror="${run}">`,
  script: `<script>${run}</script>`,
  svg: `"><svg onload="${run}">`,
  javascriptUrl: `javascript:${run}`,
  template: `{{constructor.constructor('${run}')()}}`,
} as const;

/** A payload with no spaces, for URLs and request paths (which cannot hold one). */
export const xssUrlPayload = `"><svg/onload="${run}">`;

/**
 * Search tags are at most 20 characters, so they carry short payloads; `{{7*7}}` would read 49 if a template engine
 * evaluated it.
 */
export const xssTags = [
  '<svg/onload=__xss=1>',
  'javascript:alert(1)',
  '<i/onclick=alert(1)>',
  '{{7*7}}',
] as const;

/**
 * Records every dialog any page of the context opens (popups included), dismissing it. Call before the first
 * navigation, so nothing the payloads could open is missed.
 */
export function recordDialogs(context: BrowserContext): string[] {
  const dialogs: string[] = [];
  context.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return dialogs;
}

/**
 * No payload ran on the page as it is now: no dialog opened, the marker is unset, and none of them became markup (an
 * event-handler attribute, a `javascript:` link, a script carrying the marker). `screen` names the screen on failure.
 */
export async function expectNoScriptRan(
  page: Page,
  dialogs: readonly string[],
  screen: string,
): Promise<void> {
  expect(dialogs, `dialogs opened by ${screen}`).toEqual([]);
  const found = await page.evaluate(() => {
    const marker: unknown = Reflect.get(window, '__xss');
    const handlers = Array.from(
      document.querySelectorAll(
        '[onerror], [onload], [onclick], [onmouseover], [onfocus], iframe[srcdoc], a[href^="javascript:" i]',
      ),
    );
    const scripts = Array.from(document.scripts).filter((script) => script.textContent?.includes('__xss'));
    const planted = [...handlers, ...scripts].map((element) => element.outerHTML.slice(0, 160));
    return { marker: marker === undefined ? null : String(marker), planted };
  });
  expect(found, `script planted or run on ${screen}`).toEqual({ marker: null, planted: [] });
}

/**
 * Sends `GET path` byte for byte (a browser or fetch would percent-encode `<`, `>` and `"`), as a visitor behind the
 * trusted loopback proxy at `ip`. Answers the status.
 */
export function rawGet(baseURL: string, path: string, ip: string): Promise<number> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      { host: hostname, port, path, method: 'GET', headers: { 'x-forwarded-for': ip } },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve(answer.statusCode ?? 0));
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}
