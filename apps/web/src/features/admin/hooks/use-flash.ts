import { useCallback, useEffect, useRef, useState } from 'react';

export interface Flash {
  kind: 'success' | 'error';
  text: string;
}

/** How long a message stays (docs/product/admin.md#limits): success 3 s, error 5 s. */
const durations = { success: 3_000, error: 5_000 } as const;

/** One message at a time at the top of the panel, cleared by itself after its time. */
export function useFlash() {
  const [flash, setFlash] = useState<Flash | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const show = useCallback((kind: Flash['kind'], text: string) => {
    clearTimeout(timer.current);
    setFlash({ kind, text });
    timer.current = setTimeout(() => setFlash(null), durations[kind]);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);
  return { flash, show, clear: () => setFlash(null) };
}

export type ShowFlash = ReturnType<typeof useFlash>['show'];
