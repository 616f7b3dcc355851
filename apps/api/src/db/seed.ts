import type { OrgRole } from "@bounty/shared";
import { count } from "drizzle-orm";
import { recordEvent } from "../events/events.repository.ts";
import { SEALED, seal } from "../lib/seal.ts";
import type { Db } from "./client.ts";
import { identities, organizationMembers, organizations, secondFactors, users } from "./schema/index.ts";
import { dateInboxLines, seedDemoAssignments } from "./seed-assignments.ts";
import { seedDemoLicences } from "./seed-licences.ts";
import { seedDemoPayouts } from "./seed-payouts.ts";
import { seedDemoPrograms } from "./seed-programs.ts";
import { seedDemoReports } from "./seed-reports.ts";
import { seedDemoRetest } from "./seed-retests.ts";
import { seedDemoCannedAnswers, seedDemoLabels } from "./seed-team-tools.ts";
import { seedDemoTriage } from "./seed-triage.ts";

const demoHunters = [
  {
    displayName: "Aiko Tanaka",
    uniqueName: "aiko",
    email: "aiko@demo.bounty.localhost",
    country: "JP",
    language: "ja",
  },
  {
    displayName: "Lucas Martin",
    uniqueName: "lucas",
    email: "lucas@demo.bounty.localhost",
    country: "FR",
    language: "fr",
  },
  {
    displayName: "Sam Carter",
    uniqueName: "sam",
    email: "sam@demo.bounty.localhost",
    country: "US",
    language: "en",
  },
  {
    displayName: "Hana Sato",
    uniqueName: "hana",
    email: "hana@demo.bounty.localhost",
    country: "JP",
    language: "ja",
  },
  {
    displayName: "Noah Kim",
    uniqueName: "noah",
    email: "noah@demo.bounty.localhost",
    country: "KR",
    language: "en",
  },
] as const;

/**
 * Platform staff for the demo's staff pages (/staff: bounty approvals, payouts, invoices, failed
 * mails), seeded only outside production: a production database never gets a known staff login.
 */
const demoStaff = {
  displayName: "Riley Park",
  uniqueName: "riley",
  email: "staff@demo.bounty.localhost",
  country: "US",
  language: "en",
} as const;

/**
 * The demo staff account's authenticator secret (platform staff need a second factor, issue 46): add
 * it to an authenticator app, or read the current code with `npm run staff -- code`. Development only.
 */
export const DEMO_STAFF_TOTP_SECRET = "BOUNTYDEMOSTAFFKEYBOUNTYDEMOSTAF";

/** Every demo account and what it shows: the start banner and the README's table (seed.test.ts keeps them equal). */
export const demoAccounts = [
  { email: "sam@demo.bounty.localhost", name: "Sam Carter", role: "admin of Acme Security" },
  {
    email: "aiko@demo.bounty.localhost",
    name: "Aiko Tanaka",
    role: "member; manages the bug bounty and the red team",
  },
  {
    email: "lucas@demo.bounty.localhost",
    name: "Lucas Martin",
    role: "triage member: triages the bug bounty; manages the vdp",
  },
  {
    email: "noah@demo.bounty.localhost",
    name: "Noah Kim",
    role: "hunter with reports and money: rewards, a paid withdrawal and one waiting for Friday",
  },
  {
    email: "hana@demo.bounty.localhost",
    name: "Hana Sato",
    role: "hunter with reports, invited to the internal program (points)",
  },
  { email: demoStaff.email, name: demoStaff.displayName, role: "platform staff (development only)" },
] as const;

// Sam runs the demo organization; Aiko reviews as a member managing the bug bounty, Lucas as triage
// managing the vdp. Noah and Hana are hunters with reports; Noah waits for approval on the application-only program.
const demoOrganization = {
  name: "Acme Security",
  bio: "A demo organization: its members show the organization screens.",
  domain: "acme.example",
  bountyApproved: true,
  members: [
    ["sam", "admin"],
    ["aiko", "member"],
    ["lucas", "triage"],
  ] as const satisfies ReadonlyArray<readonly [string, OrgRole]>,
};

/**
 * Seeds demo accounts on an empty database and returns how to sign in, or null when not empty.
 * `staff` adds the demo platform staff account (development only, see demoStaff).
 */
