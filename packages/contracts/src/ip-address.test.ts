import { describe, expect, it } from 'vitest';
import { canonicalIp, isLocalIp } from './ip-address.ts';

describe('canonicalIp', () => {
  it('gives one spelling per address', () => {
    expect(canonicalIp('203.0.113.7')).toBe('203.0.113.7');
    expect(canonicalIp('2001:DB8:0:0:0:0:0:1')).toBe('2001:db8::1');
    expect(canonicalIp('2001:db8:0:0:1:0:0:1')).toBe('2001:db8::1:0:0:1');
    expect(canonicalIp('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(canonicalIp('::1')).toBe('::1');
  });

  it('refuses what is not one address', () => {
    for (const text of [
      '999.1.1.1',
      '1.2.3',
      '01.2.3.4',
      '0x7f.0.0.1',
      '127.1',
      '1.2.3.4/24',
      ' 1.2.3.4',
      'abc',
      '',
    ]) {
      expect(canonicalIp(text), text).toBeNull();
    }
    for (const text of ['1::2::3', 'gggg::1', 'fe80::1%eth0', '2001:db8:::1', '1:2:3:4:5:6:7:8:9']) {
      expect(canonicalIp(text), text).toBeNull();
    }
    expect(canonicalIp('1'.repeat(46))).toBeNull();
  });
});

describe('isLocalIp', () => {
  it('knows loopback and unspecified addresses, and nothing else', () => {
    expect(['127.0.0.1', '127.8.9.10', '::1', '0.0.0.0', '::'].every(isLocalIp)).toBe(true);
    expect(['10.0.0.1', '192.0.2.1', '2001:db8::1'].some(isLocalIp)).toBe(false);
  });
});
