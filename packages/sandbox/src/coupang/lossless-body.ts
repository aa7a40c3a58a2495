// Integers longer than this may not survive a double (2^53 has 16 digits).
const maxExactDigits = 15;
const marker = '\u0000long:';
// The same marker as JSON text, escaped, since JSON strings may not hold a raw control character.
const markerInJson = '\\u0000long:';

function markLongIntegers(text: string): string {
  let out = '';
  let index = 0;
  let copiedUpTo = 0;
  while (index < text.length) {
    const char = text[index] ?? '';
    if (char === '"') {
      index += 1;
      while (index < text.length && text[index] !== '"') index += text[index] === '\\' ? 2 : 1;
      index += 1;
      continue;
    }
    if (char === '-' || (char >= '0' && char <= '9')) {
      let end = index + 1;
      while (end < text.length && /[0-9.eE+-]/.test(text[end] ?? '')) end += 1;
      const literal = text.slice(index, end);
      if (/^-?\d+$/.test(literal) && literal.replace('-', '').length > maxExactDigits) {
        out += `${text.slice(copiedUpTo, index)}"${markerInJson}${literal}"`;
        copiedUpTo = end;
      }
      index = end;
      continue;
    }
    index += 1;
  }
  return out + text.slice(copiedUpTo);
}

/**
 * JSON.parse in which integer literals too long for a double become bigint, so an 18-digit shipmentBoxId sent as a
 * bare number (as Coupang's Long) is read exactly, while the same digits sent as a string stay a string.
 */
export function parseLosslessBody(text: string): unknown {
  return JSON.parse(markLongIntegers(text), (_key, value: unknown) =>
    typeof value === 'string' && value.startsWith(marker) ? BigInt(value.slice(marker.length)) : value,
  );
}
