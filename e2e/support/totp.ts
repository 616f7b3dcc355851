import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { type Page, test } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { APP_PORT } from "./fixtures.ts";

// Authenticator codes for the journeys, as a person's phone app would make them. The secrets of the
// accounts a run gave an authenticator are kept per app (its port: one database each) in a file, so
// a worker started again after a failure still knows them; each code is accepted once, so the last
// step used is kept too.

interface Known {
  secret: string;
  lastStep: number;
}

const storeOf = (_page: Page) =>
  `${import.meta.dirname}/../artifacts/totp-${APP_PORT + test.info().parallelIndex}.json`;

const read = (file: string): Record<string, Known> =>
  existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, Known>) : {};

function write(file: string, email: string, known: Known) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify({ ...read(file), [email]: known }));
}

const totpOf = (secret: string) =>
  new TOTP({
    algorithm: "SHA1",
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret.replaceAll(" ", "")),
  });

/** Remembers the secret an account's authenticator was given in this run. */
export const rememberTotp = (page: Page, email: string, secret: string) =>
  // The step before now: the first code made is the current step's.
  write(storeOf(page), email, {
    secret: secret.replaceAll(" ", ""),
    lastStep: Math.floor(Date.now() / 30_000) - 1,
  });

export const knowsTotp = (page: Page, email: string) => email in read(storeOf(page));

/**
 * A code the server has not seen yet: the server takes one step either side of now, and each step
 * once, so a code of a later step is made, or the next step waited for (seldom more than a few s).
 */
export async function nextTotpCode(page: Page, email: string): Promise<string> {
  const file = storeOf(page);
  const known = read(file)[email];
  if (!known) throw new Error(`No authenticator secret is known for ${email} on this app.`);
  let now = Math.floor(Date.now() / 30_000);
  while (known.lastStep >= now + 1) {
    await page.waitForTimeout(
      Math.min(30_000, (known.lastStep - now) * 30_000 - (Date.now() % 30_000) + 200),
    );
    now = Math.floor(Date.now() / 30_000);
  }
  // Never the step before now: typed near a step's end, its code would be refused by the time it
  // arrives (the server takes one step either side of its own now).
  const step = Math.max(now, known.lastStep + 1);
  write(file, email, { ...known, lastStep: step });
  return totpOf(known.secret).generate({ timestamp: step * 30_000 });
}
