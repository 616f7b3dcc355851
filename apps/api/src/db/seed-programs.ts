import { DEFAULT_PROGRAM_REWARDS } from "@bounty/shared";
import { recordEvent } from "../events/events.repository.ts";
import { payloadOf } from "../modules/programs/core/program-rules.ts";
import type { DbOrTx } from "./client.ts";
import { programApplications, programManagers, programs, scopeGroups } from "./schema/index.ts";

const guidelines = (program: string) => `# ${program}

Thank you for helping keep Acme Security's users safe.

## In scope
Only the assets listed under Scope. Anything else is out of scope.

## Rules
- Test only with accounts you own or the test accounts we give you.
- Never access, change or delete other people's data; stop and report as soon as you reach it.
- No denial of service, spam, social engineering or physical attacks.
- Keep the vulnerability confidential until we agree to disclose it.

## Safe harbour
Research done in good faith under these rules is authorised: we will not take legal action against you for it.`;

const reportTemplate = `## Summary

## Steps to reproduce
1.
2.

## Impact

## Suggested fix`;

/**
 * The demo organization's programs: a public vdp, a public bug bounty, an invite-only internal
 * program paying in points (`invitedId` joined it) and an application-only program (`applicantId`
 * applied); `managers` puts a member (by organization member id) on a program's manager list, by slug.
 */
export async function seedDemoPrograms(
  tx: DbOrTx,
  org: { id: string; adminId: string; managers: Readonly<Record<string, string>> },
  applicantId: string,
  invitedId: string,
): Promise<void> {
  const started = { activated: true, firstActivatedAt: new Date(), status: "open" as const };
  const demo = [
    {
      name: "Acme Web VDP",
      slug: "acme-web-vdp",
      type: "vdp" as const,
      visibility: "public" as const,
      groups: [
        { types: [], identifier: "www.acme.example", description: "The public website." },
        { types: [], identifier: "status.acme.example", description: "The status page." },
      ],
    },
    {
      name: "Acme Bug Bounty",
      slug: "acme-bug-bounty",
      type: "bounty" as const,
      visibility: "public" as const,
      // Response targets (issue 30) beside the 1-day reply time: the statistics and the badge measure them.
      triageTargetDays: 3,
      rewardTargetDays: 10,
      resolutionTargetDays: 30,
      groups: [
        {
          types: ["domain" as const, "api" as const],
          identifier: "https://app.acme.example",
          description: "The customer application and its REST API.",
        },
      ],
    },
    {
      name: "Acme Red Team (internal)",
      slug: "acme-red-team",
      type: "internal" as const,
      visibility: "invite" as const,
      creditSystem: "point" as const,
      // Points, not yen: a smaller scale than the default table's.
      rewards: {
        criticalityRewards: {
          informational: { from: 0, to: 50 },
          low: { from: 50, to: 100 },
          medium: { from: 100, to: 300 },
          high: { from: 300, to: 1000 },
          critical: { from: 1000, to: 3000 },
        },
        vrts: [],
      },
      groups: [
        {
          types: ["domain" as const],
          identifier: "https://admin.acme.example",
          description: "The staff back office; invited researchers only.",
        },
      ],
    },
    {
      name: "Acme Mobile (private)",
      slug: "acme-mobile",
      type: "bounty" as const,
      visibility: "application" as const,
      groups: [
        {
          types: ["ios" as const, "android" as const],
          identifier: "Acme Mobile 4.x (App Store, Google Play)",
          description: "The mobile apps; test accounts on request.",
        },
      ],
    },
  ];
  for (const { groups, ...fields } of demo) {
    const [program] = await tx
      .insert(programs)
      .values({
        ...started,
        organizationId: org.id,
        contents: [{ language: "en", guidelines: guidelines(fields.name) }],
        rewards: DEFAULT_PROGRAM_REWARDS,
        reportTemplate,
        // A program's own fields (its reward table among them) win over the defaults above.
        ...fields,
      })
      .returning();
    await tx
      .insert(scopeGroups)
      .values(groups.map((g, position) => ({ ...g, programId: program!.id, scopes: [], position })));
    await recordEvent(tx, {
      type: "program.created",
      organizationId: org.id,
      actorId: org.adminId,
      programId: program!.id,
      payload: { name: program!.name, type: program!.type, ...payloadOf(program!) },
    });
    const managerId = org.managers[fields.slug];
    if (managerId) await tx.insert(programManagers).values({ programId: program!.id, memberId: managerId });
    if (fields.visibility === "application") {
      await tx.insert(programApplications).values({ programId: program!.id, hunterId: applicantId });
    }
    if (fields.visibility === "invite") {
      await tx
        .insert(programApplications)
        .values({ programId: program!.id, hunterId: invitedId, state: "approved" });
    }
  }
}
