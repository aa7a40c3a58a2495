import type { ParseCsvResponse } from '@ollida/contracts/product-details';
import { apiRequest } from '../../../lib/api-client';

/** `POST /api/parse-csv` (multipart `file`): the header row and the data rows. */
export function parseCsv(file: File): Promise<ParseCsvResponse> {
  const form = new FormData();
  form.append('file', file);
  return apiRequest<ParseCsvResponse>('/api/parse-csv', { method: 'POST', form });
}
