import type { Workspace } from '@ollida/contracts/workspaces';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { workspaceQueryKeys } from '../../../lib/workspace-query-keys';
import { testCredentials } from '../api/test-credentials';

/** docs/product/workspaces-and-stores.md#key-status-and-key-test: start 1 s after the list loads, 500 ms between tests, clear 5 s after (3 s when nothing to test). */
export const autoKeyTestTiming = {
  startDelayMs: 1000,
  gapMs: 500,
  clearAfterMs: 5000,
  clearEmptyAfterMs: 3000,
} as const;

export type AutoKeyTestStatus =
  | { kind: 'running'; done: number; total: number }
  | { kind: 'finished'; passed: number; total: number }
  | { kind: 'nothing-to-test' };

/** The status line's words: in progress, all passed, partly passed with counts, or all failed. */
export function autoKeyTestText(status: AutoKeyTestStatus): string {
  switch (status.kind) {
    case 'running':
      return `API 키 자동 테스트 진행 중... (${status.done}/${status.total})`;
    case 'finished':
      if (status.passed === status.total) return `API 키 자동 테스트: 모두 성공 (${status.total}개)`;
      if (status.passed === 0) return `API 키 자동 테스트: 모두 실패 (${status.total}개)`;
      return `API 키 자동 테스트: 일부 성공 (${status.passed}/${status.total})`;
    case 'nothing-to-test':
      return '자동으로 테스트할 API 키가 없습니다.';
    default: {
      const unknown: never = status;
      return unknown;
    }
  }
}

/** Tests every workspace that has keys, one after another, once per visit after the list first loads. */
export function useAutoKeyTest(workspaces: readonly Workspace[] | undefined): AutoKeyTestStatus | null {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<AutoKeyTestStatus | null>(null);
  const latest = useRef(workspaces);
  latest.current = workspaces;
  const hasLoaded = workspaces !== undefined;

  useEffect(() => {
    if (!hasLoaded) return;
    let isCancelled = false;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const sleep = (ms: number) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          timers.delete(timer);
          resolve();
        }, ms);
        timers.add(timer);
      });
    const clearLater = (ms: number) => {
      void sleep(ms).then(() => {
        if (!isCancelled) setStatus(null);
      });
    };

    async function run() {
      await sleep(autoKeyTestTiming.startDelayMs);
      if (isCancelled) return;
      const all = latest.current ?? [];
      const testable = all.filter((workspace) => workspace.api_keys_configured);
      if (testable.length === 0) {
        if (all.length === 0) return;
        setStatus({ kind: 'nothing-to-test' });
        clearLater(autoKeyTestTiming.clearEmptyAfterMs);
        return;
      }
      let passed = 0;
      setStatus({ kind: 'running', done: 0, total: testable.length });
      for (const [index, workspace] of testable.entries()) {
        if (index > 0) await sleep(autoKeyTestTiming.gapMs);
        if (isCancelled) return;
        // A failed call counts as a failed test; the server has recorded what it could.
        const result = await testCredentials(workspace.workspace_id).catch(() => null);
        if (isCancelled) return;
        if (result?.is_valid) passed += 1;
        setStatus({ kind: 'running', done: index + 1, total: testable.length });
      }
      await queryClient.invalidateQueries({ queryKey: workspaceQueryKeys.list() });
      if (isCancelled) return;
      setStatus({ kind: 'finished', passed, total: testable.length });
      clearLater(autoKeyTestTiming.clearAfterMs);
    }

    void run();
    return () => {
      isCancelled = true;
      for (const timer of timers) clearTimeout(timer);
    };
  }, [hasLoaded, queryClient]);

  return status;
}
