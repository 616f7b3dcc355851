import { randomBytes } from "node:crypto";
import type { DbOrTx } from "../../db/client.ts";
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from "../../db/schema/index.ts";

/** Test helpers for the users module: image bytes, multipart bodies and ledger money. */

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A 1x1 transparent PNG. */
export const tinyPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
export const tinyJpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1)]);
export const tinyGif = Buffer.concat([Buffer.from("GIF89a"), Buffer.alloc(30, 0)]);
export const tinyBmp = Buffer.concat([Buffer.from("BM"), Buffer.alloc(60, 0)]);

interface FilePart {
  field?: string;
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A multipart/form-data request body for app.inject. */
export function multipartBody(parts: FilePart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----bounty-${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.field ?? "file"}"; ` +
          `filename="${p.filename}"\r\nContent-Type: ${p.contentType}\r\n\r\n`,
      ),
      p.content,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** Moves `amount` yen from a funding account into the user's hunter_money account (created if needed). */
export async function creditHunterMoney(db: DbOrTx, userId: string, amount: number) {
  const [hunter] = await db.insert(ledgerAccounts).values({ kind: "hunter_money", userId }).returning();
  const [funding] = await db.insert(ledgerAccounts).values({ kind: "funding" }).returning();
  const [tx] = await db
    .insert(ledgerTransactions)
    .values({ idempotencyKey: randomBytes(8).toString("hex"), kind: "test.credit" })
    .returning();
  await db.insert(ledgerEntries).values([
    { transactionId: tx!.id, accountId: hunter!.id, amount },
    { transactionId: tx!.id, accountId: funding!.id, amount: -amount },
  ]);
  return { hunterAccountId: hunter!.id, fundingAccountId: funding!.id, transactionId: tx!.id };
}

/** Moves `amount` yen out of an existing hunter account (a payout). */
export async function debitAccount(db: DbOrTx, accountId: string, amount: number) {
  const [payouts] = await db.insert(ledgerAccounts).values({ kind: "payouts" }).returning();
  const [tx] = await db
    .insert(ledgerTransactions)
    .values({ idempotencyKey: randomBytes(8).toString("hex"), kind: "test.payout" })
    .returning();
  await db.insert(ledgerEntries).values([
    { transactionId: tx!.id, accountId, amount: -amount },
    { transactionId: tx!.id, accountId: payouts!.id, amount },
  ]);
}
