// Done when (issue 28): no service outside the notifications module sends mail. Features record
// events; the outbox and its worker mail their readers; only the notifications module puts a security
// mail on its queue. The import rule (.dependency-cruiser.cjs) keeps features off mail/; this scan
// keeps them off the queue's door.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const src = join(import.meta.dirname, "..");
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path);
    return /\.ts$/.test(entry.name) && !/\.(test|fixtures)\.ts$/.test(entry.name) ? [path] : [];
  });

/** Where mail may leave from: the notifications module, the queue it runs on, the mailer, the app's wiring. */
const senders = /^(notifications|jobs|mail)\/|^app\.ts$|^test\//;

describe("who sends mail", () => {
  it("is the notifications module alone", () => {
    const found = files(src)
      .map((file) => relative(src, file))
      .filter((file) => !senders.test(file))
      .filter((file) =>
        /\bsend(Security)?Mail\s*\(|\bcreateMailer\s*\(|nodemailer/.test(
          readFileSync(join(src, file), "utf8"),
        ),
      );
    expect(found).toEqual([]);
  });

  it("would see a service that sent one", () => {
    expect(/\bsend(Security)?Mail\s*\(/.test("await ctx.jobs.sendSecurityMail(mail)")).toBe(true);
    expect(/\bsend(Security)?Mail\s*\(/.test("await ctx.jobs.sendMail(mail)")).toBe(true);
  });
});
