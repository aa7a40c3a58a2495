import type { SiteAdapter } from '../adapter.ts';
import { parsePrice } from '../numbers.ts';
import type { Page } from '../page.ts';
import type { PartialFields } from '../source-product.ts';
import { cleanText } from '../text.ts';
import { onlinePowersOptions } from './onlinepowers-options.ts';
import { presentFields } from './shop-text.ts';

/** The item script of the engine's detail page: `var item = {'itemId': …, 'itemUserCode': …}` and `itemOptions`. */
function itemScript(page: Page): string | null {
  if (!page.html.includes('itemUserCode') || !page.html.includes('itemOptions')) return null;
  return (
    page.scripts().find(({ text }) => text.includes("'itemUserCode'") && text.includes('itemOptions'))
      ?.text ?? null
  );
}

/** `'price' : Number('10900'…)` of the item script: what the buyer pays after the shop's instant discount. */
function itemPrice(script: string): number | null {
  return parsePrice(/'price'\s*:\s*Number\('([\d,]{1,15})'/.exec(script)?.[1]);
}

function extractOnlinePowers(page: Page): PartialFields {
  const script = itemScript(page) ?? '';
  const code = /'itemUserCode'\s*:\s*'([\w-]{1,40})'/.exec(script)?.[1] ?? null;
  return presentFields({
    name: cleanText(page.$('#itemTitle').first().text()),
    salePrice: itemPrice(script),
    options: onlinePowersOptions(script),
    soldOut: /'isItemSoldOut'\s*:\s*'true'\s*==\s*'true'/.test(script) ? true : null,
    supplierItemId: code,
  });
}

/**
 * Shops on 온라인파워스 (OnlinePowers; several local-government 장터 malls, `/products/view/G…`): the item and its
 * options are script literals; pictures, delivery and the description are left to the generic readers.
 */
export const onlinePowersAdapter: SiteAdapter = {
  id: 'onlinepowers',
  displayName: '온라인파워스',
  matchesHost: () => false,
  matchesPage: (page) => itemScript(page) !== null,
  extract: (page) => ({ fields: extractOnlinePowers(page) }),
};
