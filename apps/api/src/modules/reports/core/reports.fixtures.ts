import type { CreateReport } from "@bounty/shared";
import type { DbOrTx } from "../../../db/client.ts";
import { guidelineAcceptances, privateInfos, scopeGroups } from "../../../db/schema/index.ts";
import { addProgramManager, buildSignedInUser } from "../../../test/factories.ts";
import type { TestApp } from "../../../test/harness.ts";
import { buildTestInfoWorld } from "../../programs/test-info/test-info.fixtures.ts";

/** A scope group written straight to the table; `vrtIds` empty means any vulnerability type. */
export async function buildScopeGroup(db: DbOrTx, programId: string, vrtIds: string[] = []) {
  const [group] = await db
    .insert(scopeGroups)
    .values({
      programId,
      identifier: `https://${programId.slice(0, 8)}.example.com`,
      types: ["domain"],
      scopes: vrtIds.map((vrtId, i) => ({ id: `s${i}`, vrtId, criticality: null })),
    })
    .returning();
  return group!;
}

export async function acceptGuideline(db: DbOrTx, programId: string, userId: string) {
  await db.insert(guidelineAcceptances).values({ programId, userId }).onConflictDoNothing();
}

export async function addPrivateInfo(db: DbOrTx, userId: string) {
  await db.insert(privateInfos).values({
    userId,
    name: "Hana Sato",
    address1: "1-1",
    postCode: "100-0001",
    city: "Tokyo",
    country: "JP",
  });
}

/**
 * The programs' world for reports. The sender (the world's non-member hunter) reports to the public
 * program `open`, managed by `manager`; `member` manages another program (application) only; the
 * approved hunter reports to the private program; `otherHunter` has accepted nothing. Every caller
 * class of the authorization matrix has headers here.
 */
export async function buildReportWorld(t: TestApp) {
  const db = t.ctx.database.db;
  const w = await buildTestInfoWorld(t);
  await addProgramManager(db, w.programs.application.id, w.member.memberId);
  const otherHunter = await buildSignedInUser(t.ctx);
  const scopes = {
    open: await buildScopeGroup(db, w.programs.open.id),
    private: await buildScopeGroup(db, w.programs.private.id),
    otherOpen: await buildScopeGroup(db, w.programs.otherOpen.id),
  };
  await acceptGuideline(db, w.programs.open.id, w.nonMember.user.id);
  await acceptGuideline(db, w.programs.private.id, w.approved.user.id);
  await addPrivateInfo(db, w.approved.user.id);
  return { ...w, sender: w.nonMember, otherHunter, scopes };
}
export type ReportWorld = Awaited<ReturnType<typeof buildReportWorld>>;

export const VRT = "server_side_injection.file_inclusion.local";

/** A valid submission to `programId` through `scopeId`, with any field replaced. */
export const submission = (programId: string, scopeId: string, over: Partial<CreateReport> = {}) => ({
  title: "Stored XSS in the profile page",
  scope: scopeId,
  content: "Steps to reproduce: 1. open the profile.",
  program: programId,
  vrt: VRT,
  ...over,
});

/** Submits through the API and returns the report's id, failing loudly on anything but 201. */
export async function submitReport(
  t: TestApp,
  headers: Record<string, string>,
  body: Record<string, unknown>,
): Promise<{ id: string; number: number }> {
  const res = await t.app.inject({ method: "POST", url: "/api/reports", headers, payload: body });
  if (res.statusCode !== 201) throw new Error(`submission answered ${res.statusCode}: ${res.body}`);
  return res.json().data;
}

/** Every caller class the report world's authorization walks try (docs/authorization-matrix.md). */
export const reportCallers = [
  "anonymous",
  "sender",
  "senderKey",
  "otherHunter",
  "approved",
  "member",
  "triage",
  "manager",
  "admin",
  "adminKey",
  "otherAdmin",
] as const;
export type ReportCaller = (typeof reportCallers)[number];

/** A caller's headers in the world: none for anonymous, the API keys, else the session's. */
export const callerHeaders = (w: ReportWorld, who: ReportCaller): Record<string, string> => {
  if (who === "anonymous") return {};
  if (who === "senderKey") return w.keys.hunter;
  if (who === "adminKey") return w.keys.admin;
  return w[who].headers;
};
