import { CrawlerPage } from '../../features/investigator';

export function InvestigatorCrawlerRoute() {
  return <CrawlerPage />;
}
