import { Id } from "@bounty/shared";
import { z } from "zod";

/** Route-level schemas shared by the users route files (the bodies live in @bounty/shared). */
export const tags = ["users"];
export const security = [{ bearer: [] }];

export const UserIdParams = z.object({ id: Id });
/** GET users/{id} also takes a uniqueName: the profile page /profiles/{name} looks users up by it. */
export const UserIdOrNameParams = z.object({
  id: z.string().min(1, "Not a valid id or name.").max(64, "Not a valid id or name."),
});
export const ApiTokenParams = z.object({ id: Id, tokenId: Id });

export { dataOf, listOf, Ok } from "../../http/answers.ts";
