import { Id } from "@bounty/shared";
import { z } from "zod";

export { dataOf, listOf, Ok } from "../../../http/answers.ts";

/** Route-level schemas shared by the organizations route files (the bodies live in @bounty/shared). */
export const tags = ["organizations"];
export const security = [{ bearer: [] }];
export const API_KEY_REFUSAL = "API keys cannot manage organizations.";

export const OrganizationParams = z.object({ id: Id });
export const MemberParams = z.object({ id: Id, memberId: Id });
export const InviteParams = z.object({ id: Id, inviteId: Id });
export const IconQuery = z.object({ v: z.string().min(1).max(64) });
