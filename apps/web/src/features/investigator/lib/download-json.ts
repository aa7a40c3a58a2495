import { formatFileTimestamp } from '../../../lib/format';
import { saveBlob } from '../../../lib/save-blob';

/** `parsed_product_<Seoul time>.json`, e.g. `parsed_product_20261120T143005.json`. */
export function parsedProductFileName(now: Date): string {
  return `parsed_product_${formatFileTimestamp(now)}.json`;
}

/** Saves `value` as pretty JSON. */
export function downloadJson(value: unknown, fileName: string): void {
  saveBlob(new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }), fileName);
}
