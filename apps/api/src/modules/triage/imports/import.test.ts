// Issue 33: reports imported into a triaged program, one at a time with files, or from a CSV all or none.
import { connect } from "node:net";
import { IMPORT_CSV_MAX_ROWS } from "@bounty/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events, programs, reports } from "../../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { multipartBody, tinyPng } from "../../users/users.fixtures.ts";
import {
  buildTriageWorld,
  type TriageCaller,
  type TriageWorld,
  triageCallers,
  triageHeaders,
} from "../triage.fixtures.ts";

let t: TestApp;
let w: TriageWorld;
let identifier: string;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildTriageWorld(t);
  identifier = w.scopes.open.identifier;
});
afterAll(() => t.close());

const VRT = "server_side_injection.file_inclusion.local";
const one = (over: Record<string, unknown> = {}) => ({
  title: "Open redirect found by our pentest",
  content: "Reported by e-mail on 2026-11-02.",
  scope: w.scopes.open.id,
  vrt: VRT,
  ...over,
});
const post = (who: TriageCaller, url: string, payload: object) =>
  t.app.inject({ method: "POST", url, headers: triageHeaders(w, who), payload });

const csvUpload = (who: TriageCaller, csv: string | Buffer, programId = w.programs.open.id) => {
  const body = multipartBody([
    { field: "file", filename: "reports.csv", contentType: "text/csv", content: Buffer.from(csv) },
  ]);
  return t.app.inject({
    method: "POST",
    url: `/api/programs/${programId}/import/csv`,
    headers: { ...triageHeaders(w, who), ...body.headers },
    payload: body.payload,
  });
};
const countImports = async () =>
  (
    await t.ctx.database.db
      .select()
      .from(reports)
      .where(and(eq(reports.programId, w.programs.open.id), eq(reports.isImport, true)))
  ).length;

