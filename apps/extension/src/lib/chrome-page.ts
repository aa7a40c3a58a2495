import type { ChromeApi } from './chrome-api.ts';

/** The rendered page as the tab shows it now (scripts have run), serialised in the tab. */
export interface LivePage {
  html: string;
  url: string;
}

/** Why the popup could not read a tab: no tab, or a page extensions may not touch. */
export class PageUnreadable extends Error {}

/**
 * The tab the popup works on: `?tab=<id>` in the popup's own URL when given (the e2e test opens `popup.html?tab=<id>`
 * in a page of its own, where "the active tab" would be the popup itself), else the active tab of the current window.
 */
export async function targetTabId(chrome: ChromeApi, popupUrl: string): Promise<number> {
  const fromUrl = new URL(popupUrl).searchParams.get('tab');
  if (fromUrl !== null && /^\d+$/.test(fromUrl)) return Number(fromUrl);
  const [tab] = await chrome.tabs.query({ active: true, currentWindow: true });
  if (tab?.id === undefined) throw new PageUnreadable('no active tab');
  return tab.id;
}

/** Serialises the tab's live document (the function runs inside the page, so it must not close over anything). */
export async function readLivePage(chrome: ChromeApi, tabId: number): Promise<LivePage> {
  let results: Array<{ result?: LivePage }>;
  try {
    results = await chrome.scripting.executeScript({
      target: { tabId },
      func: () => ({ html: document.documentElement.outerHTML, url: location.href }),
    });
  } catch (error) {
    throw new PageUnreadable(error instanceof Error ? error.message : String(error));
  }
  const page = results[0]?.result;
  if (page === undefined || typeof page.html !== 'string') throw new PageUnreadable('no result');
  return page;
}
