import type { UploadedProduct } from '@ollida/contracts/uploaded-products';
import type { ListingStates } from '../hooks/use-listing-states';

/** What a row (table line or grid card) can ask the page to do. */
export interface RowHandlers {
  onShowResponse: (product: UploadedProduct) => void;
  onShowRequest: (product: UploadedProduct) => void;
  onResend: (product: UploadedProduct) => void;
  states: ListingStates;
}
