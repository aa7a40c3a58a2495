/** The address of an Investigator call: `/api/product-investigator/<path>` with the query, if any. */
export function investigatorPath(path: string, query?: Record<string, string | number | undefined>): string {
  const base = `/api/product-investigator/${path}`;
  if (!query) return base;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${base}?${text}` : base;
}
