export { ProductSearchPage } from './pages/product-search-page';
