import { defaultExchangeRateSource, defaultWonPerUnit } from '@ollida/contracts/default-exchange-rates';
import {
  exchangeRateLimits,
  quoteUnitOf,
  type WorkspaceExchangeRate,
} from '@ollida/contracts/exchange-rates';
import { Plus, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';

/** One rate as the form holds it: the code, and the won per quote unit as typed (per 100 for the yen). */
export interface RateRow {
  currency: string;
  value: string;
  /** A row of the default table (fixed code; empty value = the default rate). */
  isDefault: boolean;
  /** The day the saved rate was set, shown until it changes. */
  savedDate?: string;
}

const defaultCurrencies = Object.keys(defaultWonPerUnit);

const currencyNames = (() => {
  try {
    return new Intl.DisplayNames('ko', { type: 'currency' });
  } catch {
    return null;
  }
})();

function currencyName(code: string): string {
  if (!/^[A-Z]{3}$/.test(code)) return '';
  try {
    const name = currencyNames?.of(code);
    return name === undefined || name === code ? '' : name;
  } catch {
    return '';
  }
}

/** A per-unit rate in the unit the seller types (944.71 for 9.4471 yen), without float noise. */
function displayValue(currency: string, wonPerUnit: number): string {
  const unit = quoteUnitOf(currency);
  return String(Math.round(wonPerUnit * unit * 10_000) / 10_000);
}

/** The rows for saved settings: every default currency (its own rate, if set), then the workspace's others. */
export function rateRowsOf(rates: readonly WorkspaceExchangeRate[] | undefined): RateRow[] {
  const saved = new Map((rates ?? []).map((rate) => [rate.currency, rate]));
  const rowOf = (currency: string, isDefault: boolean): RateRow => {
    const rate = saved.get(currency);
    return {
      currency,
      value: rate ? displayValue(currency, rate.won_per_unit) : '',
      isDefault,
      savedDate: rate?.rate_date,
    };
  };
  const others = (rates ?? [])
    .map((rate) => rate.currency)
    .filter((code) => !defaultCurrencies.includes(code));
  return [...defaultCurrencies.map((code) => rowOf(code, true)), ...others.map((code) => rowOf(code, false))];
}

const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * The rates to save from the rows (rows left empty are not sent: their currency uses the default, or has no rate),
 * with the row each one came from so the contract's issues land on the right field.
 */
export function ratesOfRows(rows: readonly RateRow[]): { rates: WorkspaceExchangeRate[]; rowOf: number[] } {
  const rates: WorkspaceExchangeRate[] = [];
  const rowOf: number[] = [];
  rows.forEach((row, index) => {
    if (row.value.trim() === '' && (row.isDefault || row.currency.trim() === '')) return;
    const currency = row.currency.trim().toUpperCase();
    const typed = toNumber(row.value);
    const unit = quoteUnitOf(currency);
    // Per 100 yen the seller types 2 decimals (944.71); per yen that is 4 (9.4471), which the contract allows.
    const won_per_unit = unit === 1 ? typed : Math.round((typed / unit) * 10_000) / 10_000;
    rates.push({ currency, won_per_unit });
    rowOf.push(index);
  });
  return { rates, rowOf };
}

/** Field errors by row and field, from the contract's issues under `exchange_rates`. */
export interface RateErrors {
  list?: string;
  rows: Record<number, { currency?: string; value?: string }>;
}

export function rateErrorsOf(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  rowOf: readonly number[],
): RateErrors {
  const errors: RateErrors = { rows: {} };
  for (const issue of issues) {
    if (issue.path[0] !== 'exchange_rates') continue;
    const at = issue.path[1];
    if (typeof at !== 'number') {
      errors.list ??= issue.message;
      continue;
    }
    const row = rowOf[at] ?? at;
    const field = issue.path[2] === 'currency' ? 'currency' : 'value';
    errors.rows[row] = { ...errors.rows[row], [field]: errors.rows[row]?.[field] ?? issue.message };
  }
  return errors;
}

const wonFormat = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 2 });

/** `기본 195.09원` (per quote unit: 944.71원 for 100 yen). */
function defaultHint(currency: string): string {
  const wonPerUnit = defaultWonPerUnit[currency];
  return wonPerUnit === undefined ? '' : `기본 ${wonFormat.format(wonPerUnit * quoteUnitOf(currency))}원`;
}

