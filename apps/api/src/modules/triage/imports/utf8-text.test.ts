import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { describe, expect, it } from "vitest";
import { NotUtf8Error, utf8Text } from "./utf8-text.ts";

/** Sends `bytes` through in chunks of `size` and collects what comes out, or the error. */
async function through(bytes: Buffer, size: number): Promise<Buffer | NotUtf8Error> {
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
  const out: Buffer[] = [];
  try {
    await pipeline(Readable.from(chunks), utf8Text(), async (source) => {
      for await (const c of source) out.push(c as Buffer);
    });
    return Buffer.concat(out);
  } catch (e) {
    if (e instanceof NotUtf8Error) return e;
    throw e;
  }
}

describe("utf8Text", () => {
  const text = Buffer.from("a,b\n請求書,é😀\nlast");
  it.each([1, 2, 3, 5, 64])("passes UTF-8 through unchanged in chunks of %i bytes", async (size) => {
    expect(await through(text, size)).toEqual(text);
  });

  it.each([1, 2, 7])("names the first line that is not UTF-8 (chunks of %i)", async (size) => {
    const bad = Buffer.concat([Buffer.from("a\nb\nc"), Buffer.from([0xc3, 0x28]), Buffer.from("\nd")]);
    expect(await through(bad, size)).toMatchObject({ line: 3 });
  });

  it("refuses a character cut by the end of the file", async () => {
    expect(await through(Buffer.concat([Buffer.from("a\n"), Buffer.from([0xe8, 0xab])]), 1)).toMatchObject({
      line: 2,
    });
  });

  it("lets UTF-16 with its byte order mark through for the parser", async () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("a,b\n", "utf16le")]);
    expect(await through(utf16, 1)).toEqual(utf16);
  });
});
