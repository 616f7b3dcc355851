import { z } from "zod";
import { RowId } from "./common.ts";

const OptionalId = z.string().nullable().default(null);

/**
 * What a committed event announces, on NOTIFY between instances and on the live stream to the
 * browser: the type and ids only, never the payload, so nothing private travels with it.
 */
export const LiveNotice = z.object({
  id: RowId,
  type: z.string(),
  organizationId: OptionalId,
  userId: OptionalId,
  programId: OptionalId,
  reportId: OptionalId,
});
export type LiveNotice = z.infer<typeof LiveNotice>;

/** Reads a notice from its JSON text; anything else is null (a reader skips it). */
export function parseLiveNotice(text: string | undefined): LiveNotice | null {
  if (!text) return null;
  try {
    const parsed = LiveNotice.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
