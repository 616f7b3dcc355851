// Several instances, as a platform runs them (issue 45): two API processes that serve traffic
// (WORKER=0) and one worker process, started at the same moment on one new PostgreSQL database.
// PostgreSQL only: PGlite serves one process.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "./test/harness.ts";
import { type Instance, startInstance, waitFor200 } from "./test/instance-process.ts";

const onPostgres = !!process.env.DATABASE_URL;
let a: Instance;
let b: Instance;
let worker: Instance;
let drop: () => Promise<void>;

beforeAll(async () => {
  if (!onPostgres) return;
  const created = await createTestDatabase({ blank: true });
  drop = created.drop;
  const shared = {
    DATABASE_URL: created.url!,
    JWT_SECRET: "instances-test-secret-0123456789abcdef",
    RATE_LIMIT_EMAIL_PER_HOUR: "3",
    RATE_LIMIT_IP_PER_HOUR: "1000",
  };
  // The three migrate at once (under the lock); one seeds the demo data.
  [a, b, worker] = await Promise.all([
    startInstance("a", { ...shared, WORKER: "0", SEED_DEMO: "1" }),
    startInstance("b", { ...shared, WORKER: "0", SEED_DEMO: "0" }),
    startInstance("worker", { ...shared, WORKER: "1", SEED_DEMO: "0" }),
  ]);
  await Promise.all([a, b, worker].map((i) => waitFor200(i, "/api/health/ready")));
  await waitFor200(a, "/api/programs/acme-bug-bounty");
}, 180_000);
afterAll(async () => {
  if (!onPostgres) return;
  await Promise.all([a, b, worker].map((i) => i?.stop()));
  await drop?.();
});

const json = async (res: Response) => {
  const body = await res.json();
  if (!res.ok) throw new Error(`${res.status} ${JSON.stringify(body)}`);
  return body.data;
};
const post = (i: Instance, path: string, body: unknown, token?: string) =>
  fetch(`${i.base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
const get = (i: Instance, path: string, token?: string) =>
  fetch(`${i.base}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

/** Signs in by e-mail across the instances: asked on `ask`, the link opened on `open`, polled on `ask`. */
async function signIn(email: string, ask: Instance, open: Instance, mode = "login"): Promise<string> {
  const request = await json(await post(ask, "/api/auth/request", { strategy: "email", email, mode }));
  let link: string | undefined;
  const until = Date.now() + 30_000;
  // The worker sends the mail; the dev mailbox is a table, so any instance shows it.
  while (!link && Date.now() < until) {
    const mails: { to: string; text: string }[] = await json(await get(b, "/api/dev/mail"));
    link = mails.filter((m) => m.to === email).map((m) => m.text.match(/\/auth\/confirm\?(\S+)/)?.[1])[0];
    if (!link) await new Promise((r) => setTimeout(r, 200));
  }
  expect(link, `a sign-in mail to ${email}`).toBeTruthy();
  await json(await get(open, `/api/auth/confirm?${link}`));
  const poll = await json(await get(ask, `/api/auth/token?request=${request.id}`));
  expect(poll.status).toBe("confirmed");
  return poll.token;
}

/** Reads a live stream until an event of `type` arrives; resolves with the moment it did. */
async function firstEvent(res: Response, type: string): Promise<number> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`the stream ended before ${type}:\n${text}`);
    text += decoder.decode(value, { stream: true });
    if (text.includes(`event: ${type}\n`)) {
      const at = Date.now();
      await reader.cancel();
      return at;
    }
  }
}

describe.runIf(onPostgres)("two API instances and a worker on one database", () => {
  it("all migrated the one database, and each is ready", async () => {
    for (const i of [a, b, worker]) expect((await get(i, "/api/health/ready")).status).toBe(200);
  });

  it("holds one address's sign-in limit across both instances", async () => {
    const statuses = [];
    for (const i of [a, b, a, b])
      statuses.push(
        (
          await post(i, "/api/auth/request", {
            strategy: "email",
            email: "limit@example.test",
            mode: "login",
          })
        ).status,
      );
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it("brings a report submitted through A to a live client of B within a second", async () => {
    const manager = await signIn("aiko@demo.bounty.localhost", a, b);
    const hunter = await signIn("noah@demo.bounty.localhost", b, a);
    const stream = await get(b, "/api/events", manager);
    expect(stream.status).toBe(200);
    const heard = firstEvent(stream, "report.submitted");
    const program = await json(await get(a, "/api/programs/acme-bug-bounty", hunter));
    await post(a, `/api/programs/${program.id}/guideline`, {}, hunter);
    const sent = await post(
      a,
      "/api/reports",
      {
        title: "Two instances, one stream",
        scope: program.scopeGroups[0].id,
        content: "Steps: submit through one instance, hear it on the other.",
        program: program.id,
        vrt: "cross_site_scripting_xss.stored.self",
      },
      hunter,
    );
    const answered = Date.now();
    expect(sent.status, await sent.clone().text()).toBe(201);
    expect((await heard) - answered).toBeLessThan(1000);
  });
});
