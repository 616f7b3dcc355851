import { z } from "zod";
import { PROGRAMS_PER_PAGE, rewardLevels, SECONDS_PER_DAY } from "../constants.ts";
import { countryCodes } from "../countries.ts";
import { CVSS_VERSIONS } from "../severity/cvss/metrics.ts";
import { VrtId } from "../severity/taxonomy/vrt-id-schema.ts";
import { isSingleLine, SINGLE_LINE } from "../text-rules.ts";
import { Id, ListMeta, pagination, RowId, Timestamp } from "./common.ts";
import { ProgramParticipation } from "./program-access.ts";
import { ProgramChecks } from "./program-activation.ts";
import { ScopeGroup } from "./program-scope.ts";
import { TestForm } from "./program-test.ts";
import { ResponseTargetDays } from "./response-targets.ts";

export const programTypes = ["vdp", "bounty", "internal"] as const;
export const ProgramType = z.enum(programTypes, { error: "Pick vdp, bounty or internal." });
export type ProgramType = z.infer<typeof ProgramType>;

export const programVisibilities = ["public", "application", "invite"] as const;
export const ProgramVisibility = z.enum(programVisibilities, {
  error: "Pick public, application or invite.",
});
export type ProgramVisibility = z.infer<typeof ProgramVisibility>;

export const creditSystems = ["money", "point"] as const;
export const CreditSystem = z.enum(creditSystems, { error: "Pick money or point." });
export type CreditSystem = z.infer<typeof CreditSystem>;

export const ProgramCvssVersion = z.enum(CVSS_VERSIONS, { error: "Pick CVSS 3.1 or 4.0." });
export type ProgramCvssVersion = z.infer<typeof ProgramCvssVersion>;

/** Stored operating state once started; "notStarted" is shown for a program never activated. */
export const programStates = ["open", "suspended", "stopped"] as const;
export const programStatuses = ["notStarted", ...programStates] as const;
export const ProgramStatus = z.enum(programStatuses);
export type ProgramStatus = z.infer<typeof ProgramStatus>;

/** Spec 2 §4: a program never started, or stopped, takes no new message and no reward. */
export const isProgramStopped = (p: { activated: boolean; status: string }): boolean =>
  !p.activated || p.status === "stopped";

/** Guideline languages (spec §9): en and jp. */
export const guidelineLanguages = ["en", "jp"] as const;
export const GuidelineLanguage = z.enum(guidelineLanguages, { error: "Pick en or jp." });

export const ProgramContent = z.strictObject({
  language: GuidelineLanguage,
  guidelines: z.string().max(100_000, "Use at most 100000 characters."),
});
export type ProgramContent = z.infer<typeof ProgramContent>;

export const RewardLevel = z.enum(rewardLevels, {
  error: "Pick informational, low, medium, high or critical.",
});
export type RewardLevel = z.infer<typeof RewardLevel>;

const Amount = z
  .number({ error: "Enter a whole amount." })
  .int("Enter a whole amount.")
  .min(0, "Amounts cannot be negative.")
  .max(1_000_000_000_000, "That amount is too large.");

/** A reward range in yen or points; `to` must not be below `from`. */
export const RewardRange = z.strictObject({ from: Amount, to: Amount }).refine((r) => r.to >= r.from, {
  message: "The upper bound must not be below the lower one.",
  path: ["to"],
});
export type RewardRange = z.infer<typeof RewardRange>;

export const VrtReward = z
  .strictObject({ vrtId: VrtId, criticality: RewardLevel, from: Amount, to: Amount })
  .refine((r) => r.to >= r.from, {
    message: "The upper bound must not be below the lower one.",
    path: ["to"],
  });
export type VrtReward = z.infer<typeof VrtReward>;

export const ProgramRewards = z.strictObject({
  criticalityRewards: z.strictObject({
    informational: RewardRange,
    low: RewardRange,
    medium: RewardRange,
    high: RewardRange,
    critical: RewardRange,
  }),
  vrts: z
    .array(VrtReward)
    .max(500, "Use at most 500 specific rewards.")
    .refine((list) => new Set(list.map((v) => v.vrtId)).size === list.length, {
      message: "Each vulnerability type may have one reward only.",
    }),
});
export type ProgramRewards = z.infer<typeof ProgramRewards>;

