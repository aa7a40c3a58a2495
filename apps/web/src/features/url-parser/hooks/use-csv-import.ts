import type { ParseCsvResponse, UrlParserResponse } from '@ollida/contracts/product-details';
import { useState } from 'react';
import { parseCsv } from '../api/parse-csv';
import { parseUrl } from '../api/parse-url';
import { bulkParseErrorText, csvErrorText, urlParserText } from '../lib/messages';
import { runPool } from '../lib/run-pool';
import { columnPreview, guessUrlColumn, isCsvFileName, urlsFromColumn } from '../lib/url-input';

/** Parses running at once; the server's rate limit leaves room for this from one browser. */
export const csvParseConcurrency = 3;

/** URLs shown under the column selector (spec 1 §9). */
export const csvPreviewCount = 3;

export interface ParsedItem {
  index: number;
  url: string;
  answer: UrlParserResponse;
}

export interface FailedUrl {
  index: number;
  url: string;
  message: string;
}

const byIndex = (a: { index: number }, b: { index: number }) => a.index - b.index;

/**
 * CSV mode: read the file on the server, pick the URL column, then parse every URL a few at a time (foreign prices
 * at the chosen workspace's exchange rates).
 */
export function useCsvImport(workspaceId?: string) {
  const [file, setFile] = useState<File | null>(null);
  const [table, setTable] = useState<ParseCsvResponse | null>(null);
  const [column, setColumn] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [isReading, setIsReading] = useState(false);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [parsed, setParsed] = useState<ParsedItem[]>([]);
  const [failed, setFailed] = useState<FailedUrl[]>([]);

  function clear() {
    setFile(null);
    setTable(null);
    setColumn('');
    setMessage(null);
    setProgress(null);
    setParsed([]);
    setFailed([]);
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

  async function parseAll() {
    if (!file || !table || column === '') {
      setMessage(urlParserText.csvNeedFileAndColumn);
      return;
    }
    const urls = urlsFromColumn(table, column);
    if (urls.length === 0) {
      setMessage(urlParserText.csvNoUrls);
      return;
    }
    setMessage(null);
    setParsed([]);
    setFailed([]);
    setProgress({ done: 0, total: urls.length });
    await runPool(urls, csvParseConcurrency, async (url, index) => {
      try {
        const answer = await parseUrl(url, undefined, workspaceId);
        setParsed((current) => [...current, { index, url, answer }].sort(byIndex));
      } catch (error) {
        const failure = { index, url, message: bulkParseErrorText(error, url) };
        setFailed((current) => [...current, failure].sort(byIndex));
      }
      setProgress((current) => (current ? { ...current, done: current.done + 1 } : current));
    });
  }

  const preview = table && column !== '' ? columnPreview(table, column, csvPreviewCount) : [];
  const isParsing = progress !== null && progress.done < progress.total;
  return {
    file,
    table,
    column,
    setColumn,
    preview,
    message,
    isReading,
    isParsing,
    progress,
    parsed,
    failed,
    pickFile,
    removeFile: clear,
    parseAll,
  };
}
