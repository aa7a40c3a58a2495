// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { configFor, extensionPagesCsp, manifestFor } from './build-manifest.ts';

describe('manifestFor', () => {
  it('is a minimal MV3 manifest whose only host permission is the server origin', () => {
    const manifest = manifestFor('https://ollida.example.kr/mypage', '1.2.3');
    expect(manifest).toMatchObject({
      manifest_version: 3,
      version: '1.2.3',
      permissions: ['activeTab', 'scripting', 'storage'],
      host_permissions: ['https://ollida.example.kr/*'],
      optional_host_permissions: ['http://*/*', 'https://*/*'],
      action: { default_popup: 'popup.html' },
      options_ui: { page: 'options.html', open_in_tab: true },
      background: { service_worker: 'background.js', type: 'module' },
      content_security_policy: { extension_pages: extensionPagesCsp },
    });
    expect(extensionPagesCsp).toContain("script-src 'self'");
    expect(extensionPagesCsp).toContain("object-src 'none'");
    expect(extensionPagesCsp).toContain("base-uri 'none'");
    expect(JSON.stringify(manifest)).not.toMatch(/unsafe-eval|unsafe-inline|<all_urls>/);
  });

  it('refuses what Chrome or the extension could not use', () => {
    expect(() => manifestFor('ftp://x.example', '1.0.0')).toThrow();
    expect(() => manifestFor('http://localhost:3000', '1.0.0-beta')).toThrow();
    expect(() => manifestFor('http://localhost:3000', '1.2.3.4.5')).toThrow();
  });

  it('config.json names the server origin', () => {
    expect(configFor('http://localhost:3000/')).toEqual({ serverUrl: 'http://localhost:3000' });
  });
});
