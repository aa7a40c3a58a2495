import { browserChrome } from './lib/chrome-api.ts';
import { loadStoredSettings } from './lib/chrome-settings.ts';

const chrome = browserChrome();

// A fresh install has no key yet: the options page is the first thing the seller needs.
chrome.runtime.onInstalled.addListener((details) => {
  if (details.reason !== 'install') return;
  void loadStoredSettings(chrome).then((settings) => {
    if (settings.apiKey === null) return chrome.runtime.openOptionsPage();
  });
});
