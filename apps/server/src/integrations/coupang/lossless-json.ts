import { randomUUID } from 'node:crypto';

// Integers longer than this cannot all be represented by a double (2^53 has 16 digits), so they become strings.
const maxExactDigits = 15;

/**
 * Quotes integer literals too long for a JS number before JSON.parse, so 18-digit ids such as shipmentBoxId reach
 * the caller exactly (as strings). Strings, fractions and exponents are left alone.
 */
export function quoteLongIntegers(text: string): string {
  let out = '';
  let index = 0;
  let copiedUpTo = 0;
  while (index < text.length) {
    const char = text[index];
    if (char === '"') {
      index += 1;
      while (index < text.length && text[index] !== '"') index += text[index] === '\\' ? 2 : 1;
      index += 1;
      continue;
    }
    if (char === '-' || (char !== undefined && char >= '0' && char <= '9')) {
      let end = index + 1;
      while (end < text.length && /[0-9.eE+-]/.test(text[end] ?? '')) end += 1;
      const literal = text.slice(index, end);
      const digits = literal.replace('-', '');
      if (/^-?\d+$/.test(literal) && digits.length > maxExactDigits) {
        out += `${text.slice(copiedUpTo, index)}"${literal}"`;
        copiedUpTo = end;
      }
      index = end;
      continue;
    }
    index += 1;
  }
  return out + text.slice(copiedUpTo);
}

/** JSON.parse that never rounds a long integer: those arrive as decimal strings. */
export function parseLosslessJson(text: string): unknown {
  return JSON.parse(quoteLongIntegers(text));
}

/**
 * JSON.stringify that writes bigint values as bare integer literals, so an 18-digit id goes out as Coupang's Long
 * exactly (a JS number would round it, a string would be the wrong type). Everything else is as JSON.stringify.
 */
export function stringifyLossless(value: unknown): string {
  // A fresh nonce per call, so no string in the body can pass for a marked bigint.
  const nonce = randomUUID();
  let sawBigint = false;
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (typeof item !== 'bigint') return item;
    sawBigint = true;
    return `\u0000${nonce}:${item.toString()}`;
  });
  if (!sawBigint) return text;
  return text.replace(new RegExp(`"\\\\u0000${nonce}:(-?\\d+)"`, 'g'), '$1');
}
