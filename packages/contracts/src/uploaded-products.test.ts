import { describe, expect, it } from 'vitest';
import { isUploadSuccess, registrationCheckId, type UploadedProduct } from './uploaded-products.ts';

type Row = Pick<UploadedProduct, 'coupangResponse' | 'uploadStatus'>;
const row = (
  code: string | number | null | undefined,
  uploadStatus: Row['uploadStatus'],
  data: unknown = 1,
): Row => ({
  coupangResponse: code === undefined ? null : { code, message: null, data },
  uploadStatus,
});

describe('isUploadSuccess (docs/product/products-and-orders.md#upload-status)', () => {
  const cases: [string, Row, boolean][] = [
    ['SUCCESS wins over a failed status', row('SUCCESS', 'failure'), true],
    ['numeric 200', row(200, 'failure'), true],
    ["string '200'", row('200', 'pending'), true],
    ['ERROR wins over a successful status', row('ERROR', 'success'), false],
    ['FAIL', row('FAIL', 'success'), false],
    ['FAILED', row('FAILED', 'success'), false],
    ['another code falls back to the stored success', row('WARNING', 'success'), true],
    ['another code with a failed status', row('WARNING', 'failure'), false],
    ['a lower-case success is not the code SUCCESS', row('success', 'failure'), false],
    ['numeric 500 falls back to the status', row(500, 'failure'), false],
    ['no code: the stored success', row(null, 'success'), true],
    ['no response: success', row(undefined, 'success'), true],
    ['no response: pending is not success', row(undefined, 'pending'), false],
    ['no response: failure', row(undefined, 'failure'), false],
  ];
  it.each(cases)('%s', (_name, product, success) => {
    expect(isUploadSuccess(product)).toBe(success);
  });
});

describe('registrationCheckId (the Coupang registration-check link)', () => {
  const cases: [string, Row, string | null][] = [
    ['SUCCESS with a numeric id', row('SUCCESS', 'success', 15_123_456_789), '15123456789'],
    ['SUCCESS with an id as digits', row('SUCCESS', 'success', '15123456789'), '15123456789'],
    ['SUCCESS with a fractional number', row('SUCCESS', 'success', 1.5), null],
    ['SUCCESS with text', row('SUCCESS', 'success', 'abc'), null],
    ['SUCCESS without data', row('SUCCESS', 'success', null), null],
    ['code 200 with an id is not SUCCESS', row(200, 'success', 42), null],
    ['ERROR with an id', row('ERROR', 'failure', 42), null],
    ['no response', row(undefined, 'success'), null],
  ];
  it.each(cases)('%s', (_name, product, id) => {
    expect(registrationCheckId(product)).toBe(id);
  });
});
