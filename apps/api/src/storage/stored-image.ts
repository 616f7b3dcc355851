import { randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../http/context.ts";
import { AppError } from "../http/errors.ts";
import { detectImageType, type ImageType } from "./image-type.ts";

export const UNSUPPORTED_IMAGE = "Use a JPEG, PNG, GIF or BMP image.";

export interface StoredImage {
  content: Buffer;
  type: ImageType;
}

interface ReplaceImage<T> {
  /** Folder of the new file, e.g. `avatars/{userId}`. */
  keyPrefix: string;
  /** Called only once the caller is authorized; never inside a transaction (a slow upload holds no connection). */
  readUpload: () => Promise<Buffer>;
  /** Points the owning row at the new key, in a transaction; returns the row and the key it held before. */
  swap: (key: string) => Promise<{ value: T; previousKey: string | null }>;
  log: FastifyBaseLogger;
}

/**
 * Stores an uploaded image under a fresh key, then swaps it in. The type comes from the bytes, never
 * from the name; a failed swap removes the new file, a successful one the old file.
 */
export async function replaceStoredImage<T>(ctx: AppContext, opts: ReplaceImage<T>): Promise<T> {
  const content = await opts.readUpload();
  const type = detectImageType(content);
  if (!type) throw new AppError("unsupported_media_type", UNSUPPORTED_IMAGE);

  const key = `${opts.keyPrefix}/${randomBytes(12).toString("hex")}.${type.ext}`;
  await ctx.storage.put(key, content);
  let swapped: Awaited<ReturnType<typeof opts.swap>>;
  try {
    swapped = await opts.swap(key);
  } catch (e) {
    await ctx.storage.delete(key).catch((err) => opts.log.error({ err, key }, "new image not removed"));
    throw e;
  }
  const { previousKey } = swapped;
  if (previousKey && previousKey !== key) {
    await ctx.storage
      .delete(previousKey)
      .catch((err) => opts.log.error({ err, previousKey }, "previous image not removed"));
  }
  return swapped.value;
}

/** The stored image under `key`, or null when there is none or its bytes are not an image we serve. */
export async function readStoredImage(ctx: AppContext, key: string | null): Promise<StoredImage | null> {
  const content = key ? await ctx.storage.get(key) : null;
  const type = content ? detectImageType(content) : null;
  return content && type ? { content, type } : null;
}
