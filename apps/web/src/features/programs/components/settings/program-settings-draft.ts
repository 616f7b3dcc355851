import type { Program } from "@bounty/shared";
import { useState } from "react";

// What every General setting shares: its props, and a draft that lives until saved.

export interface FieldProps {
  program: Program;
  isEditable: boolean;
}

/** A draft that follows the stored value until edited, and lets go of the edit once saved. */
export function useDraft<T>(stored: T) {
  const [draft, setDraft] = useState<T | null>(null);
  return { value: draft ?? stored, edit: setDraft, reset: () => setDraft(null), isEdited: draft !== null };
}