describe("importing one report", () => {
  it("imports without a sender, marked for triage, never rewarded, with files on its description", async () => {
    const res = await post("admin", `/api/programs/${w.programs.open.id}/import`, one());
    expect(res.statusCode).toBe(201);
    const { id, messageId } = res.json().data;
    const vulnerability = (await t.app.inject({ url: `/api/triage/${id}`, headers: w.triage.headers })).json()
      .data;
    expect(vulnerability).toMatchObject({ isImport: true, source: { hunter: null }, lastAction: null });
    const report = (
      await t.app.inject({ url: `/api/reports/${id}?view=org`, headers: w.admin.headers })
    ).json().data;
    expect(report).toMatchObject({
      isImport: true,
      sender: null,
      title: "Open redirect found by our pentest",
    });
    // On a bug bounty program, where rewards exist at all, an import has no hunter to reward.
    const db = t.ctx.database.db;
    const [before] = await db
      .select({ type: programs.type })
      .from(programs)
      .where(eq(programs.id, w.programs.open.id));
    await db.update(programs).set({ type: "bounty" }).where(eq(programs.id, w.programs.open.id));
    const reward = await t.app.inject({
      method: "POST",
      url: `/api/reports/${id}/rewards`,
      headers: { ...w.admin.headers, "idempotency-key": "import-reward" },
      payload: { amount: 10_000, description: "Thanks" },
    });
    expect(reward.json().error.message).toBe("This report has no hunter to reward.");
    await db.update(programs).set({ type: before!.type }).where(eq(programs.id, w.programs.open.id));

    const files = multipartBody([
      { field: "files", filename: "proof.png", contentType: "image/png", content: tinyPng },
    ]);
    const attached = await t.app.inject({
      method: "POST",
      url: `/api/programs/${w.programs.open.id}/import/${id}/attachments`,
      headers: { ...w.manager.headers, ...files.headers },
      payload: files.payload,
    });
    expect(attached.statusCode).toBe(201);
    const download = await t.app.inject({
      url: `/api/messages/${messageId}/attachments/proof.png`,
      headers: w.admin.headers,
    });
    expect(download.statusCode).toBe(200);
    const line = await t.ctx.database.db
      .select()
      .from(events)
      .where(eq(events.type, "program.reports.imported"));
    expect(line.at(-1)?.payload).toMatchObject({ count: 1 });
  });

  it("refuses what a submission refuses, and files for a report that is not an import", async () => {
    const url = `/api/programs/${w.programs.open.id}/import`;
    expect((await post("admin", url, one({ title: "  " }))).json().error.message).toContain("Enter a title.");
    expect((await post("admin", url, one({ content: "" }))).statusCode).toBe(400);
    const typeless = await post("admin", url, one({ vrt: undefined }));
    expect(typeless.json().error.message).toContain("Pick a vulnerability type.");
    expect((await post("admin", url, one({ scope: w.scopes.private.id }))).json().error.message).toContain(
      "Pick a scope of this program.",
    );
    const submitted = await w.report();
    const files = multipartBody([
      { field: "files", filename: "x.png", contentType: "image/png", content: tinyPng },
    ]);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/programs/${w.programs.open.id}/import/${submitted.id}/attachments`,
      headers: { ...w.admin.headers, ...files.headers },
      payload: files.payload,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe("importing a CSV", () => {
  const header = "title,description,scope,vulnerability_type,severity";
  it("imports every row at once, numbered in order", async () => {
    const before = await countImports();
    const csv = [
      header,
      `SQL injection,"Found in /search, by ""q""",${identifier},${VRT},high`,
      `Stored XSS,"Two
lines",${identifier},${VRT},`,
      `Clickjacking,No frame options.,${identifier},${VRT},LOW`,
    ].join("\r\n");
    const res = await csvUpload("manager", `\uFEFF${csv}`);
    expect(res.statusCode).toBe(201);
    const { imported, firstNumber, lastNumber } = res.json().data;
    expect(imported).toBe(3);
    expect(lastNumber - firstNumber).toBe(2);
    expect(await countImports()).toBe(before + 3);
    const queue = (
      await t.app.inject({
        url: `/api/triage/${w.programs.open.id}/reports?perPage=100`,
        headers: w.triage.headers,
      })
    ).json();
    expect(queue.data.map((r: { title: string }) => r.title)).toEqual(
      expect.arrayContaining(["SQL injection", "Stored XSS", "Clickjacking"]),
    );
    expect(queue.data.find((r: { title: string }) => r.title === "Clickjacking").severity).toBe("low");
  });

  it("refuses the whole file when a row is wrong, listing every wrong row, and imports nothing", async () => {
    const before = await countImports();
    const csv = [
      header,
      `Fine,Fine.,${identifier},${VRT},`,
      `Wrong scope,Text.,https://elsewhere.example,${VRT},`,
      `,No title.,${identifier},${VRT},`,
      `Bad severity,Text.,${identifier},${VRT},urgent`,
    ].join("\n");
    const res = await csvUpload("admin", csv);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      "3 of 4 rows cannot be imported: nothing was imported. Correct them and send the whole file again.",
    );
    expect(res.json().error.rows).toEqual([
      { row: 3, field: "scope", message: "No scope of this program has this identifier." },
      { row: 4, field: "title", message: "Enter a title." },
      { row: 5, field: "severity", message: "Pick none, low, medium, high or critical." },
    ]);
    expect(await countImports()).toBe(before);
    const fixed = await csvUpload("admin", `${header}\nFine,Fine.,${identifier},${VRT},\n`);
    expect(fixed.statusCode).toBe(201);
  });

  it("refuses a file that is not UTF-8 with a 400 naming its first bad line, and imports nothing", async () => {
    const before = await countImports();
    // Latin-1 "é" (0xe9) on the third line: it was imported with replacement characters.
    const latin1 = Buffer.concat([
      Buffer.from(`${header}\nFine,Fine.,${identifier},${VRT},\nCaf`),
      Buffer.from([0xe9]),
      Buffer.from(`,Text.,${identifier},${VRT},\n`),
    ]);
    const res = await csvUpload("admin", latin1);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      "Line 3 of the file is not UTF-8 text: save the file as CSV UTF-8 and send it again. Nothing was imported.",
    );
    expect(await countImports()).toBe(before);
  });

  it("refuses a cell holding a control character with its row, never a 500, and imports nothing", async () => {
    const before = await countImports();
    const res = await csvUpload(
      "admin",
      `${header}\nFine,Fine.,${identifier},${VRT},\nA title,desc\u0000ription,${identifier},${VRT},\nT\u001b[31m,Text.,${identifier},${VRT},\n`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.rows).toEqual([
      { row: 3, field: "description", message: expect.stringContaining("U+0000") },
      { row: 4, field: "title", message: expect.stringContaining("U+001B") },
    ]);
    expect(await countImports()).toBe(before);
  });

  it("a stalled upload holds no database connection: the API answers others meanwhile", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const port = (t.app.server.address() as { port: number }).port;
    const socket = connect(port, "127.0.0.1");
    const part = `--zz\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\n${header}\n`;
    socket.write(
      `POST /api/programs/${w.programs.open.id}/import/csv HTTP/1.1\r\nhost: x\r\nauthorization: ${w.admin.headers.authorization}\r\ncontent-type: multipart/form-data; boundary=zz\r\ncontent-length: 100000\r\n\r\n${part}`,
    );
    await new Promise((r) => setTimeout(r, 300));
    // On PGlite's one connection, an import that waited on its client inside a transaction held it.
    // (Held, this read waits until the test's time limit and fails.)
    const other = await fetch(`http://127.0.0.1:${port}/api/programs/${w.programs.open.id}`);
    expect(other.status).toBe(200);
    socket.destroy();
  });

  it("takes UTF-8 with a multi-byte character on any byte boundary, with or without a BOM, and UTF-16 with its BOM", async () => {
    const before = await countImports();
    const utf8 = await csvUpload("admin", `\uFEFF${header}\n請求書の脆弱性,説明,${identifier},${VRT},\n`);
    expect(utf8.statusCode).toBe(201);
    const utf16 = await csvUpload(
      "admin",
      Buffer.concat([
        Buffer.from([0xff, 0xfe]),
        Buffer.from(`${header}\nÉté,Text.,${identifier},${VRT},\n`, "utf16le"),
      ]),
    );
    expect(utf16.statusCode).toBe(201);
    expect(await countImports()).toBe(before + 2);
  });

  it("refuses a wrong header, an empty file, a broken CSV and more rows than allowed", async () => {
    expect((await csvUpload("admin", "name,body\nA,B")).json().error.message).toContain(
      "unknown: name, body",
    );
    expect((await csvUpload("admin", `${header}\n`)).json().error.message).toContain("holds no reports");
    expect((await csvUpload("admin", `${header}\n"open,quote`)).json().error.message).toContain(
      "not a CSV we can read",
    );
    const rows = Array.from({ length: IMPORT_CSV_MAX_ROWS + 1 }, (_, i) => `T${i},D,nowhere,,`);
    const many = await csvUpload("admin", [header, ...rows].join("\n"));
    expect(many.statusCode).toBe(400);
    expect(many.json().error.message).toBe(
      `A file may hold at most ${IMPORT_CSV_MAX_ROWS} reports: split it.`,
    );
  });
});

