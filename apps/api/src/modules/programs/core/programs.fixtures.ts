import { addMember, addProgramManager, buildProgram, buildSignedInUser } from "../../../test/factories.ts";
import type { TestApp } from "../../../test/harness.ts";
import { buildWorld } from "../../organizations/core/organizations.fixtures.ts";

/**
 * The organizations' world plus programs in every visibility state: a program manager (a member on
 * the private program's manager list) and the other organization's programs.
 */
export async function buildProgramWorld(t: TestApp) {
  const db = t.ctx.database.db;
  const world = await buildWorld(t);
  const started = { activated: true, firstActivatedAt: new Date() };
  const org = world.org.id;
  const programs = {
    open: await buildProgram(db, org, { ...started, name: "Open Kiwi", slug: "open-kiwi" }),
    application: await buildProgram(db, org, {
      ...started,
      name: "Application Kiwi",
      slug: "application-kiwi",
      type: "bounty",
      visibility: "application",
    }),
    suspended: await buildProgram(db, org, { ...started, name: "Suspended Kiwi", status: "suspended" }),
    private: await buildProgram(db, org, {
      ...started,
      name: "Private Kiwi",
      slug: "Private-Kiwi",
      visibility: "invite",
    }),
    notActivated: await buildProgram(db, org, { name: "Unstarted Kiwi", slug: "unstarted-kiwi" }),
    stopped: await buildProgram(db, org, {
      ...started,
      name: "Stopped Kiwi",
      slug: "stopped-kiwi",
      status: "stopped",
    }),
    otherOpen: await buildProgram(db, world.otherOrg.id, { ...started, name: "Other Kiwi" }),
    otherPrivate: await buildProgram(db, world.otherOrg.id, {
      ...started,
      name: "Other Secret Kiwi",
      visibility: "invite",
    }),
  };
  const manager = await buildSignedInUser(t.ctx);
  const managerRow = await addMember(db, org, manager.user.id, "member");
  await addProgramManager(db, programs.private.id, managerRow.id);
  return { ...world, programs, manager: { ...manager, memberId: managerRow.id } };
}
export type ProgramWorld = Awaited<ReturnType<typeof buildProgramWorld>>;

/** Programs everyone may see, among `buildProgramWorld`'s. */
export const publicNames = ["Application Kiwi", "Open Kiwi", "Other Kiwi", "Suspended Kiwi"];
/** Programs of the first organization only its members see. */
export const hiddenNames = ["Private Kiwi", "Stopped Kiwi", "Unstarted Kiwi"];
