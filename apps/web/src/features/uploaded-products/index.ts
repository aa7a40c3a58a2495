export { uploadedProductsQueryKeys } from './api/uploaded-products-query-keys';
export { UploadedProductsPage } from './pages/uploaded-products-page';
