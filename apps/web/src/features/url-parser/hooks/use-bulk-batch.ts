import type { BulkBatch } from '@ollida/contracts/uploads';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { createBulkBatch } from '../api/create-bulk-batch';
import { followBulkBatch, isBatchFinished } from '../api/follow-bulk-batch';
import { getBulkBatch } from '../api/get-bulk-batch';
import { stopBulkBatch } from '../api/stop-bulk-batch';
import { callErrorText } from '../lib/messages';

/** Where the running batch's id is kept so a reload of the tab follows the same batch again. */
export const bulkBatchStorageKey = 'ollida.bulkBatchId';
export const pollIntervalMs = 2_000;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

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

/** A server-side bulk registration: start it, follow it through the event stream (polling as fallback), stop it. */
export function useBulkBatch() {
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
          storage()?.removeItem(bulkBatchStorageKey);
          return;
        }
      }
      await poll(batchId, controller.signal);
    },
    [poll],
  );

  useEffect(() => {
    const remembered = storage()?.getItem(bulkBatchStorageKey);
    if (remembered) void follow(remembered);
    return () => controllerRef.current?.abort();
  }, [follow]);

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
      storage()?.setItem(bulkBatchStorageKey, created.batch_id);
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

  function reset() {
    controllerRef.current?.abort();
    storage()?.removeItem(bulkBatchStorageKey);
    setBatch(null);
    setError(null);
  }

  const isRunning = isStarting || (batch !== null && !isBatchFinished(batch));
  return { batch, error, isRunning, start, stop, reset };
}
