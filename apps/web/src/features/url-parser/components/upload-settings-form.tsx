import { exchangeRateTableOf, wonAt } from '@ollida/contracts/exchange-rates';
import { formatExchangeRate } from '@ollida/contracts/foreign-price';
import { applyPriceRule, roundingUnits } from '@ollida/contracts/price-rule';
import {
  courierCodes,
  courierNames,
  type UploadSettings,
  uploadSettingsSchema,
} from '@ollida/contracts/uploads';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { formatWon } from '../../../lib/format';
import { useUpdateUploadSettings } from '../api/update-upload-settings';
import { callErrorText } from '../lib/messages';
import {
  ExchangeRateFields,
  type RateErrors,
  rateErrorsOf,
  rateRowsOf,
  ratesOfRows,
} from './exchange-rate-fields';

type NumberField =
  | 'margin_percent'
  | 'add_won'
  | 'min_margin_won'
  | 'overseas_cost_won'
  | 'outbound_days'
  | 'default_stock'
  | 'return_fee'
  | 'exchange_fee'
  | 'remote_jeju_fee'
  | 'remote_island_fee';

const numberFields: readonly { name: NumberField; label: string }[] = [
  { name: 'margin_percent', label: '마진율 (%)' },
  { name: 'add_won', label: '추가 금액 (원)' },
  { name: 'min_margin_won', label: '최소 마진 (원)' },
  { name: 'overseas_cost_won', label: '해외 배송·통관비 (원, 외화 상품 개당)' },
  { name: 'outbound_days', label: '출고 소요일 (일)' },
  { name: 'default_stock', label: '기본 재고 (개)' },
  { name: 'return_fee', label: '반품 배송비 (원)' },
  { name: 'exchange_fee', label: '교환 배송비 (원)' },
  { name: 'remote_jeju_fee', label: '제주 추가 배송비 (원, 네이버)' },
  { name: 'remote_island_fee', label: '도서산간 추가 배송비 (원, 네이버)' },
];

type Values = Record<NumberField, string> & {
  rounding_unit: string;
  after_service_phone: string;
  after_service_guide: string;
  courier_code: string;
  /** The store's forbidden words, separated by commas or line breaks. */
  prohibited_words: string;
};

function valuesOf(settings: UploadSettings): Values {
  const { price_rule: rule } = settings;
  return {
    margin_percent: String(rule.margin_percent),
    add_won: String(rule.add_won),
    min_margin_won: String(rule.min_margin_won),
    overseas_cost_won: String(rule.overseas_cost_won ?? 0),
    rounding_unit: String(rule.rounding_unit),
    outbound_days: String(settings.outbound_days),
    default_stock: String(settings.default_stock),
    return_fee: String(settings.return_fee),
    exchange_fee: String(settings.exchange_fee),
    remote_jeju_fee: String(settings.remote_area_fees?.jeju ?? 0),
    remote_island_fee: String(settings.remote_area_fees?.island ?? 0),
    after_service_phone: settings.after_service_phone,
    after_service_guide: settings.after_service_guide,
    courier_code: settings.courier_code,
    prohibited_words: (settings.prohibited_words ?? []).join(', '),
  };
}

/** The words of the field: split on commas and line breaks, blanks dropped. */
function wordsOf(text: string): string[] {
  return text
    .split(/[,\n]/)
    .map((word) => word.trim())
    .filter((word) => word !== '');
}

// An empty field becomes NaN, which the contract refuses with its "숫자로 입력해 주세요" message.
const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * What to save. The overseas cost, the rates and the forbidden words are optional in the contract (a save without them
 * keeps them): they are sent once set, or to clear what was set, so a workspace that never used them saves as before.
 */
function candidateOf(values: Values, exchangeRates: unknown[], saved: UploadSettings) {
  const overseas = toNumber(values.overseas_cost_won);
  const sendOverseas = overseas !== 0 || (saved.price_rule.overseas_cost_won ?? 0) !== 0;
  const sendRates = exchangeRates.length > 0 || (saved.exchange_rates ?? []).length > 0;
  const words = wordsOf(values.prohibited_words);
  const sendWords = words.length > 0 || (saved.prohibited_words ?? []).length > 0;
  return {
    price_rule: {
      margin_percent: toNumber(values.margin_percent),
      add_won: toNumber(values.add_won),
      rounding_unit: toNumber(values.rounding_unit),
      min_margin_won: toNumber(values.min_margin_won),
      ...(sendOverseas ? { overseas_cost_won: overseas } : {}),
    },
    after_service_phone: values.after_service_phone,
    after_service_guide: values.after_service_guide,
    courier_code: values.courier_code,
    outbound_days: toNumber(values.outbound_days),
    default_stock: toNumber(values.default_stock),
    return_fee: toNumber(values.return_fee),
    exchange_fee: toNumber(values.exchange_fee),
    remote_area_fees: { jeju: toNumber(values.remote_jeju_fee), island: toNumber(values.remote_island_fee) },
    ...(sendRates ? { exchange_rates: exchangeRates } : {}),
    ...(sendWords ? { prohibited_words: words } : {}),
  };
}

/** The last path segment names the field, e.g. `price_rule.margin_percent` → `margin_percent`. */
function errorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    // The rates have their own rows (rateErrorsOf).
    if (issue.path[0] === 'exchange_rates') continue;
    const field = issue.path[issue.path.length - 1];
    // A word's error points at the field, not at the word's index.
    const name =
      issue.path[0] === 'prohibited_words'
        ? 'prohibited_words'
        : issue.path[0] === 'remote_area_fees'
          ? `remote_${String(field)}_fee`
          : field;
    if (typeof name === 'string') errors[name] ??= issue.message;
  }
  return errors;
}

