import type { ParseCsvResponse } from '@ollida/contracts/product-details';
import { useState } from 'react';
import { parseCsv } from '../api/parse-csv';
import { csvErrorText, urlParserText } from '../lib/messages';
import { columnPreview, guessUrlColumn, isCsvFileName, urlsFromColumn } from '../lib/url-input';

/** URLs shown under the column selector (docs/product/listing.md#limits). */
export const csvPreviewCount = 3;

/**
 * CSV mode's file: read it into rows, pick the URL column, preview it. The URLs themselves are registered by the server
 * as one batch (`useBulkBatch`), not parsed from the browser.
 */
export function useCsvImport() {
  const [file, setFile] = useState<File | null>(null);
  const [table, setTable] = useState<ParseCsvResponse | null>(null);
  const [column, setColumn] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [isReading, setIsReading] = useState(false);

  function clear() {
    setFile(null);
    setTable(null);
    setColumn('');
    setMessage(null);
  }

  async function pickFile(picked: File | null) {
    clear();
    if (!picked) return;
    if (!isCsvFileName(picked.name)) {
      setMessage(urlParserText.csvOnly);
      return;
    }
    setFile(picked);
    setIsReading(true);
    try {
      const read = await parseCsv(picked);
      setTable(read);
      setColumn(guessUrlColumn(read.headers) ?? '');
    } catch (error) {
      setMessage(csvErrorText(error));
    } finally {
      setIsReading(false);
    }
  }

  /** The chosen column's URLs, or null with the reason shown when there is no file, column or URL. */
  function chosenUrls(): string[] | null {
    if (!file || !table || column === '') {
      setMessage(urlParserText.csvNeedFileAndColumn);
      return null;
    }
    const urls = urlsFromColumn(table, column);
    setMessage(urls.length === 0 ? urlParserText.csvNoUrls : null);
    return urls.length === 0 ? null : urls;
  }

  const preview = table && column !== '' ? columnPreview(table, column, csvPreviewCount) : [];
  return {
    file,
    table,
    column,
    setColumn,
    preview,
    message,
    setMessage,
    isReading,
    pickFile,
    removeFile: clear,
    chosenUrls,
  };
}
