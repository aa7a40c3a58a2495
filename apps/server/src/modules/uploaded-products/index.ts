// The uploaded-products module's public surface: other modules, the app and the test kits import these, never its files.
export { createListingRepo } from './listing-repo.ts';
export { createResendService } from './resend-service.ts';
export { registerUploadedProducts } from './uploaded-products.module.ts';
