// The uploads module's public surface: other modules, the app and the test kits import these, never its files.
export { sharedCoupangMetaCache } from './category-lookup.ts';
export { coupangResponse, mapCoupangDraft } from './coupang-upload.ts';
export { firstItemPriceColumns } from './first-item-prices.ts';
export { coupangClientOf, naverClientOf, type StoreClientDeps } from './store-clients.ts';
export { assertComplete, createUploadService, type UploadService } from './upload.service.ts';
export { isMarketplaceRefusal, thumbnailOf } from './upload-attempts.ts';
export { createUploadPayloads } from './upload-payloads.ts';
export { defaultUploadSettings } from './upload-settings.ts';
export { uploadResponse } from './upload-view.ts';
export {
  createUploadsRepo,
  type ListingUpdate,
  type UploadedProductRow,
  type UploadWorkspaceRow,
} from './uploads.repo.ts';
export { registerUploadRoutes } from './uploads.routes.ts';
