import { formatFileTimestamp } from '../../../lib/format';

/** `parsed_product_<Seoul time>.json`, e.g. `parsed_product_20261120T143005.json`. */
export function parsedProductFileName(now: Date): string {
  return `parsed_product_${formatFileTimestamp(now)}.json`;
}

/** Saves `value` as pretty JSON through a temporary object URL and a download link. */
export function downloadJson(value: unknown, fileName: string): void {
  const blob = new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the file to the browser.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
