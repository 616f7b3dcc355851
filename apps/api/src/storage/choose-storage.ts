import { join } from "node:path";
import type { Config } from "../config.ts";
import { s3Storage } from "./s3-storage.ts";
import { localStorage, type Storage } from "./storage.ts";

/** The bucket when S3_BUCKET is set (several instances), else DATA_DIR/files (one machine). */
export function chooseStorage(config: Config): Storage {
  if (!config.S3_BUCKET) return localStorage(join(config.DATA_DIR, "files"));
  return s3Storage({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    prefix: config.S3_PREFIX,
  });
}
