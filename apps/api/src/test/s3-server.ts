import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";

/**
 * A real S3-compatible server on loopback (s3rver, from npm), in a folder of its own, with one bucket:
 * the S3 storage is tested over HTTP against it, not against a mock of the client.
 */
export async function startS3Server(bucket = "bounty-files") {
  const directory = mkdtempSync(join(tmpdir(), "bounty-s3-"));
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = (await server.run()) as { port: number };
  const env = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: "us-east-1",
    // s3rver's fixed credentials.
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_FORCE_PATH_STYLE: "true",
  };
  return {
    env,
    directory,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
