import { describe, expect, it } from 'vitest';
import {
  buildCoupangAuthorization,
  buildCoupangQuery,
  computeCoupangSignature,
  encodeQueryComponent,
  formatSignedDate,
} from './signer.ts';

// Known-answer vectors from the protocol reference (docs/docs/protocols/coupang-wing.md §1).
const secretKey = 'test-secret-key';
const signedDate = '250101T000000Z';

describe('Coupang CEA signer', () => {
  it('signs the order-sheet vector', () => {
    expect(
      computeCoupangSignature({
        secretKey,
        signedDate,
        method: 'GET',
        path: '/v2/providers/openapi/apis/api/v4/vendors/A00012345/ordersheets',
        query: 'createdAtFrom=2025-01-01&createdAtTo=2025-01-01&status=ACCEPT',
      }),
    ).toBe('13926a5e9e19eeefb892ceb0a8c77ede4922113a925a40e8413d336410a5ace1');
  });

  it('signs the product-create vector (no query) and upper-cases the method', () => {
    expect(
      computeCoupangSignature({
        secretKey,
        signedDate,
        method: 'post',
        path: '/v2/providers/seller_api/apis/api/v1/marketplace/seller-products',
        query: '',
      }),
    ).toBe('9512130b4880a7b9e12ea1f40ca2f0895c1612812fe1d8a4645ed083972d91c1');
  });

  it('formats the header exactly as the official samples do', () => {
    expect(
      buildCoupangAuthorization({
        accessKey: 'ak-123',
        secretKey,
        signedDate,
        method: 'POST',
        path: '/v2/providers/seller_api/apis/api/v1/marketplace/seller-products',
        query: '',
      }),
    ).toBe(
      'CEA algorithm=HmacSHA256, access-key=ak-123, signed-date=250101T000000Z, ' +
        'signature=9512130b4880a7b9e12ea1f40ca2f0895c1612812fe1d8a4645ed083972d91c1',
    );
  });

  it('formats signed-date in UTC with a two-digit year, whatever the Seoul time is', () => {
    // 2025-01-01 08:30:05 in Seoul is still 2024-12-31 in UTC.
    expect(formatSignedDate(new Date('2025-01-01T08:30:05+09:00'))).toBe('241231T233005Z');
    expect(formatSignedDate(new Date('2025-01-01T09:30:05Z'))).toBe('250101T093005Z');
  });

  it('encodes the query the way v5 examples do and keeps the order given', () => {
    expect(
      buildCoupangQuery([
        ['createdAtFrom', '2025-07-15+09:00'],
        ['status', 'ACCEPT'],
        ['nextToken', undefined],
        ['maxPerPage', 50],
      ]),
    ).toBe('createdAtFrom=2025-07-15%2B09:00&status=ACCEPT&maxPerPage=50');
    expect(encodeQueryComponent("텀블러 (500ml)'s!*")).toBe(
      '%ED%85%80%EB%B8%94%EB%9F%AC%20%28500ml%29%27s%21%2A',
    );
  });

  it('produces queries that the URL parser sends byte-identical, so the signed string is the wire string', () => {
    const query = buildCoupangQuery([
      ['placeNames', "본사 출고지(1)'~*"],
      ['createdAtFrom', '2025-07-29T00:01+09:00'],
    ]);
    expect(new URL(`http://127.0.0.1/x?${query}`).search.slice(1)).toBe(query);
  });
});
