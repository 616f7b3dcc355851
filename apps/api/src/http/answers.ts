import { ListMeta } from "@bounty/shared";
import { z } from "zod";

// The envelopes every JSON answer wears (spec §7): `{ data }` for one thing, `{ data, meta }` for a
// page of a list, and `{ data: { ok: true } }` for a write with nothing to return.
export const Ok = z.object({ data: z.object({ ok: z.literal(true) }) });
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
export const listOf = <T extends z.ZodType>(schema: T) => z.object({ data: z.array(schema), meta: ListMeta });
