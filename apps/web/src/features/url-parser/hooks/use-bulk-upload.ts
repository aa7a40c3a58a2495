import { priceDraft } from '@ollida/contracts/price-rule';
import type { Workspace } from '@ollida/contracts/workspaces';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { uploadSettingsQueryOptions } from '../api/get-upload-settings';
import { uploadProduct } from '../api/upload-product';
import { callErrorText, uploadErrorText, urlParserText } from '../lib/messages';
import { runPool } from '../lib/run-pool';
import type { FailedUrl, ParsedItem } from './use-csv-import';

export const bulkUploadConcurrency = 3;

export interface UploadTally {
  success: number;
  fail: number;
}

/** "전체 업로드": every parsed item priced by the workspace's rule and uploaded, a few at a time; no dialogs. */
export function useBulkUpload() {
  const queryClient = useQueryClient();
  const [isUploading, setIsUploading] = useState(false);
  const [tally, setTally] = useState<UploadTally | null>(null);
  const [failures, setFailures] = useState<FailedUrl[]>([]);
  const [message, setMessage] = useState<string | null>(null);

  async function uploadAll(items: readonly ParsedItem[], workspace: Workspace | null) {
    if (items.length === 0 || !workspace) {
      setMessage(urlParserText.needDataAndWorkspace);
      return;
    }
    setMessage(null);
    setFailures([]);
    setTally({ success: 0, fail: 0 });
    setIsUploading(true);
    try {
      const settings = await queryClient.ensureQueryData(uploadSettingsQueryOptions(workspace.workspace_id));
      await runPool(items, bulkUploadConcurrency, async (item) => {
        try {
          await uploadProduct({
            platform: workspace.platform,
            workspaceId: workspace.workspace_id,
            details: priceDraft(item.answer.data, settings.price_rule),
          });
          setTally((current) => current && { ...current, success: current.success + 1 });
        } catch (error) {
          const failure = { index: item.index, url: item.url, message: uploadErrorText(error) };
          setFailures((current) => [...current, failure].sort((a, b) => a.index - b.index));
          setTally((current) => current && { ...current, fail: current.fail + 1 });
        }
      });
    } catch (error) {
      setMessage(callErrorText(error));
    } finally {
      setIsUploading(false);
    }
  }

  return { uploadAll, isUploading, tally, failures, message };
}
