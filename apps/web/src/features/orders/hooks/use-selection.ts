import { useState } from 'react';

/** Checked order ids, cleared whenever `scope` (store, filters, page) changes. */
export function useSelection(scope: string) {
  const [state, setState] = useState<{ scope: string; ids: ReadonlySet<string> }>({ scope, ids: new Set() });
  const ids = state.scope === scope ? state.ids : new Set<string>();

  function update(next: Set<string>) {
    setState({ scope, ids: next });
  }

  return {
    ids,
    isSelected: (id: string) => ids.has(id),
    toggle: (id: string) => {
      const next = new Set(ids);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      update(next);
    },
    setAll: (pageIds: readonly string[], selected: boolean) => {
      const next = new Set(ids);
      for (const id of pageIds) {
        if (selected) next.add(id);
        else next.delete(id);
      }
      update(next);
    },
    clear: () => update(new Set()),
  };
}

export type Selection = ReturnType<typeof useSelection>;
