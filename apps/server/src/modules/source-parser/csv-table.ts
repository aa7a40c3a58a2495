import { errorCodes } from '@ollida/contracts/errors';
import { csvLimits, type ParseCsvResponse } from '@ollida/contracts/product-details';
import { decodeText } from '@ollida/listing/decode';
import { CsvError, parse } from 'csv-parse/sync';
import { DomainError, Invalid } from '../../platform/domain-errors.ts';

const won = new Intl.NumberFormat('ko-KR');

/** True when the uploaded file's name ends in `.csv`, in any letter case (docs/product/listing.md#csv-import). */
export function isCsvFileName(fileName: string): boolean {
  return /\.csv$/i.test(fileName.trim());
}

function malformed(detail: string): DomainError {
  return new DomainError(422, errorCodes.csvMalformed, detail);
}

function describeCsvError(error: CsvError): string {
  const line = typeof error.lines === 'number' ? ` (${won.format(error.lines)}번째 줄)` : '';
  if (error.code === 'CSV_QUOTE_NOT_CLOSED')
    return `CSV 형식이 올바르지 않습니다${line}: 따옴표가 닫히지 않았습니다.`;
  if (error.code === 'CSV_MAX_RECORD_SIZE') return `CSV의 한 행이 너무 깁니다${line}.`;
  return `CSV 형식이 올바르지 않습니다${line}.`;
}

function readRecords(text: string): string[][] {
  try {
    return parse(text, {
      relax_column_count: true,
      skip_empty_lines: true,
      // Rows of only commas (",,,", common in Excel exports) are skipped here, so they never use up the row budget.
      skip_records_with_empty_values: true,
      // A quote inside an unquoted cell (e.g. 5" 모니터) is common in Excel exports; keep it as text.
      relax_quotes: true,
      max_record_size: csvLimits.maxColumns * csvLimits.maxCellLength,
      // One more than allowed, so an over-long file is recognised without reading all of it.
      to: csvLimits.maxRows + 2,
    }) as string[][];
  } catch (error) {
    if (error instanceof CsvError) throw malformed(describeCsvError(error));
    throw error;
  }
}

/**
 * Turns an uploaded CSV file into `{headers, rows}`: UTF-8 with or without BOM or CP949 (Korean Excel), quoted cells
 * with commas and line breaks, at most 5,000 data rows and 100 columns. Every row has one cell per header.
 */
export function parseCsvTable(bytes: Uint8Array): ParseCsvResponse {
  const { html: text } = decodeText(bytes);
  const records = readRecords(text).filter((record) => record.some((cell) => cell.trim() !== ''));
  const [headerRow, ...dataRows] = records;
  if (headerRow === undefined) throw new Invalid('CSV 파일이 비어 있습니다.', errorCodes.csvEmpty);
  if (headerRow.length > csvLimits.maxColumns) {
    throw malformed(`열이 너무 많습니다. 최대 ${csvLimits.maxColumns}개 열까지 읽을 수 있습니다.`);
  }
  if (dataRows.length > csvLimits.maxRows) {
    throw new DomainError(
      413,
      errorCodes.csvTooManyRows,
      `행이 너무 많습니다. 한 번에 최대 ${won.format(csvLimits.maxRows)}행까지 처리할 수 있습니다.`,
    );
  }
  const headers = headerRow.map((cell, index) => cell.trim() || `${index + 1}열`);
  const rows = dataRows.map((record, rowIndex) =>
    headers.map((_header, column) => {
      const cell = (record[column] ?? '').trim();
      if (cell.length > csvLimits.maxCellLength) {
        throw malformed(
          `${won.format(rowIndex + 2)}번째 행의 ${headers[column]} 값이 너무 깁니다 (최대 ${won.format(csvLimits.maxCellLength)}자).`,
        );
      }
      return cell;
    }),
  );
  return { headers, rows };
}
