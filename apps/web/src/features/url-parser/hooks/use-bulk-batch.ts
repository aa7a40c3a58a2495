import type { BulkBatch } from '@ollida/contracts/uploads';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { confirmBulkDuplicates } from '../api/confirm-bulk-duplicates';
import { createBulkBatch } from '../api/create-bulk-batch';
import { followBulkBatch, isBatchFinished } from '../api/follow-bulk-batch';
import { getBulkBatch } from '../api/get-bulk-batch';
import { stopBulkBatch } from '../api/stop-bulk-batch';
import { callErrorText } from '../lib/messages';
import { type BatchTab, forgetBatch, rememberBatch, rememberedBatchId } from '../lib/remembered-batch';

export const pollIntervalMs = 2_000;

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = window.setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      window.clearTimeout(timer);
      resolve();
    });
  });
}

// A client error (gone, forbidden) will not heal by asking again; a dropped connection or 5xx may.
function isPermanent(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}

/**
 * A server-side bulk registration started from `tab`: start it, follow it through the event stream (polling as
 * fallback), stop it. The batch id is remembered for the browser tab, so a reload follows the same batch again.
 */
export function useBulkBatch(tab: BatchTab) {
  const [batch, setBatch] = useState<BulkBatch | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isStarting, setIsStarting] = useState(false);
  const controllerRef = useRef<AbortController | null>(null);

  const poll = useCallback(async (batchId: string, signal: AbortSignal) => {
    while (!signal.aborted) {
      await wait(pollIntervalMs, signal);
      if (signal.aborted) return;
      try {
        const latest = await getBulkBatch(batchId, signal);
        setBatch(latest);
        if (isBatchFinished(latest)) return;
      } catch (caught) {
        if (signal.aborted) return;
        if (isPermanent(caught)) {
          setError(callErrorText(caught));
          return;
        }
      }
    }
  }, []);

  const follow = useCallback(
    async (batchId: string) => {
      controllerRef.current?.abort();
      const controller = new AbortController();
      controllerRef.current = controller;
      try {
        const last = await followBulkBatch(batchId, setBatch, controller.signal);
        if (last && isBatchFinished(last)) return;
      } catch (caught) {
        if (controller.signal.aborted) return;
        if (isPermanent(caught)) {
          // The remembered batch is gone (or not ours): forget it instead of showing an error on every visit.
          forgetBatch(tab);
          return;
        }
      }
      await poll(batchId, controller.signal);
    },
    [poll, tab],
  );

  useEffect(() => {
    const remembered = rememberedBatchId(tab);
    if (remembered) void follow(remembered);
    return () => controllerRef.current?.abort();
  }, [follow, tab]);

  async function start(input: { urls: string[]; workspaceId: string; stopOnFirstFailure: boolean }) {
    setError(null);
    setIsStarting(true);
    try {
      const created = await createBulkBatch({
        urls: input.urls,
        workspace_id: input.workspaceId,
        stop_on_first_failure: input.stopOnFirstFailure,
      });
      setBatch(created);
      rememberBatch(tab, created.batch_id);
      void follow(created.batch_id);
    } catch (caught) {
      setError(callErrorText(caught));
    } finally {
      setIsStarting(false);
    }
  }

  async function stop() {
    if (!batch) return;
    try {
      setBatch(await stopBulkBatch(batch.batch_id));
    } catch (caught) {
      setError(callErrorText(caught));
    }
  }

  /** 그래도 등록: the items held as duplicates are uploaded anyway, and the batch is followed again. */
  async function confirmDuplicates() {
    if (!batch) return;
    setError(null);
    try {
      const resumed = await confirmBulkDuplicates(batch.batch_id);
      setBatch(resumed);
      if (!isBatchFinished(resumed)) void follow(resumed.batch_id);
    } catch (caught) {
      setError(callErrorText(caught));
    }
  }

  function reset() {
    controllerRef.current?.abort();
    forgetBatch(tab);
    setBatch(null);
    setError(null);
  }

  const isRunning = isStarting || (batch !== null && !isBatchFinished(batch));
  return { batch, error, isRunning, start, stop, confirmDuplicates, reset };
}
