import { findVrtNode } from "@bounty/shared";

/** The picker's value for "Any vulnerability type" (scopes accept Any or a specific type, spec 1). */
export const VRT_ANY = "any";

/** A type the picker can select: a leaf of the taxonomy; categories only group them. */
export const isSelectableVrtId = (id: string) => findVrtNode(id)?.isLeaf === true;

/** The type a link asks for, when it is "any" or a selectable type; anything else selects none. */
export const selectedVrtType = (id: string | undefined): string | null =>
  id !== undefined && (id === VRT_ANY || isSelectableVrtId(id)) ? id : null;
