import {
  type CreateReport,
  cvssVectorFromMetrics,
  findVrtNode,
  type ReportCriticality,
  type ReportCriticalityInput,
  type ReportScope,
  type SeverityLevel,
  scoreCvss,
  severityOfVrtNode,
} from "@bounty/shared";
import { AppError, invalid } from "../../../http/errors.ts";
import type { ProgramRow, ScopeGroupRow } from "../../programs/index.ts";

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

/** An assessment as stored: a custom level, or CVSS metrics in the program's version, scored here. */
export function assessCriticality(
  program: Pick<ProgramRow, "cvssVersion">,
  input: ReportCriticalityInput,
  field: string,
): ReportCriticality {
  if (input.type === "custom") return { type: "custom", severity: input.severity };
  if (input.cvss.version !== program.cvssVersion) {
    throw invalid(`${field}.cvss.version`, `This program scores with CVSS ${program.cvssVersion}.`);
  }
  const vector = cvssVectorFromMetrics(input.cvss);
  const { score, severity } = scoreCvss(vector);
  return { type: "cvss", severity, cvss: input.cvss, vector, score };
}

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
  const criticality = input.criticality ? assessCriticality(program, input.criticality, "criticality") : null;
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
