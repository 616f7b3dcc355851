import nodemailer from "nodemailer";
import type { Db } from "../db/client.ts";
import { devMails } from "../db/schema/index.ts";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A sign-in link or another security mail: its own queue, never behind notifications. */
  security?: boolean;
  /** Extra headers: a notification's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

export type SendMail = (mail: Mail) => Promise<void>;

/** A mailer, and the end of its open SMTP connections (the app calls it when it closes). */
export type Mailer = SendMail & { close(): void };

/** SMTP connections the mail worker keeps open and sends over side by side. */
export const SMTP_POOL_SIZE = 5;

/** The transport options for `SMTP_URL`: pooled, unless the URL says otherwise. */
export function pooledSmtpUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has("pool")) url.searchParams.set("pool", "true");
  if (!url.searchParams.has("maxConnections")) url.searchParams.set("maxConnections", String(SMTP_POOL_SIZE));
  return url.toString();
}

/** SMTP when SMTP_URL is set; otherwise the dev mailbox at /dev/mail (config refuses this in production). */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  db: Db;
  log: { debug(obj: object, msg: string): void };
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(pooledSmtpUrl(opts.smtpUrl));
    const send: SendMail = async ({ security: _security, ...mail }) => {
      await transport.sendMail({ from: opts.from, ...mail });
    };
    return Object.assign(send, { close: () => transport.close() });
  }
  const keep: SendMail = async ({ security: _security, ...mail }) => {
    await opts.db.insert(devMails).values({ ...mail, headers: mail.headers ?? {} });
    // Dev mailbox only: the mails are read at /dev/mail (the start-up line says where); the log names
    // each one at debug level, so starting the demo does not print its dozens of mails in full.
    opts.log.debug({ devMail: { to: mail.to, subject: mail.subject } }, "dev mail kept at /dev/mail");
  };
  return Object.assign(keep, { close: () => {} });
}
