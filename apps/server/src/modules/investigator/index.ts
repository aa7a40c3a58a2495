// The investigator module's public surface: other modules, the app and the test kits import these, never its files.
export { productionSites, sandboxShopSites } from './crawl-sites.ts';
export { crawlerAgent, rulesOfAnswer } from './crawler.ts';
export { type InvestigatorOptions, registerInvestigator } from './investigator.module.ts';
