import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { supportedSitesQueryOptions } from '../api/get-supported-sites';
import { CrawlStatus } from '../components/crawl-status';
import { CrawlerForm } from '../components/crawler-form';
import { CrawlerInfo } from '../components/crawler-info';
import { CrawlerLists } from '../components/crawler-lists';
import { LoadError } from '../components/load-error';
import { useCrawlSession } from '../hooks/use-crawl-session';
import { investigatorText } from '../lib/messages';

/** `/product-investigator/crawler`: crawl a supplier site and follow the crawl to its result. */
export function CrawlerPage() {
  const sites = useQuery(supportedSitesQueryOptions());
  const [chosenDomain, setChosenDomain] = useState<string | null>(null);
  const crawl = useCrawlSession();

  const data = sites.data?.data;
  const domain = chosenDomain ?? data?.default_domain ?? data?.sites[0]?.domain ?? null;

  return (
    <section aria-labelledby="crawler-heading" className="space-y-6">
      <h2 id="crawler-heading" className="sr-only">
        크롤러
      </h2>
      <CrawlerInfo runs={data?.runs} />
      <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        {sites.isPending ? (
          <Spinner label="사이트 목록을 불러오는 중..." className="py-6" />
        ) : sites.isError ? (
          <LoadError error={sites.error} fallback={investigatorText.sitesFailed} />
        ) : domain === null ? (
          <p className="py-6 text-center text-sm text-slate-500">크롤링할 수 있는 사이트가 없습니다.</p>
        ) : (
          <CrawlerForm
            sites={sites.data.data.sites}
            domain={domain}
            onDomainChange={setChosenDomain}
            isRunning={crawl.isRunning}
            onStart={(input) => void crawl.startCrawl(input)}
          />
        )}
      </div>
      <CrawlStatus result={crawl.result} startError={crawl.startError} pollError={crawl.pollError} />
      {domain !== null && <CrawlerLists domain={domain} />}
    </section>
  );
}
