import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";

/**
 * File storage behind one interface (ARCHITECTURE): the local disk under DATA_DIR for one machine,
 * or an S3-compatible bucket (s3-storage.ts) when several instances serve the same files.
 */
export interface Storage {
  put(key: string, body: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /**
   * Writes a stream without holding it in memory; past `maxBytes` it stops, removes what it wrote
   * and throws FileTooLargeError. Resolves to the bytes written.
   */
  putStream(key: string, body: Readable, maxBytes: number): Promise<number>;
  /**
   * A stored file as a stream with its size, or null when there is none. `headOnly` (a HEAD request)
   * asks for the size alone: the stream is then empty and the file is not read.
   */
  getStream(key: string, opts?: { headOnly?: boolean }): Promise<{ stream: Readable; size: number } | null>;
}

export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The file is larger than ${maxBytes} bytes.`);
  }
}

/** Passes bytes through, failing once more than `maxBytes` went by. */
export function sizeCap(maxBytes: number, counted: { bytes: number }) {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      counted.bytes += chunk.length;
      if (counted.bytes > maxBytes) done(new FileTooLargeError(maxBytes));
      else done(null, chunk);
    },
  });
}

const safeKey = /^[a-z0-9/_.-]+$/i;

/** Keys are ours (ids and fixed names), never a client's: anything else is a bug, refused loudly. */
export function checkKey(key: string): string {
  if (!safeKey.test(key) || key.includes("..")) throw new Error(`Unsafe storage key: ${key}`);
  return key;
}

export function localStorage(root: string): Storage {
  const base = resolve(root);
  const pathOf = (key: string) => join(base, checkKey(key));
  return {
    async put(key, body) {
      const p = pathOf(key);
      await mkdir(dirname(p), { recursive: true });
      await writeFile(p, body);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw e;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async putStream(key, body, maxBytes) {
      const p = pathOf(key);
      await mkdir(dirname(p), { recursive: true });
      const counted = { bytes: 0 };
      try {
        await pipeline(body, sizeCap(maxBytes, counted), createWriteStream(p));
      } catch (e) {
        await rm(p, { force: true });
        throw e;
      }
      return counted.bytes;
    },
    async getStream(key, opts) {
      const p = pathOf(key);
      try {
        const { size } = await stat(p);
        return { stream: opts?.headOnly ? Readable.from([]) : createReadStream(p), size };
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw e;
      }
    },
  };
}
