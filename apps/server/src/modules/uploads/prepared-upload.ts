import { errorCodes } from '@ollida/contracts/errors';
import type { ProductDetails } from '@ollida/contracts/product-details';
import type { UploadSettings } from '@ollida/contracts/uploads';
import { MappingError } from '@ollida/listing/marketplace/mapping-error';
import { Invalid } from '../../platform/domain-errors.ts';
import type { UploadedProductUpdate, UploadWorkspaceRow } from './uploads.repo.ts';

/** What a platform's preparation starts from. */
export interface UploadInput {
  workspace: UploadWorkspaceRow;
  details: ProductDetails;
  categoryId: string | undefined;
  settings: UploadSettings;
  confirmDuplicate: boolean;
}

/** How the marketplace took the request: a new listing, or one it already had under the same seller code. */
export interface SubmitResult {
  outcome: 'created' | 'existing' | 'recovered';
  /** Ids, links and the marketplace's answer to record on the attempt. */
  update: UploadedProductUpdate;
}

/** A request built for one claimed attempt; `submit` sends exactly this request, once. */
export interface BuiltRequest {
  /** Recorded on the attempt before it is sent. */
  request: Record<string, unknown>;
  /** The draft as listed when it differs from the one uploaded (pictures moved to Ollida's origin); recorded too. */
  details?: ProductDetails;
  submit(): Promise<SubmitResult>;
}

/**
 * Everything checked and looked up before an attempt is written (keys, store settings, category, a mapping of the
 * draft), so a draft the marketplace cannot take leaves no row behind.
 */
export interface PreparedUpload {
  /** Store facts the attempt row carries from the start. */
  rowValues: UploadedProductUpdate;
  /** Builds the request for the claimed attempt (Naver re-uploads the images here). */
  build(attemptId: string): Promise<BuiltRequest>;
}

/** Runs a mapper; its `MappingError` becomes the seller-facing 400 `draft_incomplete`. */
export function mapDraft<T>(map: () => T): T {
  try {
    return map();
  } catch (error) {
    if (error instanceof MappingError) throw new Invalid(error.message, errorCodes.draftIncomplete);
    throw error;
  }
}

/** A JSON object copy of a request, for the jsonb column. */
export function asRecord(value: object): Record<string, unknown> {
  return { ...value };
}