/** Spec §9: the default reward ranges, in yen or points. */
export const DEFAULT_PROGRAM_REWARDS: ProgramRewards = {
  criticalityRewards: {
    informational: { from: 0, to: 5_000 },
    low: { from: 5_000, to: 10_000 },
    medium: { from: 10_000, to: 30_000 },
    high: { from: 30_000, to: 100_000 },
    critical: { from: 100_000, to: 300_000 },
  },
  vrts: [],
};

export const DEFAULT_REPLY_SPEED = SECONDS_PER_DAY;

export const ProgramName = z
  .string()
  .trim()
  .min(1, "Enter a name.")
  .max(100, "Use at most 100 characters.")
  .refine(isSingleLine, SINGLE_LINE);

/** Spec §5: only English letters, digits, - and _. */
export const ProgramSlug = z
  .string()
  .trim()
  .min(1, "Enter a URL slug.")
  .max(100, "Use at most 100 characters.")
  .regex(/^[A-Za-z0-9_-]+$/, "Only English letters, digits, - and _ are allowed.")
  // Program URLs take an id or a slug, so a slug must never read as an id.
  .refine(
    (s) => !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s),
    "A URL slug cannot have the form of an id.",
  );

export const ProgramOrganization = z.object({
  id: RowId,
  name: z.string(),
  icon: z.string().nullable(),
});

/** A program card: /programs and the organization's program list. */
export const ProgramSummary = z.object({
  id: RowId,
  slug: z.string(),
  name: z.string(),
  type: ProgramType,
  visibility: ProgramVisibility,
  status: ProgramStatus,
  organization: ProgramOrganization,
  /** New reports; 0 until reports exist (issue 6). */
  newReportsNb: z.number().int(),
});
export type ProgramSummary = z.infer<typeof ProgramSummary>;

export const ProgramManager = z.object({
  /** The organization member id (what PUT programs/{id} `managers` takes). */
  id: RowId,
  user: z.object({
    id: RowId,
    displayName: z.string(),
    uniqueName: z.string(),
    icon: z.string().nullable(),
  }),
});
export type ProgramManager = z.infer<typeof ProgramManager>;

