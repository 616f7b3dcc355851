import { findVrtNode } from "@bounty/shared";

/** The picker's value for "Any vulnerability type" (scopes accept Any or a specific type, spec 1). */
export const VRT_ANY = "any";

/** A type the picker can select: a leaf of the taxonomy; categories only group them. */
export const isSelectableVrtId = (id: string) => findVrtNode(id)?.isLeaf === true;
