import { CrawlerPage } from '../../features/investigator/pages/crawler-page';

export function InvestigatorCrawlerRoute() {
  return <CrawlerPage />;
}
