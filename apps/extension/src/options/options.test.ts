import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeChrome } from '../test/fake-chrome.ts';
import { fakeFetch, fakeOllida, json } from '../test/fake-fetch.ts';
import { startOptions } from './options-page.ts';

async function openOptions(options: Parameters<typeof fakeChrome>[0] = {}, server = fakeOllida()) {
  const root = document.createElement('main');
  document.body.append(root);
  const { chrome, record } = fakeChrome(options);
  await startOptions({ chrome, fetch: server.fetch, root });
  const input = (id: string) => {
    const found = root.querySelector<HTMLInputElement>(`#${id}`);
    if (found === null) throw new Error(`no #${id}`);
    return found;
  };
  const button = (text: string) => {
    const found = [...root.querySelectorAll('button')].find((candidate) => candidate.textContent === text);
    if (found === undefined) throw new Error(`no button ${text}`);
    return found;
  };
  const status = () => root.querySelector('[data-testid="status"]')?.textContent ?? '';
  return { record, calls: server.calls, input, button, status };
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('options page', () => {
  it('starts with the built-in server address and an empty, hidden key', async () => {
    const page = await openOptions({}, fakeOllida({ config: 'https://ollida.example.kr' }));
    expect(page.input('server-url').value).toBe('https://ollida.example.kr');
    expect(page.input('api-key').value).toBe('');
    expect(page.input('api-key').type).toBe('password');
    expect(page.status()).toBe('');
  });

  it('shows and hides the key', async () => {
    const page = await openOptions();
    page.button('보기').click();
    expect(page.input('api-key').type).toBe('text');
    page.button('숨기기').click();
    expect(page.input('api-key').type).toBe('password');
  });

  it('saves the built-in server and the key, and reports the connected store', async () => {
    const page = await openOptions();
    page.input('server-url').value = 'localhost:3000/mypage';
    page.input('api-key').value = ' olk_ab12_secret ';
    page.button('저장하고 연결 확인').click();
    await vi.waitFor(() => expect(page.status()).toMatch(/^연결됨: \[쿠팡\] ollida_demo1/));
    expect(page.record.storage).toEqual({ serverUrl: 'http://localhost:3000', apiKey: 'olk_ab12_secret' });
    expect(page.record.permissionRequests).toEqual([]);
    const whoami = page.calls.find((call) => call.url.endsWith('/api/extension/whoami'));
    expect(whoami?.url).toBe('http://localhost:3000/api/extension/whoami');
  });

  it('asks for access to another server, exactly that origin', async () => {
    const server = fakeFetch((url) =>
      url.endsWith('config.json')
        ? json(200, { serverUrl: 'http://localhost:3000' })
        : json(200, {
            workspace_id: 'w',
            workspace_name: '네이버 상회',
            platform: 'naver',
            store_label: '올리다 데모 스토어',
            key_prefix: 'olk_cd34',
            products_url: 'https://ollida.example.kr/mypage/products',
            price_rule: { margin_percent: 30, add_won: 0, rounding_unit: 10, min_margin_won: 1000 },
          }),
    );
    const page = await openOptions({}, server);
    page.input('server-url').value = 'https://ollida.example.kr/mypage/coupang_profile';
    page.input('api-key').value = 'olk_cd34_secret';
    page.button('저장하고 연결 확인').click();
    await vi.waitFor(() => expect(page.status()).toMatch(/^연결됨: \[네이버\] 올리다 데모 스토어/));
    expect(page.record.permissionRequests).toEqual([['https://ollida.example.kr/*']]);
    expect(page.input('server-url').value).toBe('https://ollida.example.kr');
    expect(server.calls.at(-1)?.url).toBe('https://ollida.example.kr/api/extension/whoami');
  });

  it('stores nothing when the permission is refused', async () => {
    const page = await openOptions({ grant: false });
    page.input('server-url').value = 'https://other.example';
    page.input('api-key').value = 'olk_key';
    page.button('저장하고 연결 확인').click();
    await vi.waitFor(() => expect(page.status()).toMatch(/^권한 거부: https:\/\/other\.example/));
    expect(page.record.storage).toEqual({});
  });

  it('says the key is invalid', async () => {
    const server = fakeOllida({
      whoami: () => json(401, { detail: '유효하지 않은 API 키입니다.', code: 'api_key_invalid' }),
    });
    const page = await openOptions({}, server);
    page.input('api-key').value = 'olk_wrong';
    page.button('저장하고 연결 확인').click();
    await vi.waitFor(() => expect(page.status()).toBe('키가 유효하지 않음: 유효하지 않은 API 키입니다.'));
  });

  it('says the server cannot be reached', async () => {
    const server = fakeFetch((url) => {
      if (url.endsWith('config.json')) return json(200, { serverUrl: 'http://localhost:3000' });
      throw new TypeError('Failed to fetch');
    });
    const page = await openOptions({}, server);
    page.input('api-key').value = 'olk_key';
    page.button('저장하고 연결 확인').click();
    await vi.waitFor(() => expect(page.status()).toMatch(/^서버에 연결할 수 없음: /));
  });

  it('refuses an address that is not http(s) and a missing key', async () => {
    const page = await openOptions();
    page.input('server-url').value = 'ftp://files.example';
    page.input('api-key').value = 'olk_key';
    page.button('저장하고 연결 확인').click();
    await vi.waitFor(() => expect(page.status()).toContain('http:// 또는 https://'));
    page.input('server-url').value = 'http://localhost:3000';
    page.input('api-key').value = '';
    page.button('저장하고 연결 확인').click();
    await vi.waitFor(() => expect(page.status()).toContain('API 키를 입력해 주세요'));
    expect(page.record.storage).toEqual({});
  });

  it('checks a saved key on opening, and "연결 끊기" forgets it', async () => {
    const page = await openOptions({
      storage: { serverUrl: 'http://localhost:3000', apiKey: 'olk_ab12_secret' },
    });
    expect(page.status()).toMatch(/^연결됨: \[쿠팡\] ollida_demo1/);
    page.button('연결 끊기').click();
    await vi.waitFor(() => expect(page.status()).toContain('연결을 끊었습니다'));
    expect(page.record.storage).toEqual({ serverUrl: 'http://localhost:3000' });
    expect(page.input('api-key').value).toBe('');
  });

  it('gives up the permission of a server it no longer uses', async () => {
    const page = await openOptions({ storage: { serverUrl: 'https://old.example', apiKey: 'olk_old' } });
    page.input('server-url').value = 'https://new.example';
    page.button('저장하고 연결 확인').click();
    await vi.waitFor(() => expect(page.record.permissionRemovals).toEqual([['https://old.example/*']]));
    expect(page.record.storage.serverUrl).toBe('https://new.example');
  });
});
