import { parserPreviewChars } from '@ollida/contracts/investigator';
import { useQuery } from '@tanstack/react-query';
import { Play } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { formatBytes, formatCount } from '../../../lib/format';
import { htmlContentQueryOptions } from '../api/get-html-content';
import { htmlFilesQueryOptions } from '../api/get-html-files';
import { supportedSitesQueryOptions } from '../api/get-supported-sites';
import { useParseHtml } from '../api/parse-html';
import { fieldClass } from '../components/field-styles';
import { LoadError } from '../components/load-error';
import { ParseResultModal } from '../components/parse-result-modal';
import { investigatorText } from '../lib/messages';

/** `/product-investigator/parser`: read a stored HTML file as a page of a chosen site and look at the JSON. */
export function ParserPage() {
  const id = useId();
  const files = useQuery(htmlFilesQueryOptions(1));
  const sites = useQuery(supportedSitesQueryOptions());
  const [filePath, setFilePath] = useState('');
  const [chosenDomain, setChosenDomain] = useState<string | null>(null);
  const [isModalOpen, setIsModalOpen] = useState(false);
  const parse = useParseHtml();

  const fileList = files.data?.files ?? [];
  const file = fileList.find((item) => item.path === filePath);
  const siteList = sites.data?.data.sites ?? [];
  const domain = chosenDomain ?? sites.data?.data.default_domain ?? siteList[0]?.domain ?? '';
  const content = useQuery(htmlContentQueryOptions(filePath || null, file?.source));

  function chooseFile(path: string) {
    setFilePath(path);
    // A file of a supported site is read as that site's page unless the seller picks another.
    const chosen = fileList.find((item) => item.path === path);
    const site = siteList.find((item) => item.domain === chosen?.domain);
    if (site) setChosenDomain(site.domain);
  }

  function run() {
    if (!content.data || !domain) return;
    setIsModalOpen(true);
    parse.mutate({ domain, html_content: content.data.content });
  }

  let preview: string;
  if (!filePath) preview = investigatorText.chooseFile;
  else if (content.isPending) preview = investigatorText.loadingFile;
  else preview = content.data?.content.slice(0, parserPreviewChars) ?? '';

  return (
    <section aria-labelledby="parser-heading" className="space-y-6">
      <h2 id="parser-heading" className="sr-only">
        HTML 파서
      </h2>
      <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1">
            <label htmlFor={`${id}-file`} className="block text-sm font-medium text-slate-700">
              HTML 파일
            </label>
            <select
              id={`${id}-file`}
              value={filePath}
              onChange={(event) => chooseFile(event.target.value)}
              className={fieldClass}
            >
              <option value="">{files.isPending ? '불러오는 중...' : '파일 선택'}</option>
              {fileList.map((item) => (
                <option key={item.path} value={item.path}>
                  {`${item.domain} / ${item.date} / ${item.filename} (${formatBytes(item.size)})`}
                </option>
              ))}
            </select>
            {files.isError && <LoadError error={files.error} fallback={investigatorText.filesFailed} />}
            {files.data && files.data.pagination.total > fileList.length && (
              <p className="text-xs text-slate-500">
                {`최근 ${formatCount(fileList.length)}개 파일만 보여 줍니다 (전체 ${formatCount(files.data.pagination.total)}개).`}
              </p>
            )}
          </div>
          <div className="space-y-1">
            <label htmlFor={`${id}-domain`} className="block text-sm font-medium text-slate-700">
              도메인
            </label>
            <select
              id={`${id}-domain`}
              value={domain}
              onChange={(event) => setChosenDomain(event.target.value)}
              className={fieldClass}
            >
              {siteList.length === 0 && (
                <option value="">{sites.isPending ? '불러오는 중...' : '사이트 없음'}</option>
              )}
              {siteList.map((site) => (
                <option key={site.domain} value={site.domain}>
                  {`${site.name} (${site.domain})`}
                </option>
              ))}
            </select>
            {sites.isError && <LoadError error={sites.error} fallback={investigatorText.sitesFailed} />}
          </div>
        </div>
        <figure aria-labelledby={`${id}-preview`} className="space-y-1">
          <figcaption id={`${id}-preview`} className="text-xs font-semibold text-slate-600">
            {`미리보기 (처음 ${formatCount(parserPreviewChars)}자)`}
          </figcaption>
          {content.isError ? (
            <LoadError error={content.error} fallback={investigatorText.contentFailed} />
          ) : (
            <pre
              // biome-ignore lint/a11y/noNoninteractiveTabindex: the preview scrolls, so the keyboard must reach it.
              tabIndex={0}
              className="max-h-72 overflow-auto whitespace-pre-wrap break-all rounded-lg bg-slate-50 p-3 text-xs text-slate-700"
            >
              {preview}
            </pre>
          )}
        </figure>
        <Button onClick={run} disabled={!content.data || !domain || parse.isPending}>
          <Play aria-hidden="true" className="size-4" />
          {parse.isPending ? '파싱 중...' : '파싱 실행'}
        </Button>
      </div>
      {isModalOpen && (
        <ParseResultModal
          isPending={parse.isPending}
          result={parse.data}
          error={parse.error}
          onClose={() => setIsModalOpen(false)}
        />
      )}
    </section>
  );
}
