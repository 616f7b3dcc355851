import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { checkKey, FileTooLargeError, type Storage, sizeCap } from "./storage.ts";

export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, R2, a test server); AWS's own when unset. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Bucket in the path, not the host name: what most S3-compatible servers need. */
  forcePathStyle: boolean;
  /** Prepended to every key, so one bucket can hold several installations. */
  prefix: string;
}

const isMissing = (err: unknown) =>
  err instanceof NoSuchKey ||
  (err instanceof S3ServiceException && (err.name === "NotFound" || err.$metadata.httpStatusCode === 404));

/**
 * Files in an S3-compatible bucket, so every instance serves what any other stored. Uploads stream
 * through a multipart upload (5 MB parts: at most two parts of a 30 MB file in memory), downloads
 * stream from the object: no whole file is held by the process.
 */
export function s3Storage(settings: S3Settings): Storage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // The SDK waits forever by default: a bucket that accepts a connection and never answers would
    // hold each request, and its sockets, for good. A socket silent this long fails the request.
    requestHandler: {
      connectionTimeout: 5_000,
      requestTimeout: 30_000,
      httpAgent: { maxSockets: 200, keepAlive: true },
      httpsAgent: { maxSockets: 200, keepAlive: true },
    },
  });
  const Bucket = settings.bucket;
  const keyOf = (key: string) => `${settings.prefix}${checkKey(key)}`;

  const getStream: Storage["getStream"] = async (key, opts) => {
    try {
      if (opts?.headOnly) {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(key) }));
        return { stream: Readable.from([]), size: head.ContentLength ?? 0 };
      }
      const out = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(key) }));
      if (!(out.Body instanceof Readable)) throw new Error("The storage answered without a body.");
      return { stream: out.Body, size: out.ContentLength ?? 0 };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  };

  return {
    async put(key, body) {
      await client.send(new PutObjectCommand({ Bucket, Key: keyOf(key), Body: body }));
    },
    async get(key) {
      const found = await getStream(key);
      if (!found) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of found.stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
    },
    async putStream(key, body, maxBytes) {
      const counted = { bytes: 0 };
      const capped = sizeCap(maxBytes, counted);
      const upload = new Upload({
        client,
        params: { Bucket, Key: keyOf(key), Body: capped },
        partSize: 5 * 1024 * 1024,
        queueSize: 1,
      });
      // The cap fails the pipe past `maxBytes`; the upload is then aborted, so no part is kept.
      const piped = pipeline(body, capped);
      try {
        await Promise.all([piped, upload.done()]);
      } catch (err) {
        capped.destroy();
        await upload.abort().catch(() => undefined);
        const pipeError = await piped.then(
          () => null,
          (e: unknown) => e,
        );
        await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) })).catch(() => undefined);
        // Too large is the caller's 413; anything else is the storage's failure.
        throw pipeError instanceof FileTooLargeError ? pipeError : err;
      }
      return counted.bytes;
    },
    getStream,
  };
}
