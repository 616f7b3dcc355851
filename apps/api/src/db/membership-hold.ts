import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { organizationMembers, organizations, secondFactors } from "./schema/index.ts";

// An organization may require a second factor of its members (issue 46). A member without one is
// held back: their membership grants nothing — no report, no program's private settings, no money, no
// live event, no mail, no triage — until they add a factor, and the organization's routes answer them
// `second_factor_required`. The rule lives here once, in SQL, because every reader of standing is a
// query over `organization_members`: each adds `membershipInForce()` (or `heldOf` for an alias).

/** The person `userId` is held in organization `organizationId`: it requires a factor they lack. */
export const heldOf = (organizationId: SQLWrapper, userId: SQLWrapper): SQL =>
  sql`(exists (select 1 from ${organizations} where ${organizations.id} = ${organizationId} and ${organizations.requireSecondFactor}) and not exists (select 1 from ${secondFactors} where ${secondFactors.userId} = ${userId} and ${secondFactors.confirmedAt} is not null))`;

/** This `organization_members` row is held: its organization requires a factor its person lacks. */
export const membershipHeld = (): SQL =>
  heldOf(organizationMembers.organizationId, organizationMembers.userId);

/** This `organization_members` row grants its standing. */
export const membershipInForce = (): SQL => sql`not ${membershipHeld()}`;
