import { SLUG_UNCHANGED, type UpdateProgram } from "@bounty/shared";
import { AppError } from "../../http/errors.ts";
import { isPubliclyVisible } from "./programs.policy.ts";
import type { ProgramChanges, ProgramRow } from "./programs.repository.ts";

type SettingsInput = Omit<UpdateProgram, "managers">;

const invalid = (field: string, message: string) => new AppError("validation_failed", `${field}: ${message}`);

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
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    const current = program[key as keyof SettingsInput];
    if (JSON.stringify(current) !== JSON.stringify(value)) changes[key] = value;
  }
  return changes as ProgramChanges;
}

/**
 * What every program event's payload says about the program: whether its details are private (not
 * visible to everyone), so chat messages of private programs carry only a link.
 */
export const payloadOf = (program: ProgramRow) => ({ programDetailsPrivate: !isPubliclyVisible(program) });
