import type { ExtensionWhoami } from '@ollida/contracts/extension';
import type { ApiResult } from '../lib/api.ts';
import { el } from '../lib/dom.ts';
import { platformLabel } from '../lib/format.ts';

/** The store the key uploads to, as the seller knows it: "[쿠팡] ollida_demo1". */
export function storeName(whoami: ExtensionWhoami): string {
  return `${platformLabel(whoami.platform)} ${whoami.store_label}`;
}

/** The line above the draft: where the upload goes, or why it cannot go anywhere yet. */
export function storeLine(store: ApiResult<ExtensionWhoami>, openOptions: () => void): HTMLElement {
  if (store.ok) {
    return el(
      'p',
      { class: 'store', 'data-testid': 'store' },
      '올릴 스토어: ',
      el('strong', {}, storeName(store.value)),
      store.value.workspace_name !== store.value.store_label
        ? el('span', { class: 'muted' }, ` (${store.value.workspace_name})`)
        : null,
    );
  }
  const settings = el('button', { type: 'button', class: 'link-button' }, '설정 열기');
  settings.addEventListener('click', openOptions);
  return el(
    'div',
    { class: 'notice error', role: 'alert', 'data-testid': 'store' },
    el('p', {}, store.failure.message),
    settings,
  );
}
