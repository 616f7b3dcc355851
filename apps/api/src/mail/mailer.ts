import nodemailer from "nodemailer";
import type { Db } from "../db/client.ts";
import { devMails } from "../db/schema/index.ts";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export type SendMail = (mail: Mail) => Promise<void>;

/** SMTP when SMTP_URL is set; otherwise the dev mailbox at /dev/mail (config refuses this in production). */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  db: Db;
  log: { info(obj: object, msg: string): void };
}): SendMail {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return async (mail) => {
      await transport.sendMail({ from: opts.from, ...mail });
    };
  }
  return async (mail) => {
    await opts.db.insert(devMails).values(mail);
    // Dev mailbox only: the whole mail is printed so a developer can sign in from the terminal.
    opts.log.info(
      { devMail: { to: mail.to, subject: mail.subject, text: mail.text } },
      "dev mail kept at /dev/mail",
    );
  };
}