const exampleSupplierPrice = 10_000;
/** The foreign example: a ¥100 page, at the form's CNY rate. */
const exampleForeign = { currency: 'CNY', amount: 100 } as const;

/** The workspace's price rule and listing defaults, checked with the server's schema before saving. */
export function UploadSettingsForm({
  workspaceId,
  settings,
}: {
  workspaceId: string;
  settings: UploadSettings;
}) {
  const update = useUpdateUploadSettings(workspaceId);
  const [values, setValues] = useState(() => valuesOf(settings));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [rateRows, setRateRows] = useState(() => rateRowsOf(settings.exchange_rates));
  const [rateErrors, setRateErrors] = useState<RateErrors>({ rows: {} });
  const roundingId = useId();
  const courierId = useId();
  const set = (name: keyof Values) => (value: string) =>
    setValues((current) => ({ ...current, [name]: value }));

  const rates = ratesOfRows(rateRows);
  const parsed = uploadSettingsSchema.safeParse(candidateOf(values, rates.rates, settings));
  const example = parsed.success ? applyPriceRule(parsed.data.price_rule, exampleSupplierPrice) : null;
  const yuan = parsed.success
    ? exchangeRateTableOf(parsed.data.exchange_rates)[exampleForeign.currency]
    : undefined;
  const foreignExample =
    parsed.success && yuan !== undefined
      ? {
          rate: formatExchangeRate(exampleForeign.currency, yuan.wonPerUnit),
          cost: wonAt(exampleForeign.amount, yuan.wonPerUnit),
          overseas: parsed.data.price_rule.overseas_cost_won ?? 0,
        }
      : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!parsed.success) {
      setErrors(errorsOf(parsed.error.issues));
      setRateErrors(rateErrorsOf(parsed.error.issues, rates.rowOf));
      return;
    }
    setErrors({});
    setRateErrors({ rows: {} });
    update.mutate(parsed.data, { onSuccess: (saved) => setRateRows(rateRowsOf(saved.exchange_rates)) });
  }

  const selectClass = 'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm';
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2">
        {numberFields.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            type="number"
            inputMode="decimal"
            value={values[field.name]}
            onValueChange={set(field.name)}
            error={errors[field.name]}
          />
        ))}
        <div className="space-y-1">
          <label htmlFor={roundingId} className="block text-sm font-medium text-slate-700">
            올림 단위
          </label>
          <select
            id={roundingId}
            value={values.rounding_unit}
            onChange={(e) => set('rounding_unit')(e.target.value)}
            className={selectClass}
          >
            {roundingUnits.map((unit) => (
              <option key={unit} value={String(unit)}>
                {formatWon(unit)}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor={courierId} className="block text-sm font-medium text-slate-700">
            택배사
          </label>
          <select
            id={courierId}
            value={values.courier_code}
            onChange={(e) => set('courier_code')(e.target.value)}
            className={selectClass}
          >
            {courierCodes.map((code) => (
              <option key={code} value={code}>
                {courierNames[code]}
              </option>
            ))}
          </select>
          {errors.courier_code && <p className="text-xs font-medium text-red-600">{errors.courier_code}</p>}
        </div>
        <TextField
          label="A/S 전화번호"
          value={values.after_service_phone}
          onValueChange={set('after_service_phone')}
          error={errors.after_service_phone}
          hint="비워 두면 쿠팡은 반품지 연락처를 씁니다."
        />
        <TextField
          label="A/S 안내 문구"
          value={values.after_service_guide}
          onValueChange={set('after_service_guide')}
          error={errors.after_service_guide}
        />
      </div>
      <p className="text-xs text-slate-500">
        제주·도서산간 추가 배송비는 네이버 상품에 붙습니다. 0원이면 추가 배송비를 받지 않습니다. 쿠팡은 WING
        출고지에 택배사별로 등록한 도서산간 배송비를 씁니다.
      </p>
      <TextField
        label="금지어 (쉼표로 구분)"
        value={values.prohibited_words}
        onValueChange={set('prohibited_words')}
        error={errors.prohibited_words}
        hint="상품명에 이 단어가 있으면 업로드 전 검토에서 막습니다. 가품·레플리카 같은 기본 금지어는 따로 넣지 않아도 됩니다."
      />
      <ExchangeRateFields rows={rateRows} errors={rateErrors} onChange={setRateRows} />
      <p className="text-sm text-slate-600">
        {example === null
          ? '규칙을 바르게 입력하면 예시 가격이 표시됩니다.'
          : `예: 공급가 ${formatWon(exampleSupplierPrice)} → 판매가 ${formatWon(example)}`}
      </p>
      {foreignExample && parsed.success && (
        <p className="text-sm text-slate-600">
          {`외화 예: ¥100.00 (${foreignExample.rate}) = ${formatWon(foreignExample.cost)}`}
          {foreignExample.overseas > 0 && ` + 해외 배송·통관비 ${formatWon(foreignExample.overseas)}`}
          {` → 판매가 ${formatWon(applyPriceRule(parsed.data.price_rule, foreignExample.cost + foreignExample.overseas))}`}
        </p>
      )}
      {update.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {callErrorText(update.error)}
        </p>
      )}
      {update.isSuccess && (
        <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-800">
          업로드 설정을 저장했습니다.
        </p>
      )}
      <Button type="submit" className="w-full" disabled={update.isPending}>
        {update.isPending ? '저장하는 중...' : '저장'}
      </Button>
    </form>
  );
}
