import { type FetchFn, fetchWhoami } from '../lib/api.ts';
import type { ChromeApi } from '../lib/chrome-api.ts';
import { clearApiKey, loadBakedServerUrl, loadStoredSettings, saveSettings } from '../lib/chrome-settings.ts';
import { el, replaceChildren } from '../lib/dom.ts';
import { normalizeServerUrl, originPattern } from '../lib/server-url.ts';
import {
  type ConnectionStatus,
  connectedStatus,
  failedStatus,
  permissionDeniedStatus,
} from './connection-status.ts';

export interface OptionsDeps {
  chrome: ChromeApi;
  fetch: FetchFn;
  root: HTMLElement;
}

function field(id: string, label: string, control: HTMLElement, hint?: string): HTMLElement {
  return el(
    'div',
    { class: 'field' },
    el('label', { class: 'label', for: id }, label),
    control,
    hint === undefined ? null : el('p', { class: 'hint' }, hint),
  );
}

/** Renders the settings form and wires saving, the connection check and "연결 끊기". */
export async function startOptions(deps: OptionsDeps): Promise<void> {
  const { chrome, root } = deps;
  const [baked, stored] = await Promise.all([
    loadBakedServerUrl(chrome, deps.fetch),
    loadStoredSettings(chrome),
  ]);
  let savedServer = stored.serverUrl ?? baked;

  const serverInput = el('input', { id: 'server-url', type: 'url', value: savedServer, autocomplete: 'off' });
  const keyInput = el('input', {
    id: 'api-key',
    type: 'password',
    value: stored.apiKey ?? '',
    autocomplete: 'off',
    spellcheck: 'false',
  });
  const toggle = el('button', { type: 'button', class: 'secondary', 'aria-controls': 'api-key' }, '보기');
  const save = el('button', { type: 'submit', class: 'primary' }, '저장하고 연결 확인');
  const disconnect = el('button', { type: 'button', class: 'secondary' }, '연결 끊기');
  const status = el('p', { class: 'status', role: 'status', 'aria-live': 'polite', 'data-testid': 'status' });

  const show = ({ tone, text }: ConnectionStatus) => {
    status.className = `status ${tone}`;
    status.textContent = text;
  };

  async function check(serverUrl: string, apiKey: string): Promise<void> {
    show({ tone: 'info', text: '연결 확인 중…' });
    const answer = await fetchWhoami(deps.fetch, { serverUrl, apiKey });
    show(answer.ok ? connectedStatus(answer.value) : failedStatus(answer.failure));
  }

  async function saveAndCheck(): Promise<void> {
    const origin = normalizeServerUrl(serverInput.value);
    if (origin === null) {
      show({ tone: 'error', text: '서버 주소는 http:// 또는 https://로 시작하는 올리다 주소여야 합니다.' });
      return;
    }
    const apiKey = keyInput.value.trim();
    if (apiKey === '') {
      show({
        tone: 'error',
        text: 'API 키를 입력해 주세요. 올리다 워크스페이스의 외부 API 키에서 발급합니다.',
      });
      return;
    }
    // Asked first, while the click still counts as a user gesture (Chrome refuses the prompt otherwise).
    if (origin !== baked && !(await chrome.permissions.request({ origins: [originPattern(origin)] }))) {
      show(permissionDeniedStatus(origin));
      return;
    }
    await saveSettings(chrome, { serverUrl: origin, apiKey });
    if (savedServer !== origin && savedServer !== baked) {
      // The server given up is no longer reachable by the extension (a permission only for what is in use).
      await chrome.permissions.remove({ origins: [originPattern(savedServer)] }).catch(() => false);
    }
    savedServer = origin;
    serverInput.value = origin;
    keyInput.value = apiKey;
    await check(origin, apiKey);
  }

  toggle.addEventListener('click', () => {
    const hidden = keyInput.type === 'password';
    keyInput.type = hidden ? 'text' : 'password';
    toggle.textContent = hidden ? '숨기기' : '보기';
  });
  disconnect.addEventListener('click', () => {
    void clearApiKey(chrome).then(() => {
      keyInput.value = '';
      show({ tone: 'info', text: '연결을 끊었습니다. 저장된 API 키를 지웠습니다.' });
    });
  });
  const form = el(
    'form',
    { novalidate: true, 'data-testid': 'options-form' },
    field(
      'server-url',
      '올리다 서버 주소',
      serverInput,
      `기본값: ${baked}. 다른 서버를 입력하면 그 주소에 접속할 권한을 요청합니다.`,
    ),
    field(
      'api-key',
      '스토어 API 키',
      el('div', { class: 'key-row' }, keyInput, toggle),
      '올리다 → 마이페이지 → 워크스페이스의 "외부 API 키"에서 발급한 키입니다. 이 키는 위 서버에만 보냅니다.',
    ),
    el('div', { class: 'actions' }, save, disconnect),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void saveAndCheck();
  });
  replaceChildren(root, form, status);
  if (stored.apiKey !== null) await check(savedServer, stored.apiKey);
}
