/** The URL parser tabs that run a server batch. */
export type BatchTab = 'bulk-text' | 'csv';

const batchTabs: readonly BatchTab[] = ['bulk-text', 'csv'];

/** Where a tab's batch id is kept, so a reload follows the same batch again and reopens on its tab. */
export const rememberedBatchKey = (tab: BatchTab) => `ollida.bulkBatch.${tab}`;

interface Remembered {
  batchId: string;
  /** When it was started, so the page reopens on the tab of the newest batch. */
  startedAt: number;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function read(tab: BatchTab): Remembered | null {
  const raw = storage()?.getItem(rememberedBatchKey(tab));
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Remembered>;
    return typeof value.batchId === 'string' && typeof value.startedAt === 'number'
      ? { batchId: value.batchId, startedAt: value.startedAt }
      : null;
  } catch {
    return null;
  }
}

export function rememberBatch(tab: BatchTab, batchId: string): void {
  storage()?.setItem(rememberedBatchKey(tab), JSON.stringify({ batchId, startedAt: Date.now() }));
}

export function rememberedBatchId(tab: BatchTab): string | null {
  return read(tab)?.batchId ?? null;
}

export function forgetBatch(tab: BatchTab): void {
  storage()?.removeItem(rememberedBatchKey(tab));
}

/** The tab whose batch this browser tab started last (until 초기화 or the server no longer knows it). */
export function lastBatchTab(): BatchTab | null {
  let newest: { tab: BatchTab; startedAt: number } | null = null;
  for (const tab of batchTabs) {
    const remembered = read(tab);
    if (remembered && (!newest || remembered.startedAt > newest.startedAt)) {
      newest = { tab, startedAt: remembered.startedAt };
    }
  }
  return newest?.tab ?? null;
}
