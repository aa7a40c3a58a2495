import { describe, expect, it } from 'vitest';
import { parseLosslessJson, quoteLongIntegers, stringifyLossless } from './lossless-json.ts';

describe('lossless JSON', () => {
  it('keeps an 18-digit shipmentBoxId above 2^53 exact', () => {
    const id = '642538970006401429';
    expect(BigInt(id) > 2n ** 53n).toBe(true);
    // What plain JSON.parse would have done to it:
    expect(String(JSON.parse(id))).not.toBe(id);
    const parsed = parseLosslessJson(`{"data":[{"shipmentBoxId":${id},"orderId":300726102400368898}]}`);
    expect(parsed).toEqual({ data: [{ shipmentBoxId: id, orderId: '300726102400368898' }] });
  });

  it('keeps 2^53 + 1 exact and leaves safe integers as numbers', () => {
    const beyond = (2n ** 53n + 1n).toString();
    expect(parseLosslessJson(`[${beyond}, 9007199254740, -12, 0]`)).toEqual([beyond, 9007199254740, -12, 0]);
  });

  it('does not touch digits inside strings, fractions, exponents or escaped quotes', () => {
    const text = '{"a":"1234567890123456789","b":"x\\"99999999999999999999","c":1.2345678901234567,"d":1e25}';
    expect(quoteLongIntegers(text)).toBe(text);
    expect(parseLosslessJson('{"k":-123456789012345678}')).toEqual({ k: '-123456789012345678' });
  });

  it('still fails on malformed JSON', () => {
    expect(() => parseLosslessJson('{"a":')).toThrow();
    expect(() => parseLosslessJson('<html>')).toThrow();
  });

  it('writes bigint values as bare integers and leaves everything else as JSON.stringify does', () => {
    const body = { vendorId: 'A1', shipmentBoxIds: [642538970006401429n, 7n], note: '1234567890123456789' };
    expect(stringifyLossless(body)).toBe(
      '{"vendorId":"A1","shipmentBoxIds":[642538970006401429,7],"note":"1234567890123456789"}',
    );
    expect(parseLosslessJson(stringifyLossless(body))).toEqual({
      ...body,
      shipmentBoxIds: ['642538970006401429', 7],
    });
    const lookalike = { a: '\u0000bigint:1', b: 2n };
    expect(stringifyLossless(lookalike)).toBe('{"a":"\\u0000bigint:1","b":2}');
  });
});
