import { z } from 'zod';
import { calendarDateSchema } from './calendar-date.ts';
import { defaultExchangeRateSource, defaultWonPerUnit } from './default-exchange-rates.ts';

/** Bounds of a workspace's own exchange rates (upload settings). */
export const exchangeRateLimits = {
  /** Currencies one workspace may set. */
  maxCurrencies: 20,
  /** Won per one unit: the dearest traded currency (KWD) is about 4,800원; anything far above is a typo. */
  maxWonPerUnit: 100_000,
  /** Decimal places a rate may have (the yen per 1 yen needs 4: 9.4471). */
  decimals: 4,
} as const;

/** Where an applied rate came from, as the seller reads it after "출처". */
export const workspaceRateSourceName = '워크스페이스 설정';

/** Currencies Korean banks quote per 100 units (100엔당 944.71원); stored and applied per 1 unit. */
const quotedPer100: ReadonlySet<string> = new Set(['JPY', 'IDR', 'VND']);

/** How many units a rate is shown for: 100 for the yen (and rupiah, dong), else 1. */
export function quoteUnitOf(currency: string): 1 | 100 {
  return quotedPer100.has(currency) ? 100 : 1;
}

/** The runtime's ISO 4217 list when it has one (every current browser and Node do); null falls back to the pattern. */
const isoCurrencies: ReadonlySet<string> | null = (() => {
  try {
    return typeof Intl.supportedValuesOf === 'function' ? new Set(Intl.supportedValuesOf('currency')) : null;
  } catch {
    return null;
  }
})();

/** A currency code a rate can be set for: ISO 4217, upper case, not the won itself. */
export const currencyCodeSchema = z
  .string({ message: '통화 코드를 입력해 주세요.' })
  .regex(/^[A-Z]{3}$/, {
    message: '통화 코드는 USD, CNY처럼 영문 대문자 3자리로 입력해 주세요.',
    abort: true,
  })
  .refine((code) => code !== 'KRW', { message: '원화(KRW)는 환율을 정하지 않아도 됩니다.', abort: true })
  .refine((code) => isoCurrencies === null || isoCurrencies.has(code), {
    message: '알 수 없는 통화 코드입니다. ISO 4217 코드(예: USD, CNY, JPY)로 입력해 주세요.',
  });

function hasAtMostDecimals(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** `YYYY-MM-DD`, a real calendar day. */
const isoDate = calendarDateSchema({
  format: '날짜는 YYYY-MM-DD 형식이어야 합니다.',
  invalid: '없는 날짜입니다.',
});

/** One rate a workspace owner set: won per 1 unit of the currency (the yen per 1 yen, though shown per 100). */
export const exchangeRateSchema = z.object({
  currency: currencyCodeSchema,
  won_per_unit: z
    .number({ message: '환율을 숫자로 입력해 주세요.' })
    .positive('환율은 0원보다 커야 합니다.')
    .max(exchangeRateLimits.maxWonPerUnit, '환율은 1단위당 100,000원 이하여야 합니다.')
    .refine(
      (value) => hasAtMostDecimals(value, exchangeRateLimits.decimals),
      '환율은 소수점 넷째 자리까지 입력할 수 있습니다.',
    ),
  /** The day the rate was set (KST); written by the server when the rate changes, ignored when sent. */
  rate_date: isoDate.optional(),
});
export type WorkspaceExchangeRate = z.infer<typeof exchangeRateSchema>;

/** A workspace's own rates: each currency once, at most 20; currencies not listed use the defaults. */
export const exchangeRatesSchema = z
  .array(exchangeRateSchema, { message: '환율 목록 형식이 올바르지 않습니다.' })
  .max(
    exchangeRateLimits.maxCurrencies,
    `환율은 통화 ${exchangeRateLimits.maxCurrencies}개까지 정할 수 있습니다.`,
  )
  .superRefine((rates, context) => {
    const seen = new Set<string>();
    rates.forEach((rate, index) => {
      if (seen.has(rate.currency)) {
        context.addIssue({
          code: 'custom',
          path: [index, 'currency'],
          message: `${rate.currency} 환율이 두 번 들어 있습니다. 통화마다 한 번만 입력해 주세요.`,
        });
      }
      seen.add(rate.currency);
    });
  });

/** A rate as conversion applies it, with where it came from. */
export interface AppliedExchangeRate {
  /** Won per 1 unit. */
  wonPerUnit: number;
  /** The rate's day (YYYY-MM-DD), null when unknown. */
  rateDate: string | null;
  /** Short Korean name of the source (defaults: the published table; else the workspace's settings). */
  source: string;
}

/** Rates by ISO code; a currency that is missing has no rate and is refused, never guessed. */
export type ExchangeRateTable = Readonly<Record<string, AppliedExchangeRate>>;

/** The published default rates (default-exchange-rates.ts) with their date and source. */
export const defaultExchangeRateTable: ExchangeRateTable = Object.freeze(
  Object.fromEntries(
    Object.entries(defaultWonPerUnit).map(([currency, wonPerUnit]) => [
      currency,
      { wonPerUnit, rateDate: defaultExchangeRateSource.date, source: defaultExchangeRateSource.name },
    ]),
  ),
);

/** The table a workspace converts with: the defaults, each replaced or extended by the workspace's own rate. */
export function exchangeRateTableOf(
  workspaceRates: readonly WorkspaceExchangeRate[] | undefined,
): ExchangeRateTable {
  const table: Record<string, AppliedExchangeRate> = { ...defaultExchangeRateTable };
  for (const rate of workspaceRates ?? []) {
    table[rate.currency] = {
      wonPerUnit: rate.won_per_unit,
      rateDate: rate.rate_date ?? null,
      source: workspaceRateSourceName,
    };
  }
  return table;
}

/** Naver's (and Coupang's) highest price; a conversion never goes above it. */
const maxWon = 999_999_990;

/**
 * `amount` of a currency in whole won at `wonPerUnit` (half up). Both factors are scaled to integers first, so
 * 149 × 195.09 is exactly 29,068.41 before rounding; 0 for no amount or no rate, capped at the marketplace maximum.
 */
export function wonAt(amount: number, wonPerUnit: number): number {
  if (!Number.isFinite(amount) || !Number.isFinite(wonPerUnit) || amount <= 0 || wonPerUnit <= 0) return 0;
  const scaled = Math.round(amount * 10_000) * Math.round(wonPerUnit * 10_000);
  return Math.min(maxWon, Math.round(scaled / 100_000_000));
}