/** `CNY 중국 위안화`, `JPY 일본 엔화 (100엔당)`: the unit is named where it is not 1. */
function rateLabel(currency: string, fallback: string): string {
  const unit = quoteUnitOf(currency);
  const name = currencyName(currency);
  const base = name === '' ? fallback : `${currency} ${name}`;
  return unit === 1 ? base : `${base} (${unit}${currency === 'JPY' ? '엔' : '단위'}당)`;
}

interface ExchangeRateFieldsProps {
  rows: readonly RateRow[];
  errors: RateErrors;
  onChange: (rows: RateRow[]) => void;
}

/**
 * The workspace's exchange rates next to the price rule: each default currency with its published rate as the
 * placeholder (empty = the default), and currencies the seller adds. The source and day of the defaults are named.
 */
export function ExchangeRateFields({ rows, errors, onChange }: ExchangeRateFieldsProps) {
  const setRow = (index: number, change: Partial<RateRow>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...change, savedDate: undefined } : row)));
  const custom = rows.filter((row) => !row.isDefault).length;
  const canAdd =
    rows.filter((row) => !row.isDefault || row.value !== '').length < exchangeRateLimits.maxCurrencies;

  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">환율 (외화 상품)</legend>
      <p className="text-xs text-slate-600">
        외화 상품의 공급가를 1단위당 원(엔화는 100엔당)으로 환산합니다. 비워 두면 기본 환율(기준일{' '}
        {defaultExchangeRateSource.date}, 출처 {defaultExchangeRateSource.name})을 씁니다. 환율이 없는 통화의
        상품은 업로드하지 않습니다.
      </p>
      <div className="grid grid-cols-2 gap-x-3 gap-y-2 sm:grid-cols-3">
        {rows.map((row, index) =>
          row.isDefault ? (
            <TextField
              key={row.currency}
              label={rateLabel(row.currency, row.currency)}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              value={row.value}
              placeholder={displayValue(row.currency, defaultWonPerUnit[row.currency] ?? 0)}
              onValueChange={(value) => setRow(index, { value })}
              hint={
                row.savedDate
                  ? `${row.savedDate} 설정 · ${defaultHint(row.currency)}`
                  : defaultHint(row.currency)
              }
              error={errors.rows[index]?.value}
            />
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: added rows have no identity but their place in the list.
            <div key={`custom-${index}`} className="col-span-2 flex items-start gap-2 sm:col-span-3">
              <div className="w-24 shrink-0">
                <TextField
                  label="통화 코드"
                  value={row.currency}
                  maxLength={3}
                  autoCapitalize="characters"
                  placeholder="TWD"
                  onValueChange={(currency) => setRow(index, { currency: currency.toUpperCase() })}
                  error={errors.rows[index]?.currency}
                />
              </div>
              <div className="min-w-0 flex-1">
                <TextField
                  label={`${/^[A-Z]{3}$/.test(row.currency) ? row.currency : '환율'} (${quoteUnitOf(row.currency)}단위당 원)`}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step="any"
                  value={row.value}
                  onValueChange={(value) => setRow(index, { value })}
                  hint={row.savedDate ? `${row.savedDate} 설정` : undefined}
                  error={errors.rows[index]?.value}
                />
              </div>
              <Button
                variant="ghost"
                size="sm"
                className="mt-7"
                aria-label={`${row.currency || '추가한'} 환율 삭제`}
                onClick={() => onChange(rows.filter((_, at) => at !== index))}
              >
                <X aria-hidden="true" className="size-4" />
              </Button>
            </div>
          ),
        )}
      </div>
      {errors.list && <p className="text-xs font-medium text-red-600">{errors.list}</p>}
      <Button
        variant="secondary"
        size="sm"
        disabled={!canAdd}
        onClick={() => onChange([...rows, { currency: '', value: '', isDefault: false }])}
      >
        <Plus aria-hidden="true" className="size-4" />
        {custom === 0 ? '다른 통화 추가' : '통화 더 추가'}
      </Button>
    </fieldset>
  );
}
