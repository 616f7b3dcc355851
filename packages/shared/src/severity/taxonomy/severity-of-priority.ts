import type { SeverityLevel } from "../severity.ts";
import type { VrtNode, VrtPriority } from "./taxonomy.ts";

const severities = { 1: "critical", 2: "high", 3: "medium", 4: "low", 5: "informational" } as const;

/** 1 critical, 2 high, 3 medium, 4 low, 5 informational; a priority that varies is flex. */
export function severityOfVrtPriority(priority: VrtPriority | null): SeverityLevel {
  return priority === null ? "flex" : severities[priority];
}

/** A leaf's severity; interior nodes have none. */
export const severityOfVrtNode = (node: VrtNode): SeverityLevel | null =>
  node.priority === undefined ? null : severityOfVrtPriority(node.priority);