describe("import authorization", () => {
  // The organization's side of triage imports; triagers read but do not import; the rest do not find it.
  const expected: Record<TriageCaller, number> = {
    anonymous: 401,
    sender: 404,
    senderKey: 403,
    otherHunter: 404,
    approved: 404,
    member: 404,
    triage: 403,
    manager: 201,
    admin: 201,
    adminKey: 403,
    otherAdmin: 404,
    platformTriager: 403,
    staff: 404,
  };
  it.each(triageCallers)("walks the import routes as %s", async (who) => {
    const single = await post(who, `/api/programs/${w.programs.open.id}/import`, one());
    expect(single.statusCode).toBe(expected[who]);
    const csv = await csvUpload(who, `title,description,scope\nA,B,${identifier}`);
    // The scope names no type: the row is refused (400) once the caller may import at all.
    expect(csv.statusCode).toBe(expected[who] === 201 ? 400 : expected[who]);
    const imported = (await post("admin", `/api/programs/${w.programs.open.id}/import`, one())).json().data;
    const files = multipartBody([
      { field: "files", filename: "a.png", contentType: "image/png", content: tinyPng },
    ]);
    const attached = await t.app.inject({
      method: "POST",
      url: `/api/programs/${w.programs.open.id}/import/${imported.id}/attachments`,
      headers: { ...triageHeaders(w, who), ...files.headers },
      payload: files.payload,
    });
    expect(attached.statusCode).toBe(expected[who]);
  });

  it("does not find a program that is not triaged, even for its admin", async () => {
    const res = await post(
      "admin",
      `/api/programs/${w.programs.private.id}/import`,
      one({ scope: w.scopes.private.id }),
    );
    expect(res.statusCode).toBe(404);
    expect(
      (await csvUpload("admin", "title,description,scope\nA,B,x", w.programs.private.id)).statusCode,
    ).toBe(404);
  });
});
