import { useCallback, useState } from 'react';

/** Rows picked one by one, or every row the list's current search matches (loaded or not). */
export type ListSelection = { kind: 'rows'; ids: ReadonlySet<string> } | { kind: 'matching' };

const NONE: ListSelection = { kind: 'rows', ids: new Set() };

/**
 * The selection of a long list read a page at a time. It starts empty again whenever `scope`
 * changes (another search, filter or order): what was picked under one search is never acted on
 * under another.
 */
export function useListSelection(scope: string) {
  const [state, setState] = useState<{ scope: string; selection: ListSelection }>({ scope, selection: NONE });
  const selection = state.scope === scope ? state.selection : NONE;
  const set = useCallback((next: ListSelection) => setState({ scope, selection: next }), [scope]);

  const ids = selection.kind === 'rows' ? selection.ids : null;
  return {
    selection,
    isSelected: (id: string) => selection.kind === 'matching' || Boolean(ids?.has(id)),
    /** How many rows the selection holds, given how many the search matches. */
    count: (matching: number) => (ids ? ids.size : matching),
    toggle(id: string, on: boolean) {
      const next = new Set(ids ?? []);
      if (on) next.add(id);
      else next.delete(id);
      set({ kind: 'rows', ids: next });
    },
    /** Every loaded row, or none of them. */
    toggleRows(rowIds: string[], on: boolean) {
      set({ kind: 'rows', ids: new Set(on ? rowIds : []) });
    },
    selectMatching: () => set({ kind: 'matching' }),
    clear: () => set(NONE),
  };
}

export type ListSelectionState = ReturnType<typeof useListSelection>;
