import { useQuery } from '@tanstack/react-query';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatBytes, formatCount, formatDateTime, formatWon } from '../../../lib/format';
import { crawlHistoryQueryOptions } from '../api/get-crawl-history';
import { parsedProductsQueryOptions } from '../api/get-parsed-products';
import { investigatorText } from '../lib/messages';
import { LoadError } from './load-error';

const headClass = 'whitespace-nowrap px-3 py-2 font-medium';
const cellClass = 'px-3 py-2';

function Head({ columns }: { columns: readonly string[] }) {
  return (
    <thead className="bg-slate-50 text-xs text-slate-600">
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col" className={headClass}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}

function UrlCell({ url }: { url: string }) {
  return (
    <td className={`${cellClass} max-w-64 truncate`}>
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        title={url}
        className="text-indigo-700 hover:underline"
      >
        {url}
      </a>
    </td>
  );
}

function CrawlHistoryList({ domain }: { domain: string }) {
  const history = useQuery(crawlHistoryQueryOptions(domain));
  if (history.isPending) return <Spinner label="크롤링 기록을 불러오는 중..." className="py-6" />;
  if (history.isError) return <LoadError error={history.error} fallback={investigatorText.historyFailed} />;
  if (history.data.length === 0)
    return <p className="py-6 text-center text-sm text-slate-500">이 사이트의 크롤링 기록이 없습니다.</p>;
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200">
      <table aria-label="크롤링 기록" className="w-full text-left text-sm">
        <Head columns={['상품 페이지', '처음 크롤링', '마지막 접근', '방문 횟수', '크기']} />
        <tbody className="divide-y divide-slate-100">
          {history.data.map((entry) => (
            <tr key={entry.product_id}>
              <UrlCell url={entry.url} />
              <td className={`${cellClass} whitespace-nowrap`}>{formatDateTime(entry.crawled_at)}</td>
              <td className={`${cellClass} whitespace-nowrap`}>{formatDateTime(entry.last_accessed_at)}</td>
              <td className={`${cellClass} tabular-nums`}>{`${formatCount(entry.visit_count)}회`}</td>
              <td className={`${cellClass} whitespace-nowrap`}>{formatBytes(entry.file_size)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ParsedProductsList({ domain }: { domain: string }) {
  const products = useQuery(parsedProductsQueryOptions(domain));
  if (products.isPending) return <Spinner label="파싱된 상품을 불러오는 중..." className="py-6" />;
  if (products.isError) return <LoadError error={products.error} fallback={investigatorText.parsedFailed} />;
  if (products.data.length === 0)
    return <p className="py-6 text-center text-sm text-slate-500">이 사이트에서 파싱된 상품이 없습니다.</p>;
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200">
      <table aria-label="파싱된 상품" className="w-full text-left text-sm">
        <Head columns={['상품명', '판매가', '정가', '판매처', '이미지', '파싱 시각', '상품 페이지']} />
        <tbody className="divide-y divide-slate-100">
          {products.data.map((product) => (
            <tr key={product.product_id}>
              <td className={`${cellClass} font-medium text-slate-900`}>{product.item_name}</td>
              <td className={`${cellClass} whitespace-nowrap`}>
                {product.sale_price === null ? '-' : formatWon(product.sale_price)}
              </td>
              <td className={`${cellClass} whitespace-nowrap text-slate-500`}>
                {product.original_price === null ? '-' : formatWon(product.original_price)}
              </td>
              <td className={cellClass}>{product.company_name ?? '-'}</td>
              <td className={`${cellClass} tabular-nums`}>{`${formatCount(product.images.length)}개`}</td>
              <td className={`${cellClass} whitespace-nowrap`}>{formatDateTime(product.parsed_at)}</td>
              <UrlCell url={product.url} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Toggle({ label, children }: { label: string; children: ReactNode }) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const Icon = isOpen ? ChevronUp : ChevronDown;
  return (
    <div className="space-y-3">
      <Button
        variant="secondary"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
      >
        <Icon aria-hidden="true" className="size-4" />
        {label}
      </Button>
      <div id={panelId} hidden={!isOpen}>
        {isOpen && children}
      </div>
    </div>
  );
}

/** "크롤링 기록" and "파싱된 상품" of the chosen site, 20 each, read when opened (and again after a crawl). */
export function CrawlerLists({ domain }: { domain: string }) {
  return (
    <div className="space-y-4">
      <Toggle label="크롤링 기록">
        <CrawlHistoryList domain={domain} />
      </Toggle>
      <Toggle label="파싱된 상품">
        <ParsedProductsList domain={domain} />
      </Toggle>
    </div>
  );
}
