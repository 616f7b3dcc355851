import { Fragment, type ReactNode } from "react";

// Sentences are translated whole, with their people and links as {{slots}} the translation may move
// around; each slot is then filled with its node.

/** Replaces each {{slot}} of a translated sentence with its node; unknown slots stay as text. */
export function fillSlots(text: string, nodes: Record<string, ReactNode>): ReactNode[] {
  return text.split(/(\{\{\w+\}\})/).map((chunk, index) => {
    const name = /^\{\{(\w+)\}\}$/.exec(chunk)?.[1];
    const node = name !== undefined && Object.hasOwn(nodes, name) ? nodes[name] : chunk;
    // biome-ignore lint/suspicious/noArrayIndexKey: the chunks of one sentence never move.
    return <Fragment key={index}>{node}</Fragment>;
  });
}
