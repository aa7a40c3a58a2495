import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';
import { type Tab, Tabs } from '../../../components/ui/tabs';
import { BulkTextTab } from '../components/bulk-text-tab';
import { CsvTab } from '../components/csv-tab';
import { SingleUrlTab } from '../components/single-url-tab';
import { UploadSettingsModal } from '../components/upload-settings-modal';
import { WorkspacePicker } from '../components/workspace-picker';
import { useWorkspaceChoice } from '../hooks/use-workspace-choice';
import { lastBatchTab } from '../lib/remembered-batch';

type Mode = 'single' | 'bulk-text' | 'csv';

/** `/mypage/url-parser`: supplier URLs into listing drafts, uploaded to the chosen workspace's marketplace. */
export function UrlParserPage() {
  const choice = useWorkspaceChoice();
  const { workspace } = choice;
  // After a reload mid-batch the page opens on the tab of the batch this browser tab started last (it follows it again).
  const [mode, setMode] = useState<Mode>(() => lastBatchTab() ?? 'single');
  const [isSettingsOpen, setIsSettingsOpen] = useState(false);

  const tabs: readonly Tab<Mode>[] = [
    {
      key: 'single',
      label: '단일 URL',
      panel: <SingleUrlTab workspace={workspace} onOpenSettings={() => setIsSettingsOpen(true)} />,
    },
    { key: 'bulk-text', label: '대량 텍스트', panel: <BulkTextTab workspace={workspace} /> },
    { key: 'csv', label: 'CSV 대량', panel: <CsvTab workspace={workspace} /> },
  ];

  return (
    <section aria-labelledby="url-parser-heading" className="space-y-6">
      <PageTitle>URL 파서</PageTitle>
      <div className="space-y-1">
        <h1 id="url-parser-heading" className="text-2xl font-bold text-slate-900">
          URL 파서 · 상품 업로드
        </h1>
        <p className="text-sm text-slate-600">
          도매·공급처 상품 페이지 주소를 넣으면 상품 정보를 읽어 선택한 스토어에 등록합니다.
        </p>
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <WorkspacePicker
          choice={choice}
          actions={
            <Button variant="secondary" onClick={() => setIsSettingsOpen(true)} disabled={!workspace}>
              <SlidersHorizontal aria-hidden="true" className="size-4" />
              가격 규칙
            </Button>
          }
        />
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <Tabs label="입력 방식" tabs={tabs} active={mode} onChange={setMode} />
      </div>
      {isSettingsOpen && workspace && (
        <UploadSettingsModal workspace={workspace} onClose={() => setIsSettingsOpen(false)} />
      )}
    </section>
  );
}
