import type { OrderActionResponse } from '@ollida/contracts/orders';
import { Download, Percent, Upload } from 'lucide-react';
import { type ChangeEvent, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { exportOrders } from '../api/export-orders';
import type { OrderListParams } from '../api/get-orders';
import { useDispatchCsv } from '../api/order-actions';
import { apiErrorText } from '../lib/messages';
import { ActionResultsDialog } from './action-results-dialog';
import { FeeRatesDialog } from './fee-rates-dialog';

interface StoreToolsProps {
  params: OrderListParams;
}

/** What works on the whole store: 송장 CSV 업로드, CSV 내보내기 (current filters) and 수수료율 설정. */
export function StoreTools({ params }: StoreToolsProps) {
  const upload = useDispatchCsv(params.workspaceId);
  const fileRef = useRef<HTMLInputElement>(null);
  const [results, setResults] = useState<OrderActionResponse | null>(null);
  const [feeRatesOpen, setFeeRatesOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<unknown>(null);

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) upload.mutate(file, { onSuccess: setResults });
  }

  async function onExport() {
    setExporting(true);
    setExportError(null);
    try {
      await exportOrders(params);
    } catch (error) {
      setExportError(error);
    } finally {
      setExporting(false);
    }
  }

  const error = upload.isError
    ? apiErrorText(upload.error, '송장 CSV를 올리지 못했습니다.')
    : exportError
      ? apiErrorText(exportError, 'CSV를 내려받지 못했습니다.')
      : null;

  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      <input
        ref={fileRef}
        type="file"
        accept=".csv,text/csv"
        aria-label="송장 CSV 파일"
        onChange={onFile}
        className="hidden"
      />
      <Button
        size="sm"
        variant="secondary"
        disabled={upload.isPending}
        onClick={() => fileRef.current?.click()}
      >
        <Upload aria-hidden="true" className="size-4" />
        {upload.isPending ? '올리는 중...' : '송장 CSV 업로드'}
      </Button>
      <Button size="sm" variant="secondary" disabled={exporting} onClick={() => void onExport()}>
        <Download aria-hidden="true" className="size-4" />
        {exporting ? '내려받는 중...' : 'CSV 내보내기'}
      </Button>
      <Button size="sm" variant="secondary" onClick={() => setFeeRatesOpen(true)}>
        <Percent aria-hidden="true" className="size-4" />
        수수료율 설정
      </Button>
      {error && (
        <p role="alert" className="w-full text-right text-sm font-medium text-red-600">
          {error}
        </p>
      )}
      {results && (
        <ActionResultsDialog
          title="송장 CSV 업로드 결과"
          response={results}
          onClose={() => setResults(null)}
        />
      )}
      {feeRatesOpen && (
        <FeeRatesDialog workspaceId={params.workspaceId} onClose={() => setFeeRatesOpen(false)} />
      )}
    </div>
  );
}
