import { describe, expect, it } from 'vitest';
import { expectedSignature, parseCeaAuthorization, parseSignedDate, splitRawTarget } from './hmac.ts';

describe('sandbox HMAC check', () => {
  it('reproduces the protocol document vectors', () => {
    expect(
      expectedSignature(
        'test-secret-key',
        '250101T000000Z',
        'GET',
        '/v2/providers/openapi/apis/api/v4/vendors/A00012345/ordersheets',
        'createdAtFrom=2025-01-01&createdAtTo=2025-01-01&status=ACCEPT',
      ),
    ).toBe('13926a5e9e19eeefb892ceb0a8c77ede4922113a925a40e8413d336410a5ace1');
    expect(
      expectedSignature(
        'test-secret-key',
        '250101T000000Z',
        'post',
        '/v2/providers/seller_api/apis/api/v1/marketplace/seller-products',
        '',
      ),
    ).toBe('9512130b4880a7b9e12ea1f40ca2f0895c1612812fe1d8a4645ed083972d91c1');
  });

  it('parses the header with and without spaces after commas', () => {
    const spaced = parseCeaAuthorization(
      'CEA algorithm=HmacSHA256, access-key=ak, signed-date=250101T000000Z, signature=ab12',
    );
    const tight = parseCeaAuthorization(
      'CEA algorithm=HmacSHA256,access-key=ak,signed-date=250101T000000Z,signature=ab12',
    );
    expect(spaced).toEqual({
      algorithm: 'HmacSHA256',
      accessKey: 'ak',
      signedDate: '250101T000000Z',
      signature: 'ab12',
    });
    expect(tight).toEqual(spaced);
  });

  it('rejects malformed headers', () => {
    expect(parseCeaAuthorization(undefined)).toBeUndefined();
    expect(parseCeaAuthorization('Bearer abc')).toBeUndefined();
    expect(parseCeaAuthorization('CEA algorithm=HmacSHA256, access-key=ak, signed-date=x')).toBeUndefined();
    expect(
      parseCeaAuthorization('CEA algorithm=HmacSHA256, access-key=ak, access-key=b, signature=c'),
    ).toBeUndefined();
    expect(
      parseCeaAuthorization('CEA algorithm=HmacSHA256, access-key=, signed-date=250101T000000Z, signature=c'),
    ).toBeUndefined();
  });

  it('reads the two-digit-year UTC date and refuses impossible ones', () => {
    expect(parseSignedDate('250101T093005Z')).toBe(Date.UTC(2025, 0, 1, 9, 30, 5));
    expect(parseSignedDate('2025-01-01T09:30:05Z')).toBeUndefined();
    expect(parseSignedDate('250230T000000Z')).toBeUndefined();
    expect(parseSignedDate('250101T250000Z')).toBeUndefined();
  });

  it('keeps the raw query untouched', () => {
    expect(splitRawTarget('/a/b?createdAtFrom=2025-07-15%2B09:00&x=%EA%B0%80')).toEqual({
      path: '/a/b',
      query: 'createdAtFrom=2025-07-15%2B09:00&x=%EA%B0%80',
    });
    expect(splitRawTarget('/a')).toEqual({ path: '/a', query: '' });
  });
});
