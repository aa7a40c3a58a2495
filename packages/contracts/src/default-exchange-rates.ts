/**
 * The exchange rates a workspace converts foreign supplier prices with until its owner sets its own (upload settings).
 * One published set, one date, kept here and nowhere else: update the date, the source and every figure together.
 *
 * Source: the euro foreign exchange reference rates of the European Central Bank for 2025-08-29
 * (https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/html/index.en.html;
 * that day 1 EUR = 1,622.26 KRW = 1.1658 USD = 8.3155 CNY = 171.72 JPY = 0.8668 GBP = 9.0877 HKD = 21.7935 MXN =
 * 1.7865 AUD = 1.6031 CAD = 1.4987 SGD). Won per unit = KRW per euro ÷ the currency per euro, rounded to 2 decimals
 * (the yen to 4: it is quoted per 100 yen, 944.71원). The ECB publishes the won among its 30 reference currencies, so one
 * day's table gives every rate below on the same footing; a Korean bank's 매매기준율 of that day differs by a few
 * tenths of a percent.
 */
export const defaultExchangeRateSource = {
  /** What the seller reads after "출처". */
  name: '유럽중앙은행(ECB) 기준환율',
  /** The publication day of every figure below (YYYY-MM-DD). */
  date: '2025-08-29',
  url: 'https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/html/index.en.html',
} as const;

/** Won per one unit of each currency (the yen per 1 yen, not per 100). */
export const defaultWonPerUnit: Readonly<Record<string, number>> = {
  CNY: 195.09,
  USD: 1391.54,
  EUR: 1622.26,
  JPY: 9.4471,
  GBP: 1871.55,
  HKD: 178.51,
  MXN: 74.44,
  AUD: 908.07,
  CAD: 1011.95,
  SGD: 1082.44,
};
