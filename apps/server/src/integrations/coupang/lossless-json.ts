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
