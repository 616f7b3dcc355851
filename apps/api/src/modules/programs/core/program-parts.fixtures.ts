import { randomBytes } from "node:crypto";
import type { ApplicationState } from "@bounty/shared";
import type { DbOrTx } from "../../../db/client.ts";
import { programApplications, programInvites } from "../../../db/schema/index.ts";
import { addProgramManager, buildProgram, buildSignedInUser } from "../../../test/factories.ts";
import type { TestApp } from "../../../test/harness.ts";
import { apiKeyHeaders } from "../../organizations/core/organizations.fixtures.ts";
import { buildProgramWorld } from "./programs.fixtures.ts";

/** Every caller an authorization walk covers (GUIDE: tests). */
export const callers = [
  "anonymous",
  "hunter",
  "hunterKey",
  "applicant",
  "approved",
  "member",
  "triage",
  "manager",
  "admin",
  "adminKey",
  "otherAdmin",
] as const;
export type Caller = (typeof callers)[number];

/** The programs world plus an applicant and an approved hunter (of each `freshProgram`), and API keys. */
export async function buildPartsWorld(t: TestApp) {
  const w = await buildProgramWorld(t);
  const applicant = await buildSignedInUser(t.ctx);
  const approved = await buildSignedInUser(t.ctx);
  const keys = {
    hunterKey: await apiKeyHeaders(t, w.nonMember.user.id, w.nonMember.headers),
    adminKey: await apiKeyHeaders(t, w.admin.user.id, w.admin.headers),
  };
  return { ...w, applicant, approved, keys };
}
export type PartsWorld = Awaited<ReturnType<typeof buildPartsWorld>>;

export function headersFor(w: PartsWorld, who: Caller): Record<string, string> {
  if (who === "anonymous") return {};
  if (who === "hunter") return w.nonMember.headers;
  if (who === "hunterKey" || who === "adminKey") return w.keys[who];
  return w[who].headers;
}

export const walk = (expected: Record<Caller, number>) => callers.map((who) => [who, expected[who]] as const);

export async function addApplication(
  db: DbOrTx,
  programId: string,
  hunterId: string,
  state: ApplicationState = "pending",
) {
  const [row] = await db.insert(programApplications).values({ programId, hunterId, state }).returning();
  return row!;
}

export async function addInvite(db: DbOrTx, programId: string) {
  const [row] = await db.insert(programInvites).values({ programId }).returning();
  return row!;
}

/**
 * A started program of the world's organization, managed by the world's manager, with the
 * world's applicant pending and approved hunter approved, so each call acts on a program of its own.
 */
export async function freshProgram(
  t: TestApp,
  w: PartsWorld,
  overrides: Parameters<typeof buildProgram>[2] = {},
) {
  const db = t.ctx.database.db;
  const suffix = randomBytes(3).toString("hex");
  const program = await buildProgram(db, w.org.id, {
    type: "bounty",
    visibility: "invite",
    activated: true,
    firstActivatedAt: new Date(),
    slug: `fresh-${suffix}`,
    ...overrides,
  });
  await addProgramManager(db, program.id, w.manager.memberId);
  const pending = await addApplication(db, program.id, w.applicant.user.id, "pending");
  const joined = await addApplication(db, program.id, w.approved.user.id, "approved");
  return { program, pending, joined };
}
