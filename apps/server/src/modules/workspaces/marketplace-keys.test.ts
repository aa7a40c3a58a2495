import { describe, expect, it } from 'vitest';
import { createSecretBox } from '../../platform/secret-box.ts';
import { keyPrefixOf, openKeys, saysKeyExpired, sealKeys } from './marketplace-keys.ts';

describe('saysKeyExpired', () => {
  it.each([
    'The access key has expired.',
    'API key expired',
    '쿠팡 메시지: 액세스 키가 만료되었습니다.',
    'OPEN API 키의 유효기간이 지났습니다.',
  ])('reads "%s" as an expired key', (text) => {
    expect(saysKeyExpired(text)).toBe(true);
  });

  it.each([
    '쿠팡 API 서명 시각이 만료되었습니다. (쿠팡 메시지: Specified signature is expired.)',
    'timestamp항목의 유효 시간이 만료되었습니다.',
    'Invalid signature.',
    '쿠팡 API 인증에 실패했습니다. 액세스 키, 시크릿 키와 업체코드를 확인해 주세요.',
  ])('does not read "%s" as an expired key', (text) => {
    expect(saysKeyExpired(text)).toBe(false);
  });
});

describe('keyPrefixOf', () => {
  it('keeps the first 8 characters of a real key', () => {
    expect(keyPrefixOf('7c1e2f0a-5d3b-4e8a-9f61-0a11da000001')).toBe('7c1e2f0a');
  });

  it('never shows the whole of a short key', () => {
    expect(keyPrefixOf('abcdefgh')).toBe('abcd');
    expect(keyPrefixOf('a')).toBe('');
  });
});

describe('sealed keys', () => {
  const box = createSecretBox('unit-test-secret-0123456789-abcdefghijklmnop');

  it('round-trips and keeps nothing readable', () => {
    const keys = {
      platform: 'naver',
      clientId: 'client-id-1234',
      clientSecret: '$2a$04$41tVW.YeXJzmsW5ewE2feu',
    } as const;
    const sealed = sealKeys(box, keys);
    expect(sealed).not.toContain('client-id-1234');
    expect(openKeys(box, sealed)).toEqual(keys);
  });

  it('answers undefined for nothing stored, another key or a foreign shape', () => {
    expect(openKeys(box, null)).toBeUndefined();
    const other = createSecretBox('another-secret-0123456789-abcdefghijklmnop');
    expect(
      openKeys(box, sealKeys(other, { platform: 'coupang', accessKey: 'a', secretKey: 'b' })),
    ).toBeUndefined();
    expect(openKeys(box, box.seal(JSON.stringify({ accessKey: 'a' })))).toBeUndefined();
    expect(openKeys(box, 'garbage')).toBeUndefined();
  });
});
