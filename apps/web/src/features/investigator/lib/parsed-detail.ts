/** Parser names that mean the page was not read by its own adapter (spec 3 §3): shown as a warning. */
export function isWarningParser(parserType: string): boolean {
  return /failed|error|fallback/i.test(parserType);
}

/**
 * The text of an HTML fragment, for showing a description as words: parsed in an inert document (no scripts run,
 * nothing loads) and never put into the page as HTML.
 */
export function htmlToText(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  return (document.body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}
