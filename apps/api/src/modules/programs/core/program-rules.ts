import { type ProgramChecks, SLUG_UNCHANGED, type UpdateProgram } from "@bounty/shared";
import { AppError, invalid } from "../../../http/errors.ts";
import { isPubliclyVisible } from "./programs.policy.ts";
import type { ProgramChanges, ProgramRow } from "./programs.repository.ts";

type SettingsInput = Omit<UpdateProgram, "managers" | "activated" | "status">;

/**
 * The settings that really change, after the rules that depend on the stored program (spec §4, §5):
 * a new slug must differ from the current one; internal programs stay invite-only and alone may pay
 * in points; the credit system is fixed once first activated; CVSS only upgrades (3.1 to 4.0);
 * vdp programs pay no rewards.
 */
export function checkProgramChanges(program: ProgramRow, input: SettingsInput): ProgramChanges {
  if (input.slug !== undefined && input.slug === program.slug) throw invalid("slug", SLUG_UNCHANGED);
  if (input.visibility !== undefined && program.type === "internal" && input.visibility !== "invite") {
    throw invalid("visibility", "Internal programs are invite-only.");
  }
  if (input.creditSystem !== undefined && input.creditSystem !== program.creditSystem) {
    if (input.creditSystem === "point" && program.type !== "internal") {
      throw invalid("creditSystem", "Only internal programs can pay in points.");
    }
    if (program.firstActivatedAt !== null) {
      throw new AppError("conflict", "The credit system cannot change once the program has been activated.");
    }
  }
  if (input.cvssVersion === "3.1" && program.cvssVersion === "4.0") {
    throw new AppError("conflict", "The CVSS version can only be upgraded, from 3.1 to 4.0.");
  }
  if (input.rewards !== undefined && program.type === "vdp") {
    throw invalid("rewards", "Vulnerability disclosure programs pay no rewards.");
  }
  const { targets, ...rest } = input;
  if (targets?.reward != null && program.type === "vdp") {
    throw invalid(
      "targets",
      "Vulnerability disclosure programs pay no rewards: leave the reward target empty.",
    );
  }
  const changes: Record<string, unknown> = {};
  if (targets) {
    const columns = {
      triageTargetDays: targets.triage,
      rewardTargetDays: targets.reward,
      resolutionTargetDays: targets.resolution,
    };
    for (const [key, value] of Object.entries(columns)) {
      if (program[key as keyof typeof columns] !== value) changes[key] = value;
    }
  }
  for (const [key, value] of Object.entries(rest)) {
    if (value === undefined) continue;
    const current = program[key as keyof typeof rest];
    if (JSON.stringify(current) !== JSON.stringify(value)) changes[key] = value;
  }
  return changes as ProgramChanges;
}

/**
 * What every program event's payload says about the program: whether its details are private (not
 * everyone may read them), so chat messages of private programs carry only a link. An application
 * program is listed for everyone, but its details are only for the hunters it approved.
 */
export const payloadOf = (program: Pick<ProgramRow, "visibility" | "activated" | "status">) => ({
  programDetailsPrivate: !isPubliclyVisible(program) || program.visibility !== "public",
});

export const VDP_ACTIVATION_REFUSAL =
  "Vulnerability disclosure programs are published by platform staff: request activation.";

const tabNames: [keyof ProgramChecks, string][] = [
  ["basic", "Basic"],
  ["guideline", "Guideline"],
  ["severity", "Severity"],
  ["scope", "Scope"],
  ["reportTemplate", "Report Template"],
];

const listed = (names: string[]) =>
  names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;

/** Spec §4: Start (and a vdp activation request) needs every tab the checks mark; the 409 names the missing ones. */
export function assertStartable(checks: ProgramChecks): void {
  if (checks.startable) return;
  const missing = tabNames.filter(([key]) => checks[key] === false).map(([, name]) => name);
  throw new AppError("conflict", `Complete ${listed(missing)} before starting the program.`);
}

/**
 * "Start the Program" and the Open / Suspended / Stopped switch (spec §4). `activated` is set once
 * and stays true; `status` carries open, suspended and stopped afterwards (stopped hides the program).
 */
export function checkActivationChanges(
  program: ProgramRow,
  input: Pick<UpdateProgram, "activated" | "status">,
  checks: ProgramChecks,
): ProgramChanges {
  const changes: Record<string, unknown> = {};
  if (input.activated === true) {
    if (program.type === "vdp") throw new AppError("conflict", VDP_ACTIVATION_REFUSAL);
    if (program.activated) throw new AppError("conflict", "The program has already been started.");
    assertStartable(checks);
    changes.activated = true;
    changes.firstActivatedAt = program.firstActivatedAt ?? new Date();
    changes.status = "open";
  }
  if (input.status !== undefined) {
    if (!program.activated && changes.activated !== true) {
      throw new AppError("conflict", "Start the program first.");
    }
    if (changes.activated === true || input.status !== program.status) changes.status = input.status;
  }
  return changes as ProgramChanges;
}
