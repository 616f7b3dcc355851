// Plain HTTP calls to API processes started by instance-process.ts, as a client on the network makes them.
import { expect } from "vitest";
import type { Instance } from "./instance-process.ts";

export const json = async (res: Response) => {
  const body = await res.json();
  if (!res.ok) throw new Error(`${res.status} ${JSON.stringify(body)}`);
  return body.data;
};
const bearer = (token?: string): Record<string, string> =>
  token ? { authorization: `Bearer ${token}` } : {};
export const post = (i: Instance, path: string, body: unknown, token?: string) =>
  fetch(`${i.base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...bearer(token) },
    body: JSON.stringify(body),
  });
export const get = (i: Instance, path: string, token?: string) =>
  fetch(`${i.base}${path}`, { headers: bearer(token) });
export const upload = (i: Instance, path: string, field: string, file: File, token: string) => {
  const form = new FormData();
  form.append(field, file);
  return fetch(`${i.base}${path}`, { method: "POST", headers: bearer(token), body: form });
};

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` until it returns a value other than undefined, or fails after `ms`. */
export async function eventually<T>(
  what: string,
  check: () => Promise<T | undefined>,
  ms = 30_000,
  /** What was last seen, for the failure message. */
  seen: () => unknown = () => undefined,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until)
      throw new Error(`${what}: not within ${ms} ms (last seen: ${JSON.stringify(seen())})`);
    await sleep(200);
  }
}

/**
 * Signs in by e-mail across the instances: asked on `ask`, the link opened on `open`, polled on
 * `ask`. The mail is read on `mailbox` (the dev mailbox is a table, so any instance shows it).
 */
export async function signIn(
  email: string,
  ask: Instance,
  open: Instance,
  mailbox: Instance,
): Promise<string> {
  const request = await json(
    await post(ask, "/api/auth/request", { strategy: "email", email, mode: "login" }),
  );
  const link = await eventually(`a sign-in mail to ${email}`, async () => {
    const mails: { to: string; text: string }[] = await json(await get(mailbox, "/api/dev/mail"));
    // The newest sign-in link: other mails (a digest, a notification) may have come since.
    return mails
      .filter((m) => m.to === email)
      .flatMap((m) => m.text.match(/\/auth\/confirm\?(\S+)/)?.[1] ?? [])[0];
  });
  await json(await get(open, `/api/auth/confirm?${link}`));
  const poll = await json(await get(ask, `/api/auth/token?request=${request.id}`));
  expect(poll.status).toBe("confirmed");
  return poll.token;
}

/** Reads a live stream until an event of `type` arrives; resolves with the moment it did and its id. */
export async function firstEvent(res: Response, type: string): Promise<{ at: number; id: string }> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`the stream ended before ${type}:\n${text}`);
    text += decoder.decode(value, { stream: true });
    const frame = text
      .split("\n\n")
      .find((f) => f.includes(`\nevent: ${type}\n`) || f.startsWith(`event: ${type}\n`));
    if (frame) {
      const at = Date.now();
      await reader.cancel();
      return { at, id: frame.match(/^id: (\S+)$/m)?.[1] ?? "" };
    }
  }
}

/** The demo's bug bounty program as `token` sees it, its guideline accepted (a hunter may then submit). */
export async function demoProgram(i: Instance, token: string) {
  const program = await json(await get(i, "/api/programs/acme-bug-bounty", token));
  await post(i, `/api/programs/${program.id}/guideline`, {}, token);
  return program as { id: string; organization: { id: string }; scopeGroups: { id: string }[] };
}

/** A report to the demo program (see demoProgram): the raw answer, so a test can time or count it. */
export const submitReport = (
  i: Instance,
  token: string,
  program: Awaited<ReturnType<typeof demoProgram>>,
  title: string,
) =>
  post(
    i,
    "/api/reports",
    {
      title,
      scope: program.scopeGroups[0]!.id,
      content: `Steps to reproduce: ${title}.`,
      program: program.id,
      vrt: "cross_site_scripting_xss.stored.self",
    },
    token,
  );