export async function seedDemoData(
  db: Db,
  { staff = false, sealSecret }: { staff?: boolean; sealSecret?: string } = {},
): Promise<string | null> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return null;
  await db.transaction(async (tx) => {
    const userIds = new Map<string, string>();
    for (const h of demoHunters) {
      const [u] = await tx
        .insert(users)
        .values({
          displayName: h.displayName,
          uniqueName: h.uniqueName,
          email: h.email,
          // They sign in with their e-mail link (an "email" identity below): the address is theirs.
          emailVerifiedAt: new Date(),
          country: h.country,
          settings: { language: h.language, theme: "light" },
          onboardedAt: new Date(),
        })
        .returning();
      userIds.set(h.uniqueName, u!.id);
      await tx
        .insert(identities)
        .values({ userId: u!.id, provider: "email", subject: h.email, email: h.email });
    }
    if (staff) {
      const [u] = await tx
        .insert(users)
        .values({
          displayName: demoStaff.displayName,
          uniqueName: demoStaff.uniqueName,
          email: demoStaff.email,
          emailVerifiedAt: new Date(),
          country: demoStaff.country,
          settings: { language: demoStaff.language, theme: "light" },
          onboardedAt: new Date(),
          staffSince: new Date(),
        })
        .returning();
      await tx
        .insert(identities)
        .values({ userId: u!.id, provider: "email", subject: demoStaff.email, email: demoStaff.email });
      await recordEvent(tx, {
        type: "platform.staff.granted",
        organizationId: null,
        actorId: null,
        userId: u!.id,
        payload: { email: demoStaff.email, by: "demo seed" },
      });
      if (!sealSecret)
        throw new Error("The demo staff account needs the server's secret to seal its factor.");
      await tx.insert(secondFactors).values({
        userId: u!.id,
        kind: "totp",
        name: "Demo authenticator",
        totpSecret: seal(sealSecret, SEALED.totpSecret, DEMO_STAFF_TOTP_SECRET),
        confirmedAt: new Date(),
      });
    }
    const { members, ...fields } = demoOrganization;
    const [org] = await tx.insert(organizations).values(fields).returning();
    for (const [name, role] of members) {
      const userId = userIds.get(name)!;
      const [member] = await tx
        .insert(organizationMembers)
        .values({ organizationId: org!.id, userId, role })
        .returning();
      const event =
        role === "admin"
          ? ({ type: "org.created", payload: { name: org!.name } } as const)
          : ({ type: "org.member.added", userId, payload: { memberId: member!.id, role } } as const);
      await recordEvent(tx, { organizationId: org!.id, actorId: userId, ...event });
    }
    const memberIds = new Map(
      (await tx.select().from(organizationMembers)).map((m) => [m.userId, m.id] as const),
    );
    await seedDemoPrograms(
      tx,
      {
        id: org!.id,
        adminId: userIds.get("sam")!,
        managers: {
          "acme-bug-bounty": memberIds.get(userIds.get("aiko")!)!,
          "acme-red-team": memberIds.get(userIds.get("aiko")!)!,
          "acme-web-vdp": memberIds.get(userIds.get("lucas")!)!,
        },
      },
      userIds.get("noah")!,
      userIds.get("hana")!,
    );
    await seedDemoReports(tx, userIds);
    await seedDemoTriage(tx);
    await seedDemoRetest(tx);
    await seedDemoPayouts(tx, userIds);
    await seedDemoLicences(tx);
    await seedDemoAssignments(tx, userIds.get("aiko")!);
    await seedDemoLabels(tx, org!.id, { adminId: userIds.get("sam")!, aikoId: userIds.get("aiko")! });
    await seedDemoCannedAnswers(tx, org!.id, userIds.get("sam")!);
    await dateInboxLines(tx);
  });
  const shown = demoAccounts.filter((a) => staff || a.email !== demoStaff.email);
  const width = Math.max(...shown.map((a) => a.email.length));
  return [
    "Demo data created. Sign in with e-mail (the link arrives in the dev mailbox) as one of:",
    ...shown.map((a) => `  ${a.email.padEnd(width)}  ${a.name}: ${a.role}`),
  ].join("\n");
}
