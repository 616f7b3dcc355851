import { useCallback, useMemo, useRef, useState } from "react";

/**
 * The table's selection: a click toggles a row, a shift-click sets every row between it and the
 * last one clicked to the same, the header toggles the page, and "all matching" stands for every
 * report the filters match (pages not loaded included). Reset whenever the list's filters change.
 */
export function useRowSelection(pageIds: readonly string[], resetKey: string) {
  const [state, setState] = useState({ key: resetKey, ids: new Set<string>(), allMatching: false });
  const anchor = useRef<number | null>(null);
  const current =
    state.key === resetKey ? state : { key: resetKey, ids: new Set<string>(), allMatching: false };
  if (current !== state) anchor.current = null;

  const toggle = useCallback(
    (index: number, range: boolean) => {
      setState((s) => {
        const base = s.key === resetKey ? s : { key: resetKey, ids: new Set<string>(), allMatching: false };
        const ids = new Set(base.ids);
        const id = pageIds[index]!;
        const on = !ids.has(id);
        const from = range && anchor.current !== null ? Math.min(anchor.current, index) : index;
        const to = range && anchor.current !== null ? Math.max(anchor.current, index) : index;
        for (let i = from; i <= to; i++) {
          if (on) ids.add(pageIds[i]!);
          else ids.delete(pageIds[i]!);
        }
        anchor.current = index;
        return { key: resetKey, ids, allMatching: false };
      });
    },
    [pageIds, resetKey],
  );
  const pageSelected = pageIds.length > 0 && pageIds.every((id) => current.ids.has(id));
  const togglePage = useCallback(() => {
    setState({ key: resetKey, ids: pageSelected ? new Set() : new Set(pageIds), allMatching: false });
  }, [pageIds, pageSelected, resetKey]);
  const selectAllMatching = useCallback(
    () => setState({ key: resetKey, ids: new Set(pageIds), allMatching: true }),
    [pageIds, resetKey],
  );
  const clear = useCallback(() => {
    anchor.current = null;
    setState({ key: resetKey, ids: new Set(), allMatching: false });
  }, [resetKey]);
  return useMemo(
    () => ({
      ids: current.ids,
      allMatching: current.allMatching,
      pageSelected,
      someOnPage: pageIds.some((id) => current.ids.has(id)),
      toggle,
      togglePage,
      selectAllMatching,
      clear,
    }),
    [current, pageIds, pageSelected, toggle, togglePage, selectAllMatching, clear],
  );
}
export type RowSelection = ReturnType<typeof useRowSelection>;
