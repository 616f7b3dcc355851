import { useCallback, useEffect, useRef, useState } from "react";

/** What a draft keeps across reloads: the fields as typed, never the files (a browser cannot keep those). */
export interface StoredDraft<T> {
  value: T;
  /** True once something typed is kept in the browser; false for a fresh or discarded draft. */
  saved: boolean;
  set: (next: T | ((current: T) => T)) => void;
  /** Forgets the kept draft and starts again from `initial` (after sending, or on "Discard draft"). */
  discard: () => void;
}

function read<T>(key: string, initial: T): { value: T; saved: boolean } {
  try {
    const kept = localStorage.getItem(key);
    if (kept) return { value: { ...initial, ...(JSON.parse(kept) as Partial<T>) }, saved: true };
  } catch {
    // A draft from another version of the form, or storage refused: start afresh.
  }
  return { value: initial, saved: false };
}

/**
 * A form's draft kept in this browser under `key` as it is typed (issue 31), restored on return.
 * `keep` picks what is written (JSON); what it leaves out comes back from `initial`.
 */
export function useStoredDraft<T extends object>(
  key: string,
  initial: T,
  keep: (value: T) => Partial<T>,
  isEmpty: (value: T) => boolean,
): StoredDraft<T> {
  const [state, setState] = useState(() => read(key, initial));
  const initialRef = useRef(initial);
  initialRef.current = initial;
  const keepRef = useRef({ keep, isEmpty });
  keepRef.current = { keep, isEmpty };

  useEffect(() => setState(read(key, initialRef.current)), [key]);

  const set = useCallback(
    (next: T | ((current: T) => T)) =>
      setState((current) => {
        const value = typeof next === "function" ? (next as (c: T) => T)(current.value) : next;
        const empty = keepRef.current.isEmpty(value);
        try {
          if (empty) localStorage.removeItem(key);
          else localStorage.setItem(key, JSON.stringify(keepRef.current.keep(value)));
        } catch {
          // Storage full or refused: the form still works, the draft just does not outlive the page.
          return { value, saved: false };
        }
        return { value, saved: !empty };
      }),
    [key],
  );
  const discard = useCallback(() => {
    localStorage.removeItem(key);
    setState({ value: initialRef.current, saved: false });
  }, [key]);
  return { value: state.value, saved: state.saved, set, discard };
}
