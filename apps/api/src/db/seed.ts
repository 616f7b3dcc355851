import { count } from "drizzle-orm";
import type { Db } from "./client.ts";
import { identities, users } from "./schema/index.ts";

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
] as const;

/** Seeds demo accounts on an empty database and returns how to sign in, or null when not empty. */
export async function seedDemoData(db: Db): Promise<string | null> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return null;
  await db.transaction(async (tx) => {
    for (const h of demoHunters) {
      const [u] = await tx
        .insert(users)
        .values({
          displayName: h.displayName,
          uniqueName: h.uniqueName,
          email: h.email,
          country: h.country,
          settings: { language: h.language, theme: "light" },
          onboardedAt: new Date(),
        })
        .returning();
      await tx
        .insert(identities)
        .values({ userId: u!.id, provider: "email", subject: h.email, email: h.email });
    }
  });
  return [
    "Demo data created. Sign in with e-mail as one of:",
    ...demoHunters.map((h) => `  ${h.email}  (${h.displayName})`),
  ].join("\n");
}
