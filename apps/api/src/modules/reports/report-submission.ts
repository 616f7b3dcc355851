import {
  type CreateReport,
  cvssVectorFromMetrics,
  findVrtNode,
  type ReportCriticality,
  type ReportScope,
  type SeverityLevel,
  scoreCvss,
  severityOfVrtNode,
} from "@bounty/shared";
import { AppError, invalid } from "../../http/errors.ts";
import type { ScopeGroupRow } from "../programs/program-details.repository.ts";
import type { ProgramRow } from "../programs/programs.repository.ts";

/**
 * The pure rules of a submission that depend on the program: the scope group's types, the CVSS
 * version, and the severity lists filter on. Refusals name the field.
 */
export interface CheckedSubmission {
  scope: ReportScope;
  vrtId: string | null;
  criticality: ReportCriticality | null;
  severity: SeverityLevel | null;
}

/** A type in scope is one of the group's types or a narrower type under one of them. */
const isUnder = (vrtId: string, scopeId: string) => vrtId === scopeId || vrtId.startsWith(`${scopeId}.`);

export function checkSubmission(
  program: Pick<ProgramRow, "cvssVersion">,
  group: ScopeGroupRow,
  input: Pick<CreateReport, "vrt" | "criticality">,
): CheckedSubmission {
  const inScope = group.scopes.map((s) => s.vrtId);
  // Spec 2 §5: a scope without specific types needs the hunter to name one.
  if (inScope.length === 0 && !input.vrt) throw invalid("vrt", "Pick a vulnerability type.");
  if (input.vrt && inScope.length > 0 && !inScope.some((id) => isUnder(input.vrt!, id))) {
    throw invalid("vrt", "Pick one of the vulnerability types this scope covers.");
  }
  let criticality: ReportCriticality | null = null;
  if (input.criticality?.type === "custom") {
    criticality = { type: "custom", severity: input.criticality.severity };
  } else if (input.criticality?.type === "cvss") {
    const cvss = input.criticality.cvss;
    if (cvss.version !== program.cvssVersion) {
      throw invalid("criticality.cvss.version", `This program scores with CVSS ${program.cvssVersion}.`);
    }
    const vector = cvssVectorFromMetrics(cvss);
    const { score, severity } = scoreCvss(vector);
    criticality = { type: "cvss", severity, cvss, vector, score };
  }
  const node = input.vrt ? findVrtNode(input.vrt) : null;
  return {
    scope: { id: group.id, type: group.types, identifier: group.identifier, vrtIds: inScope },
    vrtId: input.vrt ?? null,
    criticality,
    severity: criticality?.severity ?? (node ? severityOfVrtNode(node) : null),
  };
}

/** Spec 1 §5: a program restricting countries takes reports only from hunters residing in them. */
export function checkCountry(allowed: readonly string[], country: string | null): void {
  if (allowed.length === 0) return;
  if (country && allowed.includes(country)) return;
  throw new AppError(
    "forbidden",
    country
      ? "This program accepts reports only from hunters residing in the countries it lists."
      : "This program accepts reports only from some countries: set your country in your profile first.",
  );
}
