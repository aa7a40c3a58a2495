import { describe, expect, it } from 'vitest';
import { loginPathReturningTo, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a path of the app with its query', () => {
    expect(safeReturnPath('/mypage/products?page=2')).toBe('/mypage/products?page=2');
    expect(safeReturnPath('/payment/success?paymentKey=pk_1&orderId=ord-1&amount=19900')).toBe(
      '/payment/success?paymentKey=pk_1&orderId=ord-1&amount=19900',
    );
    expect(safeReturnPath('/billing/success?customerKey=ck&authKey=ak')).toBe(
      '/billing/success?customerKey=ck&authKey=ak',
    );
  });

  it.each([
    ['another host', '//evil.example/x'],
    ['a scheme', 'http://evil.example/'],
    ['a script', 'javascript:alert(1)'],
    ['a backslash host', '/\\evil.example'],
    ['an encoded start', '%2F%2Fevil.example'],
    ['a tab inside the host part', '/\t/evil.example'],
    ['a relative path', 'mypage'],
    ['the sign-in page', '/login?next=/mypage'],
    ['the landing page', '/'],
    ['nothing', ''],
    ['a very long path', `/${'a'.repeat(2000)}`],
  ])('refuses %s', (_, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});

describe('loginPathReturningTo', () => {
  it('carries a safe path and drops an unsafe one', () => {
    expect(loginPathReturningTo('/mypage/orders?status=ACCEPT')).toBe(
      '/login?next=%2Fmypage%2Forders%3Fstatus%3DACCEPT',
    );
    expect(loginPathReturningTo('//evil.example')).toBe('/login');
  });
});
