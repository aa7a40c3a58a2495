import {
  type ExchangeRateTable,
  exchangeRateSchema,
  exchangeRateTableOf,
  type WorkspaceExchangeRate,
} from '@ollida/contracts/exchange-rates';
import { defaultPriceRule, type PriceRule } from '@ollida/contracts/price-rule';
import {
  courierCodes,
  prohibitedWordLimits,
  type RemoteAreaFees,
  type UploadSettings,
} from '@ollida/contracts/uploads';
import type { WorkspaceAccess } from '../workspaces/index.ts';
import type { UploadSettingsRow, UploadSettingsValues, UploadsRepo } from './uploads.repo.ts';

/** What a store lists with until its owner saves settings (fees: docs/product/workspaces-and-stores.md#limits; CJ대한통운 is the common courier). */
export const defaultUploadSettings: UploadSettings = {
  price_rule: defaultPriceRule,
  // Empty: Coupang falls back to the return center's contact; Naver asks for one before the first upload.
  after_service_phone: '',
  after_service_guide: '상품 A/S는 판매자 고객센터로 문의해 주세요.',
  courier_code: 'CJGLS',
  outbound_days: 2,
  default_stock: 999,
  return_fee: 3000,
  exchange_fee: 6000,
  // The fees most Korean stores charge; the seller sees them in settings and in every review, and may set 0.
  remote_area_fees: { jeju: 3000, island: 5000 },
};

const settingsDenied = '업로드 설정은 소유자나 관리자만 바꿀 수 있습니다.';

function isCourier(code: string): code is UploadSettings['courier_code'] {
  return (courierCodes as readonly string[]).includes(code);
}

function isRoundingUnit(unit: number): unit is PriceRule['rounding_unit'] {
  return unit === 10 || unit === 100 || unit === 1000;
}

type StoredRate = UploadSettingsRow['exchangeRates'][number];

