import type { SiteAdapter } from '../adapter.ts';
import { alibaba1688Adapter } from './alibaba-1688.ts';
import { aliExpressAdapter } from './aliexpress.ts';
import { amazonAdapter } from './amazon.ts';
import { cafe24Adapter } from './cafe24.ts';
import { coupangAdapter } from './coupang.ts';
import { domeggookAdapter } from './domeggook.ts';
import { firstmallAdapter } from './firstmall.ts';
import { godomallAdapter } from './godomall.ts';
import { makeshopAdapter } from './makeshop.ts';
import { onlinePowersAdapter } from './onlinepowers.ts';
import { ownerclanAdapter } from './ownerclan.ts';
import { smartStoreAdapter } from './smartstore.ts';
import { taobaoAdapter } from './taobao.ts';
import { youngcartAdapter } from './youngcart.ts';

/**
 * Every site adapter, in fingerprint order (host matches are tried first, see `pickAdapter`): marketplaces and
 * suppliers with their own embedded state first, then the shop engines, whose markers are looser. 고도몰 comes
 * before Cafe24: its order form is specific, while Cafe24 module markup can turn up pasted into other shops' pages.
 * 영카트 and 퍼스트몰 come first of the shop engines: their buy forms plus config variables are specific, and 영카트4
 * skins have been seen carrying Cafe24's `path_role` meta.
 */
export const SITE_ADAPTERS: readonly SiteAdapter[] = [
  domeggookAdapter,
  ownerclanAdapter,
  smartStoreAdapter,
  coupangAdapter,
  alibaba1688Adapter,
  aliExpressAdapter,
  taobaoAdapter,
  amazonAdapter,
  youngcartAdapter,
  firstmallAdapter,
  godomallAdapter,
  cafe24Adapter,
  makeshopAdapter,
  onlinePowersAdapter,
];
