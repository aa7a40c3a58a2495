import { exchangeRateTableOf } from '@ollida/contracts/exchange-rates';
import type { ExtensionWhoami } from '@ollida/contracts/extension';
import { priceDraft } from '@ollida/contracts/price-rule';
import { type ApiResult, type FetchFn, fetchWhoami, reviewDraft, uploadDraft } from '../lib/api.ts';
import type { ChromeApi } from '../lib/chrome-api.ts';
import { PageUnreadable, readLivePage, targetTabId } from '../lib/chrome-page.ts';
import { type ConnectionSettings, loadConnectionSettings } from '../lib/chrome-settings.ts';
import { el, replaceChildren } from '../lib/dom.ts';
import { draftFromHtml, type PageDraft, type PageProblem } from '../lib/draft.ts';
import { draftView } from './draft-view.ts';
import { storeLine } from './store-line.ts';

export interface PopupDeps {
  chrome: ChromeApi;
  fetch: FetchFn;
  /** The popup's own address (`?tab=<id>` picks the tab to read). */
  popupUrl: string;
  root: HTMLElement;
}

export const unreadablePageMessage =
  '이 페이지는 읽을 수 없습니다(브라우저 설정·확장 프로그램 스토어 같은 페이지). 도매처의 상품 상세 페이지에서 열어 주세요.';

function setupView(root: HTMLElement, openOptions: () => void): void {
  const button = el('button', { type: 'button', class: 'primary' }, '설정 열기');
  button.addEventListener('click', openOptions);
  replaceChildren(
    root,
    el(
      'div',
      { class: 'notice', 'data-testid': 'setup' },
      el('p', {}, '올리다에 연결되지 않았습니다.'),
      el('p', { class: 'muted' }, '설정에서 올리다 서버 주소와 워크스페이스의 외부 API 키를 입력해 주세요.'),
    ),
    button,
  );
}

/** Reads the tab while the store check runs; converts foreign prices at the store's rates (defaults without one). */
async function readDraft(
  deps: PopupDeps,
  store: Promise<ApiResult<ExtensionWhoami>>,
): Promise<PageDraft | PageProblem> {
  try {
    const tabId = await targetTabId(deps.chrome, deps.popupUrl);
    const page = await readLivePage(deps.chrome, tabId);
    const checked = await store;
    const exchangeRates = exchangeRateTableOf(checked.ok ? checked.value.exchange_rates : undefined);
    return draftFromHtml(page.html, page.url, { exchangeRates });
  } catch (error) {
    if (error instanceof PageUnreadable) return { problem: unreadablePageMessage };
    const detail = error instanceof Error ? error.message : String(error);
    return { problem: `페이지를 분석하지 못했습니다. 페이지를 새로 고친 뒤 다시 열어 주세요. (${detail})` };
  }
}

async function safely<T>(run: () => Promise<ApiResult<T>>): Promise<ApiResult<T>> {
  try {
    return await run();
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { ok: false, failure: { kind: 'refused', status: 0, code: 'client_error', message: detail } };
  }
}

/**
 * Runs the popup: settings, then the store and the page's draft side by side, then the draft view with its first
 * pre-upload review.
 */
export async function startPopup(deps: PopupDeps): Promise<void> {
  const { root, chrome } = deps;
  const openOptions = () => void chrome.runtime.openOptionsPage();
  replaceChildren(root, el('p', { class: 'muted', 'data-testid': 'loading' }, '페이지를 읽는 중…'));
  const settings: ConnectionSettings | null = await loadConnectionSettings(chrome, deps.fetch);
  if (settings === null) {
    setupView(root, openOptions);
    return;
  }
  const checking = safely<ExtensionWhoami>(() => fetchWhoami(deps.fetch, settings));
  const [store, draft] = await Promise.all([checking, readDraft(deps, checking)]);
  if ('problem' in draft) {
    replaceChildren(
      root,
      storeLine(store, openOptions),
      el('div', { class: 'notice', role: 'status', 'data-testid': 'problem' }, el('p', {}, draft.problem)),
    );
    return;
  }
  await draftView(root, {
    // Supplier prices become sale prices by the store's own rule, as the app's URL parser does.
    draft: store.ok
      ? {
          ...draft,
          details: priceDraft(draft.details, store.value.price_rule),
          supplierPrice: draft.details.price,
        }
      : draft,
    store,
    openOptions,
    review: (details) => safely(() => reviewDraft(deps.fetch, settings, { details })),
    upload: (details, confirmDuplicate) =>
      safely(() => {
        if (!store.ok) throw new Error('no store');
        return uploadDraft(deps.fetch, settings, {
          platform: store.value.platform,
          details,
          confirmDuplicate,
        });
      }),
  });
}
