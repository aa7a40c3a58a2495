// The product-search module's public surface: other modules, the app and the test kits import these, never its files.
export { createProductSearchRepo } from './product-search.repo.ts';
export { registerProductSearchRoutes } from './product-search.routes.ts';
export { createProductSearchService } from './product-search.service.ts';
