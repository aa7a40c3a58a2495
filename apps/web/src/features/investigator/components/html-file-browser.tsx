import { useQuery } from '@tanstack/react-query';
import { ChevronDown, ChevronUp, FileText } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { PageButtons } from '../../../components/ui/page-buttons';
import { Spinner } from '../../../components/ui/spinner';
import { formatBytes, formatCount } from '../../../lib/format';
import { htmlFilesQueryOptions } from '../api/get-html-files';
import { useOpenStoredPage } from '../hooks/use-open-stored-page';
import { groupHtmlFiles } from '../lib/html-file-groups';
import { investigatorText } from '../lib/messages';
import { LoadError } from './load-error';

function FileTree() {
  const [page, setPage] = useState(1);
  const files = useQuery(htmlFilesQueryOptions(page));
  const view = useOpenStoredPage();

  if (files.isPending) return <Spinner label="HTML 파일을 불러오는 중..." className="py-6" />;
  if (files.isError) return <LoadError error={files.error} fallback={investigatorText.filesFailed} />;
  if (files.data.files.length === 0)
    return <p className="py-6 text-center text-sm text-slate-500">저장된 HTML 파일이 없습니다.</p>;

  const { pagination } = files.data;
  return (
    <div className="space-y-3">
      <ul aria-label="HTML 파일" className="space-y-2">
        {groupHtmlFiles(files.data.files).map((group) => (
          <li key={group.domain}>
            <details open className="rounded-lg border border-slate-200">
              <summary className="cursor-pointer px-3 py-2 text-sm font-semibold text-slate-900">
                {`${group.domain} (${formatCount(group.dates.reduce((sum, date) => sum + date.files.length, 0))})`}
              </summary>
              <ul aria-label={`${group.domain}의 날짜`} className="space-y-1 px-3 pb-3">
                {group.dates.map((dateGroup) => (
                  <li key={dateGroup.date}>
                    <details>
                      <summary className="cursor-pointer py-1 text-sm text-slate-700">
                        {`${dateGroup.date} (${formatCount(dateGroup.files.length)})`}
                      </summary>
                      <ul
                        aria-label={`${group.domain} ${dateGroup.date}의 파일`}
                        className="space-y-0.5 pl-4"
                      >
                        {dateGroup.files.map((file) => (
                          <li key={file.path}>
                            <button
                              type="button"
                              disabled={view.isPending}
                              onClick={() => view.mutate(file.path)}
                              className="inline-flex max-w-full items-center gap-1.5 rounded px-1 py-0.5 text-left text-sm text-indigo-700 hover:bg-indigo-50 disabled:opacity-60"
                            >
                              <FileText aria-hidden="true" className="size-4 shrink-0" />
                              <span className="truncate">{file.filename}</span>
                              <span className="shrink-0 text-xs text-slate-500">
                                {formatBytes(file.size)}
                              </span>
                            </button>
                          </li>
                        ))}
                      </ul>
                    </details>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ))}
      </ul>
      {pagination.total_pages > 1 && (
        <PageButtons
          page={page}
          totalPages={pagination.total_pages}
          onPage={setPage}
          previousLabel="이전"
          nextLabel="다음"
        />
      )}
    </div>
  );
}

/** Stored pages by domain, then by day; a file opens the page itself in a new tab. Collapsed until asked. */
export function HtmlFileBrowser() {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const Icon = isOpen ? ChevronUp : ChevronDown;
  return (
    <section
      aria-label="HTML 파일 탐색기"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <Button
        variant="ghost"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
      >
        <Icon aria-hidden="true" className="size-4" />
        HTML 파일 탐색기
      </Button>
      <div id={panelId} hidden={!isOpen} className="mt-3">
        {isOpen && <FileTree />}
      </div>
    </section>
  );
}
