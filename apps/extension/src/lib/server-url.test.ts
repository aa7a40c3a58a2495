import { describe, expect, it } from 'vitest';
import { normalizeServerUrl } from './server-url.ts';

describe('normalizeServerUrl', () => {
  it.each([
    ['https://ollida.example.kr/mypage/products?x=1', 'https://ollida.example.kr'],
    ['ollida.example.kr', 'https://ollida.example.kr'],
    ['localhost:3000', 'http://localhost:3000'],
    ['127.0.0.1:4000/path', 'http://127.0.0.1:4000'],
    [' HTTP://Ollida.Example.kr:8080/ ', 'http://ollida.example.kr:8080'],
    ['https://ollida.example.kr:443', 'https://ollida.example.kr'],
  ])('%s -> %s', (text, origin) => {
    expect(normalizeServerUrl(text)).toBe(origin);
  });

  it.each([
    '',
    'ftp://files.example',
    'javascript:alert(1)',
    'chrome://settings',
    'https://user:pw@evil.example',
  ])('refuses %j', (text) => {
    expect(normalizeServerUrl(text)).toBeNull();
  });
});
