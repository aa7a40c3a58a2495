export { AllProductsPage } from './pages/all-products-page';
export { CrawlerPage } from './pages/crawler-page';
export { InvestigatorLayout } from './pages/investigator-layout';
export { ParserPage } from './pages/parser-page';
export { ProductsBySourcePage } from './pages/products-by-source-page';
