// The source-parser module's public surface: other modules, the app and the test kits import these, never its files.
export { parseCsvTable } from './csv-table.ts';
export { normalizeSourceUrl } from './normalize-source-url.ts';
export { fetchFailure, sourceProblem } from './source-errors.ts';
export { registerSourceParserRoutes } from './source-parser.routes.ts';
export { createSupplierApiRoute } from './supplier-api-route.ts';
export {
  type CurrentRead,
  createUrlParserService,
  type UrlParserService,
  usabilityProblem,
} from './url-parser.service.ts';
