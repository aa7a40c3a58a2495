import type { CrawlResult } from '@ollida/contracts/investigator';
import { CircleCheck, CircleX } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { formatBytes, formatCount } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { crawlErrorText, limitReachedText } from '../lib/messages';

function CrawlProgress({ data }: { data: CrawlResult['data'] }) {
  const percent = data.planned > 0 ? Math.min(100, Math.round((data.total_crawled / data.planned) * 100)) : 0;
  return (
    <div className="space-y-2">
      <p role="status" className="text-sm font-medium text-slate-800">
        {data.planned > 0
          ? `크롤링 중입니다... ${formatCount(data.total_crawled)} / ${formatCount(data.planned)}`
          : `크롤링할 상품 페이지를 찾는 중입니다... ${formatCount(data.total_crawled)} / ${formatCount(data.planned)}`}
      </p>
      <ProgressBar percent={percent} label="크롤링 진행률" />
    </div>
  );
}

function CrawledProducts({ products }: { products: CrawlResult['data']['products'] }) {
  if (products.length === 0) return null;
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200">
      <table aria-label="크롤링한 상품" className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-xs text-slate-600">
          <tr>
            {['결과', '상품 페이지', '상품명 / 오류', '크기'].map((column) => (
              <th key={column} scope="col" className="whitespace-nowrap px-3 py-2 font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {products.map((product) => (
            <tr key={product.product_id}>
              <td className="px-3 py-2">
                {product.success ? <Badge tone="success">성공</Badge> : <Badge tone="warning">실패</Badge>}
              </td>
              <td className="max-w-64 truncate px-3 py-2">
                <a
                  href={product.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  title={product.url}
                  className="text-indigo-700 hover:underline"
                >
                  {product.url}
                </a>
              </td>
              <td className={`px-3 py-2 ${product.success ? 'text-slate-900' : 'text-red-700'}`}>
                {product.success ? (product.item_name ?? '-') : (product.error ?? '알 수 없는 오류')}
              </td>
              <td className="whitespace-nowrap px-3 py-2 text-slate-600">{formatBytes(product.file_size)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CrawlOutcome({ result }: { result: CrawlResult }) {
  const isSuccess = result.status === 'success';
  const Icon = isSuccess ? CircleCheck : CircleX;
  return (
    <div
      className={`flex gap-3 rounded-lg border p-3 text-sm ${isSuccess ? 'border-emerald-200 bg-emerald-50 text-emerald-900' : 'border-red-200 bg-red-50 text-red-900'}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="space-y-1">
        <p className="font-semibold">{isSuccess ? '크롤링 성공' : '크롤링 오류'}</p>
        <p>{result.message}</p>
        <p>
          {`총 ${formatCount(result.data.total_crawled)}개 · 성공 ${formatCount(result.data.successful)}개 · 실패 ${formatCount(result.data.failed)}개`}
        </p>
      </div>
    </div>
  );
}

interface CrawlStatusProps {
  result: CrawlResult | null;
  startError: unknown;
  pollError: unknown;
}

/** The crawl in progress (`total_crawled / planned`), or its result with one line per product page. */
export function CrawlStatus({ result, startError, pollError }: CrawlStatusProps) {
  if (startError) {
    const limit = limitReachedText(startError);
    return (
      <section aria-label="크롤링 결과" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm">
        <p className="font-semibold text-red-900">크롤링 오류</p>
        {limit ? (
          <p className="mt-1 text-red-800">
            {limit}{' '}
            <Link to={paths.myPagePayment} className="font-semibold underline">
              플랜 보기
            </Link>
          </p>
        ) : (
          <p className="mt-1 break-all text-red-800">{crawlErrorText(startError)}</p>
        )}
      </section>
    );
  }
  if (!result) return null;
  return (
    <section
      aria-label="크롤링 결과"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      {result.status === 'running' ? <CrawlProgress data={result.data} /> : <CrawlOutcome result={result} />}
      {pollError ? (
        <p role="alert" className="break-all text-sm font-medium text-red-600">
          {crawlErrorText(pollError)}
        </p>
      ) : null}
      <CrawledProducts products={result.data.products} />
    </section>
  );
}
