import { localeAmount } from '../numbers.ts';
import { decodeEntities } from '../text.ts';

/** An amount as the page shows it, in `currency` (ISO 4217). */
export interface Money {
  amount: number;
  currency: string;
}

/** The currency each Amazon storefront prices in, by the host's ending (longest endings first). */
const storefrontCurrencies: readonly (readonly [string, string])[] = [
  ['amazon.com.au', 'AUD'],
  ['amazon.com.br', 'BRL'],
  ['amazon.com.mx', 'MXN'],
  ['amazon.com.tr', 'TRY'],
  ['amazon.com.be', 'EUR'],
  ['amazon.co.uk', 'GBP'],
  ['amazon.co.jp', 'JPY'],
  ['amazon.co.za', 'ZAR'],
  ['amazon.com', 'USD'],
  ['amazon.ca', 'CAD'],
  ['amazon.de', 'EUR'],
  ['amazon.es', 'EUR'],
  ['amazon.fr', 'EUR'],
  ['amazon.it', 'EUR'],
  ['amazon.nl', 'EUR'],
  ['amazon.ie', 'EUR'],
  ['amazon.se', 'SEK'],
  ['amazon.pl', 'PLN'],
  ['amazon.ae', 'AED'],
  ['amazon.sa', 'SAR'],
  ['amazon.eg', 'EGP'],
  ['amazon.in', 'INR'],
  ['amazon.sg', 'SGD'],
  ['amazon.cn', 'CNY'],
];

/** The storefront's own currency; USD for an unknown Amazon host (amazon.com is the default store). */
export function storefrontCurrency(host: string): string {
  for (const [ending, currency] of storefrontCurrencies) {
    if (host === ending || host.endsWith(`.${ending}`)) return currency;
  }
  return 'USD';
}

const isoCodes = /\b(USD|EUR|GBP|JPY|CAD|AUD|MXN|BRL|INR|CNY|SEK|PLN|TRY|AED|SAR|EGP|SGD|ZAR|KRW)\b/;

/**
 * Symbols that name one currency wherever they appear; `$`, `¥` and `kr` depend on the storefront. A symbol comes
 * before every shorter one it contains ("US$" holds "S$"), since the first one found wins.
 */
const symbols: readonly (readonly [string, string])[] = [
  ['R$', 'BRL'],
  ['CDN$', 'CAD'],
  ['C$', 'CAD'],
  ['AU$', 'AUD'],
  ['A$', 'AUD'],
  ['MX$', 'MXN'],
  ['US$', 'USD'],
  ['S$', 'SGD'],
  ['€', 'EUR'],
  ['£', 'GBP'],
  ['₹', 'INR'],
  ['₺', 'TRY'],
  ['zł', 'PLN'],
  ['₩', 'KRW'],
];

function currencyOf(text: string, host: string): string {
  const code = isoCodes.exec(text)?.[1];
  if (code !== undefined) return code;
  for (const [symbol, currency] of symbols) if (text.includes(symbol)) return currency;
  const local = storefrontCurrency(host);
  if (text.includes('¥') || text.includes('￥')) return local === 'CNY' ? 'CNY' : 'JPY';
  // A bare `$` is the storefront's dollar (USD on amazon.com, CAD on amazon.ca…), or USD on a non-dollar store.
  if (text.includes('$')) return ['CAD', 'AUD', 'MXN', 'SGD'].includes(local) ? local : 'USD';
  return local;
}

/** Price text such as "$29.99", "225,00 €", "EUR 7,76" or "￥1,980" read into amount and currency. */
export function parseMoney(raw: string | null | undefined, host: string): Money | null {
  if (raw === null || raw === undefined) return null;
  const text = decodeEntities(raw).slice(0, 200);
  const amount = localeAmount(text);
  return amount === null ? null : { amount, currency: currencyOf(text, host) };
}

/** Every amount in a text with its currency ("$12.99 - $24.99" gives two), at most `limit`. */
export function moneysIn(raw: string, host: string, limit = 4): Money[] {
  const text = decodeEntities(raw).slice(0, 400);
  const found: Money[] = [];
  // Amounts are split on range dashes; each piece carries its own symbol.
  for (const piece of text.split(/\s[-–]\s/).slice(0, limit)) {
    const money = parseMoney(piece, host);
    if (money !== null) found.push(money);
  }
  return found;
}
