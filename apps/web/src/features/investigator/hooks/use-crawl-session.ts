import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { crawlSessionQueryOptions } from '../api/get-crawl-session';
import { investigatorQueryKeys } from '../api/investigator-query-keys';
import { type StartCrawlInput, useStartCrawl } from '../api/start-crawl';

/** Where the last crawl's session id is kept, so coming back to the tab follows (or shows) the same crawl. */
export const crawlSessionStorageKey = 'ollida.crawlSessionId';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function isPermanent(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}

/**
 * A crawl: start it, poll its session every second while it runs, and when it ends read the stored lists again.
 * The session id survives switching tabs (session storage); a remembered crawl that is gone is forgotten quietly.
 */
export function useCrawlSession() {
  const queryClient = useQueryClient();
  const [sessionId, setSessionId] = useState<string | null>(
    () => storage()?.getItem(crawlSessionStorageKey) ?? null,
  );
  const isRestoredRef = useRef(sessionId !== null);
  const start = useStartCrawl();
  const session = useQuery(crawlSessionQueryOptions(sessionId));
  const status = session.data?.status;
  const previousStatus = useRef(status);

  useEffect(() => {
    if (previousStatus.current === 'running' && status !== undefined && status !== 'running')
      void queryClient.invalidateQueries({ queryKey: investigatorQueryKeys.stored() });
    previousStatus.current = status;
  }, [status, queryClient]);

  const isGone = isPermanent(session.error);
  useEffect(() => {
    if (!isGone || !isRestoredRef.current) return;
    storage()?.removeItem(crawlSessionStorageKey);
    setSessionId(null);
  }, [isGone]);

  async function startCrawl(input: StartCrawlInput) {
    try {
      const result = await start.mutateAsync(input);
      isRestoredRef.current = false;
      storage()?.setItem(crawlSessionStorageKey, result.data.session_id);
      setSessionId(result.data.session_id);
    } catch {
      // Shown from `startError`.
    }
  }

  const isRunning = start.isPending || (status === 'running' && !isGone);
  return {
    result: sessionId ? (session.data ?? null) : null,
    isRunning,
    startCrawl,
    /** The start call failed (the previous result, if any, is hidden). */
    startError: start.error,
    /** Asking about the running crawl failed; polling goes on unless the crawl is gone. */
    pollError: sessionId ? session.error : null,
  };
}
