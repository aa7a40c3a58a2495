/** Only a web address may be opened: a `javascript:` or `data:` URL from a record would run in our origin. */
export function supplierUrl(value: string | null | undefined): string | null {
  if (!value?.trim()) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
