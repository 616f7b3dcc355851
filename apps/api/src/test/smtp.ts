import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string;
  raw: string;
}

/** A real SMTP server on a loopback port that keeps what it receives. */
export async function startSmtpServer() {
  const inbox: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(",");
        inbox.push({ to, raw: Buffer.concat(chunks).toString("utf8") });
        for (const w of waiters.splice(0)) w();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    /** Resolves with the first mail to `to` that arrives (or has arrived). */
    async waitFor(to: string, timeoutMs = 20_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = inbox.find((m) => m.to === to);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((r) => {
          waiters.push(r);
          setTimeout(r, 250);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The sign-in link in a raw mail (quoted-printable soft breaks undone). */
export function signInLink(raw: string): URL {
  const text = raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const match = /https?:\/\/\S+\/auth\/confirm\?state=[\w-]+&code=[\w-]+/.exec(text);
  if (!match) throw new Error("No sign-in link in the mail");
  return new URL(match[0]);
}