/** The stored rates that still pass the contract (a row edited by hand never reaches a conversion unchecked). */
function storedRates(row: UploadSettingsRow | undefined): WorkspaceExchangeRate[] {
  const rates: unknown = row?.exchangeRates;
  if (!Array.isArray(rates)) return [];
  return rates.flatMap((rate) => {
    const parsed = exchangeRateSchema.safeParse(rate);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The contract shape of a stored row; a value an older version stored out of range falls back to the default. */
export function settingsFromRow(row: UploadSettingsRow): UploadSettings {
  const rates = storedRates(row);
  return {
    price_rule: {
      // Stored × 100 so 12.5% survives an integer column exactly.
      margin_percent: row.marginPercent / 100,
      add_won: row.addWon,
      rounding_unit: isRoundingUnit(row.roundingUnit) ? row.roundingUnit : defaultPriceRule.rounding_unit,
      min_margin_won: row.minMarginWon,
      // Optional in the contract: left out while 0, as the rule was before foreign prices were converted.
      ...(row.overseasCostWon > 0 ? { overseas_cost_won: row.overseasCostWon } : {}),
    },
    after_service_phone: row.afterServicePhone,
    after_service_guide: row.afterServiceGuide,
    courier_code: isCourier(row.courierCode) ? row.courierCode : defaultUploadSettings.courier_code,
    outbound_days: row.outboundDays,
    default_stock: row.defaultStock,
    return_fee: row.returnFee,
    exchange_fee: row.exchangeFee,
    ...(rates.length > 0 ? { exchange_rates: rates } : {}),
    ...(storedWords(row).length > 0 ? { prohibited_words: storedWords(row) } : {}),
    remote_area_fees: { jeju: row.remoteJejuFee, island: row.remoteIslandFee },
  };
}

/** The stored words that are still valid words (an older or hand-edited row may hold anything). */
function storedWords(row: UploadSettingsRow | undefined): string[] {
  const words: unknown = row?.prohibitedWords;
  if (!Array.isArray(words)) return [];
  return words
    .filter((word): word is string => typeof word === 'string' && word.trim() !== '')
    .slice(0, prohibitedWordLimits.words);
}

/** Today in Korea (YYYY-MM-DD): the day a rate was set, as the seller reads it. */
function koreanDate(now: Date): string {
  return new Date(now.getTime() + 9 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * The rates to store: a rate whose value did not change keeps its day, a new or changed one gets today's (the
 * server's clock, whatever the client sent).
 */
function datedRates(
  rates: readonly WorkspaceExchangeRate[],
  previous: readonly WorkspaceExchangeRate[],
  now: Date,
): StoredRate[] {
  return rates.map(({ currency, won_per_unit }) => {
    const before = previous.find((rate) => rate.currency === currency);
    const rate_date =
      before?.rate_date !== undefined && before.won_per_unit === won_per_unit
        ? before.rate_date
        : koreanDate(now);
    return { currency, won_per_unit, rate_date };
  });
}

/** The stored remote-area fees, or the defaults before the first save. */
function remoteFeesOf(row: UploadSettingsRow | undefined): RemoteAreaFees {
  return row === undefined
    ? (defaultUploadSettings.remote_area_fees ?? { jeju: 0, island: 0 })
    : { jeju: row.remoteJejuFee, island: row.remoteIslandFee };
}

function remoteFeeValues(
  fees: RemoteAreaFees,
): Pick<UploadSettingsValues, 'remoteJejuFee' | 'remoteIslandFee'> {
  return { remoteJejuFee: fees.jeju, remoteIslandFee: fees.island };
}

function rowValues(
  settings: UploadSettings,
  now: Date,
  stored: UploadSettingsRow | undefined,
): UploadSettingsValues {
  return {
    marginPercent: Math.round(settings.price_rule.margin_percent * 100),
    addWon: settings.price_rule.add_won,
    roundingUnit: settings.price_rule.rounding_unit,
    minMarginWon: settings.price_rule.min_margin_won,
    afterServicePhone: settings.after_service_phone,
    afterServiceGuide: settings.after_service_guide,
    courierCode: settings.courier_code,
    outboundDays: settings.outbound_days,
    defaultStock: settings.default_stock,
    returnFee: settings.return_fee,
    exchangeFee: settings.exchange_fee,
    // Left out of a save (an older client): kept as stored.
    overseasCostWon: settings.price_rule.overseas_cost_won ?? stored?.overseasCostWon ?? 0,
    exchangeRates:
      settings.exchange_rates === undefined
        ? (stored?.exchangeRates ?? [])
        : datedRates(settings.exchange_rates, storedRates(stored), now),
    // Each word once, in the order the seller wrote them.
    prohibitedWords:
      settings.prohibited_words === undefined ? storedWords(stored) : [...new Set(settings.prohibited_words)],
    ...remoteFeeValues(settings.remote_area_fees ?? remoteFeesOf(stored)),
    updatedAt: now,
  };
}

/** Upload settings of a store: any member reads them, owners and admins change them. */
export function createUploadSettingsService(deps: {
  repo: UploadsRepo;
  access: WorkspaceAccess;
  clock: () => Date;
}) {
  const { repo, access, clock } = deps;

  /** The store's settings, defaults when never saved; no permission check (the caller made it). */
  async function settingsOf(workspaceId: string): Promise<UploadSettings> {
    const row = await repo.findSettings(workspaceId);
    return row === undefined ? defaultUploadSettings : settingsFromRow(row);
  }

  return {
    settingsOf,

    async read(userId: string, workspaceId: string): Promise<UploadSettings> {
      await access.roleOf(userId, workspaceId);
      return settingsOf(workspaceId);
    },

    async save(userId: string, workspaceId: string, settings: UploadSettings): Promise<UploadSettings> {
      await access.require(userId, workspaceId, 'manageSettings', settingsDenied);
      const stored = await repo.findSettings(workspaceId);
      return settingsFromRow(await repo.saveSettings(workspaceId, rowValues(settings, clock(), stored)));
    },

    /** The rates a member's parse converts with: 404 outside the workspace, the defaults where it set none. */
    async exchangeRatesForMember(userId: string, workspaceId: string): Promise<ExchangeRateTable> {
      await access.roleOf(userId, workspaceId);
      return exchangeRateTableOf((await settingsOf(workspaceId)).exchange_rates);
    },
  };
}

export type UploadSettingsService = ReturnType<typeof createUploadSettingsService>;
