/** Reads one own property of a JSON body, or undefined when the body is not an object. */
export function readField(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null && Object.hasOwn(body, name)
    ? (body as Record<string, unknown>)[name]
    : undefined;
}

/** Reads a KRW amount sent as a number or, as Toss's own samples forward it from the query string, a digit string. */
export function readWholeAmount(value: unknown): number | undefined {
  const number = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0 ? number : undefined;
}