export const Program = ProgramSummary.extend({
  creditSystem: CreditSystem,
  activated: z.boolean(),
  firstActivated: Timestamp.nullable(),
  frozen: z.boolean(),
  replySpeed: z.number().int(),
  cvssVersion: ProgramCvssVersion,
  contents: z.array(ProgramContent),
  rewards: ProgramRewards,
  reportTemplate: z.string(),
  allowedCountries: z.array(z.string()),
  maxOpenReportsPerHunter: z.number().int().nullable(),
  /** Days after which a disclosure request left unanswered discloses itself; null: never. */
  disclosureAfterDays: z.number().int().nullable(),
  /** Disclosures leave out what the report was paid. */
  hideDisclosedAmounts: z.boolean(),
  /** Issue 30: response targets in business days beside the reply speed (the first response's). */
  targets: ResponseTargetDays,
  /** Shown only to members of the owning organization; [] for everyone else. */
  managers: z.array(ProgramManager),
  scopeGroups: z.array(ScopeGroup),
  testForms: z.array(TestForm),
  /** The program home's tab checks: members of the owning organization only (null for others). */
  checks: ProgramChecks.nullable(),
  /** The signed-in hunter's application and guideline acceptance (null for members and visitors). */
  participation: ProgramParticipation.nullable(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type Program = z.infer<typeof Program>;

/** What the viewer may do with a program, sent beside it. */
export const ProgramAbilities = z.object({
  update: z.boolean(),
  manageManagers: z.boolean(),
  delete: z.boolean(),
  /** A member of the owning organization, who sees the preview banner. */
  preview: z.boolean(),
  /** Start the program, or for vdp request (and cancel) its activation; change its status. */
  activate: z.boolean(),
  /** Budget, scope groups, invite link, applications, test forms and answers to test-information requests. */
  manageHunters: z.boolean(),
  /** A signed-in hunter may apply (a non-public program they have not applied to). */
  apply: z.boolean(),
  /** A hunter who joined (or a public program's visitor signed in) may request test information. */
  requestTestInfo: z.boolean(),
  /** A signed-in hunter may report: a running program whose details they see, not their own organization's. */
  report: z.boolean(),
  /** Set the program's budget (the organization's admin; bug bounty programs only). */
  fund: z.boolean(),
  /** See the program's budget and what was spent (members of the organization). */
  readBudget: z.boolean(),
  /** Subscribe the program, or cancel its subscription (the organization's admin). */
  subscribe: z.boolean(),
});
export type ProgramAbilities = z.infer<typeof ProgramAbilities>;

/** POST programs. */
export const CreateProgram = z.strictObject({
  name: ProgramName,
  type: ProgramType,
  organization: Id,
  visibility: ProgramVisibility,
});
export type CreateProgram = z.infer<typeof CreateProgram>;

const uniqueLanguages = (list: ProgramContent[]) => new Set(list.map((c) => c.language)).size === list.length;

/** PUT programs/{id}: send what changed. Rules needing the stored program are checked by the API. */
export const UpdateProgram = z.strictObject({
  name: ProgramName.optional(),
  slug: ProgramSlug.optional(),
  visibility: ProgramVisibility.optional(),
  creditSystem: CreditSystem.optional(),
  replySpeed: z
    .number({ error: "Enter a whole number of seconds." })
    .int("Enter a whole number of seconds.")
    .min(0, "The reply time cannot be negative.")
    .max(365 * SECONDS_PER_DAY, "Use at most 365 days.")
    .optional(),
  cvssVersion: ProgramCvssVersion.optional(),
  contents: z
    .array(ProgramContent)
    .max(guidelineLanguages.length)
    .refine(uniqueLanguages, "Give each language's guidelines once.")
    .optional(),
  rewards: ProgramRewards.optional(),
  targets: ResponseTargetDays.optional(),
  /** Hunters residing in these countries (ISO codes) may report; empty: anyone. */
  allowedCountries: z
    .array(z.enum(countryCodes, { error: "Pick countries from the list." }))
    .max(countryCodes.length)
    .refine((l) => new Set(l).size === l.length, "Pick each country once.")
    .optional(),
  /** At most this many open (new or checked) reports per hunter; null: no limit. */
  maxOpenReportsPerHunter: z
    .number({ error: "Enter a whole number." })
    .int("Enter a whole number.")
    .min(1, "Allow at least one open report, or no limit.")
    .max(1_000, "Use at most 1000.")
    .nullable()
    .optional(),
  reportTemplate: z.string().max(20_000, "Use at most 20000 characters.").optional(),
  /** A request staff leave unanswered this many days discloses itself (8 to 365); null: never. */
  disclosureAfterDays: z
    .number({ error: "Enter a whole number of days." })
    .int("Enter a whole number of days.")
    .min(8, "Use at least 8 days: staff are reminded a week before.")
    .max(365, "Use at most 365 days.")
    .nullable()
    .optional(),
  hideDisclosedAmounts: z.boolean().optional(),
  /** Non-vdp "Start the Program": only true, once every tab Start needs is complete. */
  activated: z.literal(true, { error: "A program cannot be deactivated; stop it instead." }).optional(),
  /** Open or Stop (and Suspended), once started. */
  status: z.enum(programStates, { error: "Pick open, suspended or stopped." }).optional(),
  managers: z
    .array(Id)
    .max(400)
    .refine((ids) => new Set(ids).size === ids.length, "List each manager once.")
    .optional(),
});
export type UpdateProgram = z.infer<typeof UpdateProgram>;

/** GET programs: the public list, or with `organization` that organization's own list (members only). */
export const ListProgramsQuery = pagination(PROGRAMS_PER_PAGE).extend({
  type: z.enum(["all", "vdp", "bounty"], { error: "Pick all, vdp or bounty." }).default("all"),
  visibility: z
    .enum(["all", "application", "public"], { error: "Pick all, application or public." })
    .default("all"),
  s: z.string().trim().max(200, "Use at most 200 characters.").default(""),
  organization: Id.optional(),
});
export type ListProgramsQuery = z.infer<typeof ListProgramsQuery>;

export const ProgramList = z.object({ data: z.array(ProgramSummary), meta: ListMeta });
export type ProgramList = z.infer<typeof ProgramList>;

export const SLUG_UNCHANGED = "The new URL slug must differ from the current one.";
export const SLUG_TAKEN = "This URL slug is taken. Please choose another one.";
