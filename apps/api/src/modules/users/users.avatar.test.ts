import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.ts";
import { AVATAR_MAX_BYTES } from "../../http/images.ts";
import { buildSignedInUser } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { multipartBody, PNG_SIGNATURE, tinyBmp, tinyGif, tinyJpeg, tinyPng } from "./users.fixtures.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const upload = (
  userId: string,
  headers: Record<string, string>,
  file: { filename: string; contentType: string; content: Buffer; field?: string },
) => {
  const body = multipartBody([file]);
  return t.app.inject({
    method: "PUT",
    url: `/api/users/${userId}/avatar`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};

const iconKeyOf = async (id: string) =>
  (await t.ctx.database.db.select().from(users).where(eq(users.id, id)))[0]?.iconKey ?? null;

describe("PUT /api/users/{id}/avatar", () => {
  it.each([
    ["a PNG", tinyPng, "png", "image/png"],
    ["a JPEG", tinyJpeg, "jpg", "image/jpeg"],
    ["a GIF", tinyGif, "gif", "image/gif"],
    ["a BMP", tinyBmp, "bmp", "image/bmp"],
  ])("stores %s and serves it back with its type", async (_what, content, ext, mime) => {
    const { user, headers } = await buildSignedInUser(t.ctx);
    const res = await upload(user.id, headers, { filename: `me.${ext}`, contentType: mime, content });
    expect(res.statusCode).toBe(200);
    const icon = res.json().data.icon as string;
    expect(icon).toMatch(new RegExp(`^/api/users/${user.id}/avatar\\?v=`));

    const key = await iconKeyOf(user.id);
    expect(key).toMatch(new RegExp(`^avatars/${user.id}/[0-9a-f]{24}\\.${ext}$`));
    expect(await t.ctx.storage.get(key!)).toEqual(content);

    const image = await t.app.inject({ url: icon });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe(mime);
    expect(image.rawPayload).toEqual(content);
  });

  it("accepts a PNG renamed .txt: the type comes from the bytes", async () => {
    const { user, headers } = await buildSignedInUser(t.ctx);
    const res = await upload(user.id, headers, {
      filename: "notes.txt",
      contentType: "text/plain",
      content: tinyPng,
    });
    expect(res.statusCode).toBe(200);
    expect(await iconKeyOf(user.id)).toMatch(/\.png$/);
  });

  it.each([
    ["a text file named .png", Buffer.from("just some text, honestly"), "image/png"],
    [
      "an SVG",
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>'),
      "image/svg+xml",
    ],
    ["an HTML page", Buffer.from("<!doctype html><script>alert(document.cookie)</script>"), "image/png"],
    ["an empty file", Buffer.alloc(0), "image/png"],
  ])("refuses %s with 415", async (_what, content, contentType) => {
    const { user, headers } = await buildSignedInUser(t.ctx);
    const res = await upload(user.id, headers, { filename: "me.png", contentType, content });
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toEqual({
      code: "unsupported_media_type",
      message: "Use a JPEG, PNG, GIF or BMP image.",
    });
    expect(await iconKeyOf(user.id)).toBeNull();
  });

  it("accepts exactly 5 MB and refuses one byte more with 413", async () => {
    const { user, headers } = await buildSignedInUser(t.ctx);
    const atLimit = Buffer.concat([PNG_SIGNATURE, Buffer.alloc(AVATAR_MAX_BYTES - PNG_SIGNATURE.length)]);
    const ok = await upload(user.id, headers, {
      filename: "a.png",
      contentType: "image/png",
      content: atLimit,
    });
    expect(ok.statusCode).toBe(200);
    const keyBefore = await iconKeyOf(user.id);

    const tooBig = Buffer.concat([atLimit, Buffer.from([0])]);
    const res = await upload(user.id, headers, {
      filename: "b.png",
      contentType: "image/png",
      content: tooBig,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toEqual({
      code: "payload_too_large",
      message: "The image is larger than 5 MB.",
    });
    expect(await iconKeyOf(user.id)).toBe(keyBefore);
  });

  it("replaces the previous file and deletes it from storage", async () => {
    const { user, headers } = await buildSignedInUser(t.ctx);
    await upload(user.id, headers, { filename: "a.png", contentType: "image/png", content: tinyPng });
    const first = await iconKeyOf(user.id);
    const res = await upload(user.id, headers, {
      filename: "b.gif",
      contentType: "image/gif",
      content: tinyGif,
    });
    expect(res.statusCode).toBe(200);
    const second = await iconKeyOf(user.id);
    expect(second).not.toBe(first);
    expect(await t.ctx.storage.get(first!)).toBeNull();
    expect(await t.ctx.storage.get(second!)).toEqual(tinyGif);
  });

  it("is 400 for a request that is not multipart", async () => {
    const { user, headers } = await buildSignedInUser(t.ctx);
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/users/${user.id}/avatar`,
      headers,
      payload: { file: "iVBORw0KGgo=" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe("Send the image as multipart/form-data in a field named file.");
  });

  it("is 400 for a multipart request without a file", async () => {
    const { user, headers } = await buildSignedInUser(t.ctx);
    const boundary = "----nofile";
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/users/${user.id}/avatar`,
      headers: { ...headers, "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe("Choose an image to upload.");
  });

  it("is 400 when the file is sent under another field name", async () => {
    const { user, headers } = await buildSignedInUser(t.ctx);
    const res = await upload(user.id, headers, {
      field: "image",
      filename: "a.png",
      contentType: "image/png",
      content: tinyPng,
    });
    expect(res.statusCode).toBe(400);
    expect(await iconKeyOf(user.id)).toBeNull();
  });

  it("is 400, not 500, for a garbled multipart body", async () => {
    const { user, headers } = await buildSignedInUser(t.ctx);
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/users/${user.id}/avatar`,
      headers: { ...headers, "content-type": "multipart/form-data" },
      payload: "garbage",
    });
    expect(res.statusCode).toBe(400);
  });
});

describe("GET /api/users/{id}/avatar", () => {
  it("serves the image with long caching and locked-down headers, to anyone", async () => {
    const { user, headers } = await buildSignedInUser(t.ctx);
    await upload(user.id, headers, { filename: "a.png", contentType: "image/png", content: tinyPng });
    const other = await buildSignedInUser(t.ctx);
    for (const viewer of [{}, other.headers, headers]) {
      const res = await t.app.inject({ url: `/api/users/${user.id}/avatar`, headers: viewer });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("image/png");
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["content-security-policy"]).toBe("default-src 'none'");
    }
  });

  it("is 404 for a user without an avatar", async () => {
    const { user } = await buildSignedInUser(t.ctx);
    const res = await t.app.inject({ url: `/api/users/${user.id}/avatar` });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe("Avatar not found.");
  });

  it("is 404 for an unknown user and 400 for an id that is not a uuid", async () => {
    expect((await t.app.inject({ url: `/api/users/${randomUUID()}/avatar` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: "/api/users/not-a-uuid/avatar" })).statusCode).toBe(400);
  });
});
