import type { Delivery, PriceTier, ShopProduct } from '../shop/catalogue-types.ts';
import { domeggookOptionCodes } from '../shop/render-domeggook.ts';

/**
 * `price.dome` as getItemView writes it: a plain number when one price applies to every quantity, else the
 * documented tier string "1+3800|20+3500|50+3300" (from 1 piece 3,800, from 20 pieces 3,500, …).
 */
export function domePriceValue(tiers: readonly PriceTier[], fallback: number): number | string {
  if (tiers.length <= 1) return tiers[0]?.unitPrice ?? fallback;
  return tiers.map((tier) => `${tier.minQuantity}+${tier.unitPrice}`).join('|');
}

/** 도매매 (market=supply) sells single pieces for drop shipping, a little above the first 도매꾹 tier. */
export function supplyPriceOf(product: ShopProduct): number {
  return Math.ceil((product.salePrice * 1.1) / 100) * 100;
}

const PAY_LABELS: Record<Delivery['payType'], string> = { free: '무료', prepaid: '선결제', cod: '착불' };

/** The per-market fee group: a fixed `fee`, or a quantity table `tbl` in the same `qty+fee|…` shape as prices. */
function feeGroup(delivery: Delivery): Record<string, unknown> {
  if (delivery.payType === 'free') return { type: '무료', fee: 0 };
  const per = delivery.perQuantity;
  if (per !== undefined) {
    // 수량별 비례: one more fee for every further box of `per` pieces.
    const tbl = [1, per + 1, 2 * per + 1].map((from, box) => `${from}+${delivery.fee * (box + 1)}`).join('|');
    return { type: '수량별', tbl };
  }
  return { type: '고정', fee: delivery.fee };
}

/**
 * The `deli` group. Field names follow public getItemView clients (method, pay, dome/supply {type, fee|tbl},
 * merge, feeExtra); the Korean `pay`/`type` words are the sandbox's reading of the site's labels, not documented.
 */
export function deliveryGroup(delivery: Delivery): Record<string, unknown> {
  const group = feeGroup(delivery);
  return {
    method: delivery.method,
    pay: PAY_LABELS[delivery.payType],
    dome: group,
    supply: group,
    wating: '2',
    periodDeli: '2',
    sendAvg: '1.8',
    fastDeli: 'n',
    merge: { enable: 'y' },
    feeExtra: {
      jeju: String(delivery.remoteExtra ?? 0),
      islands: String(delivery.remoteExtra ?? 0),
      useDeliPro: delivery.perQuantity === undefined ? 'n' : 'y',
    },
    fromOversea: 'n',
    reqCcno: 'n',
  };
}

/** A retired option kept in the data as fully hidden (hid 2), as sellers leave them; clients must drop it. */
function retiredOption(product: ShopProduct, codes: readonly string[]): [string, Record<string, string>] {
  const single = (product.options?.groups.length ?? 1) === 1;
  const code = single ? String(codes.length) : `${codes.length}_00`;
  const name = single ? '구형 (단종)' : '구형/단종';
  return [code, { name, dom: '1', sup: '1', hid: '2', domPrice: '0', supPrice: '0', qty: '0' }];
}

/**
 * `selectOpt` is a JSON *string* in getItemView (public clients `JSON.parse` it): option groups in `set` and one
 * entry per code in `data` with `hid` (0 shown, 1 sold out, 2 hidden), the price delta and stock, numbers as
 * strings. Codes match the product page's ItemOptionController ("0","1" single, "0_00" combination).
 */
export function selectOptValue(product: ShopProduct): string | undefined {
  const options = product.options;
  if (options === undefined) return undefined;
  const codes = domeggookOptionCodes(product);
  const data: Record<string, Record<string, string>> = {};
  options.variants.forEach((variant, index) => {
    data[codes[index] ?? String(index)] = {
      name: variant.values.join('/'),
      dom: '1',
      sup: '1',
      hid: variant.stock === 0 ? '1' : '0',
      domPrice: String(variant.priceDelta),
      supPrice: String(variant.priceDelta),
      qty: String(variant.stock),
    };
  });
  if (product.quirks.includes('hidden-option')) {
    const [code, entry] = retiredOption(product, codes);
    data[code] = entry;
  }
  const set = options.groups.map((name, group) => ({
    name,
    opts: [...new Set(options.variants.map((variant) => variant.values[group] ?? ''))],
  }));
  return JSON.stringify({
    type: options.groups.length === 1 ? 'selectOne' : 'combination',
    optSort: options.groups.join('/'),
    set,
    data,
  });
}
