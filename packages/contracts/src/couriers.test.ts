import { describe, expect, it } from 'vitest';
import { courierOf, trackingNumberProblem } from './couriers.ts';

describe('couriers', () => {
  it('knows a courier by code or by the Korean names sellers write', () => {
    expect(courierOf('CJ대한통운')?.code).toBe('CJGLS');
    expect(courierOf('cj 대한통운')?.code).toBe('CJGLS');
    expect(courierOf('롯데택배')?.code).toBe('HYUNDAI');
    expect(courierOf('hanjin')?.code).toBe('HANJIN');
    expect(courierOf('없는택배')).toBeUndefined();
  });

  it("checks a tracking number against the courier's digit counts", () => {
    const cj = courierOf('CJGLS');
    const post = courierOf('EPOST');
    if (!cj || !post) throw new Error('missing courier');
    expect(trackingNumberProblem(cj, '123456789012')).toBeNull();
    expect(trackingNumberProblem(cj, '1234-5678-9012')).toBeNull();
    expect(trackingNumberProblem(cj, '12345')).toContain('10·12자리');
    expect(trackingNumberProblem(post, '12345678901a3')).toContain('숫자만');
    expect(trackingNumberProblem(cj, '')).toContain('입력');
  });

  it('needs no tracking number for a direct delivery', () => {
    const direct = courierOf('업체직송');
    if (!direct) throw new Error('missing courier');
    expect(trackingNumberProblem(direct, '')).toBeNull();
  });
});
