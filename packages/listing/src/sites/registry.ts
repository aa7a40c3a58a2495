import type { SiteAdapter } from '../adapter.ts';
import { alibaba1688Adapter } from './alibaba-1688.ts';
import { aliExpressAdapter } from './aliexpress.ts';
import { cafe24Adapter } from './cafe24.ts';
import { coupangAdapter } from './coupang.ts';
import { domeggookAdapter } from './domeggook.ts';
import { godomallAdapter } from './godomall.ts';
import { makeshopAdapter } from './makeshop.ts';
import { ownerclanAdapter } from './ownerclan.ts';
import { smartStoreAdapter } from './smartstore.ts';

/**
 * Every site adapter, in fingerprint order (host matches are tried first, see `pickAdapter`): marketplaces and
 * suppliers with their own embedded state first, then the shop engines, whose markers are looser. 고도몰 comes
 * before Cafe24: its order form is specific, while Cafe24 module markup can turn up pasted into other shops' pages.
 */
export const SITE_ADAPTERS: readonly SiteAdapter[] = [
  domeggookAdapter,
  ownerclanAdapter,
  smartStoreAdapter,
  coupangAdapter,
  alibaba1688Adapter,
  aliExpressAdapter,
  godomallAdapter,
  cafe24Adapter,
  makeshopAdapter,
];
