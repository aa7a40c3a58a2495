import type { ProductDetails } from '@ollida/contracts/product-details';
import type { SyncAction } from './sync-changes.ts';

/** A change the marketplace could not take, with the reason in Korean (shown on the event). */
export class ActionRefused extends Error {}

/** Changes one listing on its marketplace: stop or resume the whole product or one option, or set a price. */
export interface ListingActions {
  /** Answers the marketplace's message. */
  apply(option: string | null, action: SyncAction, options?: { force?: boolean }): Promise<string>;
}

/** The listing as the actions need it: where it lives and the draft it was uploaded from. */
export interface ListingRef {
  platform: 'coupang' | 'naver';
  sellerProductId: string | null;
  originProductNo: string | null;
  draft: ProductDetails;
}
