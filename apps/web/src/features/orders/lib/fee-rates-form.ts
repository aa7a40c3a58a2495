import { type FeeRates, feeRatesSchema } from '@ollida/contracts/orders';

export interface CategoryRow {
  key: number;
  category: string;
  percent: string;
}

export interface FeeRatesForm {
  defaultPercent: string;
  rows: CategoryRow[];
}

/** Field errors keyed `default`, `category-{key}`, `percent-{key}`, and `form` for the whole list. */
export type FeeRatesErrors = Record<string, string>;

function toNumber(text: string): number | string {
  const trimmed = text.trim();
  if (trimmed === '') return '수수료율을 입력해 주세요.';
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : '수수료율은 숫자여야 합니다.';
}

/** The form as the API takes it, or the Korean reason of each field that is wrong (the contract's own messages). */
export function readFeeRatesForm(form: FeeRatesForm): { rates: FeeRates } | { errors: FeeRatesErrors } {
  const errors: FeeRatesErrors = {};
  const defaultPercent = toNumber(form.defaultPercent);
  if (typeof defaultPercent === 'string') errors.default = defaultPercent;
  const categories = form.rows.map((row) => {
    const percent = toNumber(row.percent);
    if (typeof percent === 'string') errors[`percent-${row.key}`] = percent;
    return { category: row.category, percent: typeof percent === 'number' ? percent : 0 };
  });
  const parsed = feeRatesSchema.safeParse({
    default_percent: typeof defaultPercent === 'number' ? defaultPercent : 0,
    categories,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [field, index, part] = issue.path;
      const row = typeof index === 'number' ? form.rows[index] : undefined;
      const key =
        field === 'default_percent' ? 'default' : row && part ? `${String(part)}-${row.key}` : 'form';
      errors[key] ??= issue.message;
    }
  }
  const seen = new Set<string>();
  for (const row of form.rows) {
    const name = row.category.trim();
    if (name && seen.has(name)) errors[`category-${row.key}`] ??= '같은 카테고리가 이미 있습니다.';
    seen.add(name);
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { errors };
  return { rates: parsed.data };
}

export function formOf(rates: FeeRates): FeeRatesForm {
  return {
    defaultPercent: String(rates.default_percent),
    rows: rates.categories.map((item, key) => ({
      key,
      category: item.category,
      percent: String(item.percent),
    })),
  };
}
