// Issue 15's upload goal: ten 25 MB attachments uploaded at once must grow the API's resident memory
// by less than 64 MB, because uploads are streamed to storage and never held whole. The client
// streams its bodies too, so what is measured is the server alone.
import { fixtures } from "./seed.mjs";

export const UPLOADS = 10;
const FILE_MB = 25;
export const UPLOAD_GROWTH_GOAL_MB = 64;
const CHUNK = Buffer.alloc(1024 * 1024, 0x41);
// A PDF's magic bytes, so the type is read from the bytes as for a real proof of concept.
const HEAD = Buffer.from("%PDF-1.7\n");

/** A multipart body of one `files` part of `mb` megabytes, produced a chunk at a time. */
function multipart(name, mb) {
  const boundary = `bench${Math.random().toString(16).slice(2)}`;
  const parts = [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\n` +
        "Content-Type: application/pdf\r\n\r\n",
    ),
    HEAD,
    ...Array.from({ length: mb }, () => CHUNK),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ];
  let i = 0;
  const body = new ReadableStream({
    pull(controller) {
      if (i < parts.length) controller.enqueue(new Uint8Array(parts[i++]));
      else controller.close();
    },
  });
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(api, token, messageId, name, mb) {
  const { body, contentType } = multipart(name, mb);
  const res = await fetch(`${api}/api/messages/${messageId}/attachments`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": contentType },
    body,
    duplex: "half",
  });
  const answer = await res.json();
  if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${JSON.stringify(answer)}`);
  return answer.data;
}

/**
 * The measured hunter writes a message on their report and attaches ten files to it at once; the
 * server's RSS is sampled every 20 ms. The message is then deleted (its files with it) and the
 * report's counters put back, so the next endpoints and runs read the seeded data.
 */
export async function measureUploads({ api, db, hunterToken }, memoryOf, pid) {
  const headers = { authorization: `Bearer ${hunterToken}`, "content-type": "application/json" };
  const [before] = (
    await db.query("SELECT message_count, last_comment_at FROM reports WHERE id = $1", [fixtures.report])
  ).rows;
  const res = await fetch(`${api}/api/messages`, {
    method: "POST",
    headers,
    body: JSON.stringify({ report: fixtures.report, content: "Bench upload: the proof files." }),
  });
  if (res.status !== 201) throw new Error(`message answered ${res.status}: ${await res.text()}`);
  const messageId = (await res.json()).data.id;
  try {
    // One upload first, unmeasured, as the endpoints get their warm-up.
    await upload(api, hunterToken, messageId, "warm-up.pdf", FILE_MB);
    await new Promise((r) => setTimeout(r, 500));
    const startMb = memoryOf(pid).rssMb;
    let peak = startMb;
    const sampler = setInterval(() => {
      peak = Math.max(peak, memoryOf(pid).rssMb);
    }, 20);
    const started = performance.now();
    const stored = await Promise.all(
      Array.from({ length: UPLOADS }, (_, i) =>
        upload(api, hunterToken, messageId, `proof-${i}.pdf`, FILE_MB),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, memoryOf(pid).rssMb);
    const growthMb = Math.round(peak - startMb);
    return {
      uploads: stored.length,
      fileMb: FILE_MB,
      seconds,
      mbPerSec: Math.round((UPLOADS * FILE_MB) / seconds),
      startRssMb: Math.round(startMb),
      peakRssMb: Math.round(peak),
      growthMb,
      met:
        stored.flat().every((a) => a.size === HEAD.length + FILE_MB * CHUNK.length) &&
        growthMb < UPLOAD_GROWTH_GOAL_MB,
    };
  } finally {
    await fetch(`${api}/api/messages/${messageId}`, {
      method: "DELETE",
      headers: { authorization: headers.authorization },
    });
    await db.query("DELETE FROM report_messages WHERE id = $1", [messageId]);
    await db.query("UPDATE reports SET message_count = $2, last_comment_at = $3 WHERE id = $1", [
      fixtures.report,
      before.message_count,
      before.last_comment_at,
    ]);
  }
}

export const formatUploads = (u) =>
  `report-uploads ${u.uploads} × ${u.fileMb} MB at once in ${u.seconds.toFixed(2)} s (${u.mbPerSec} MB/s)  server rss ${u.startRssMb} → peak ${u.peakRssMb} MB, growth ${u.growthMb} MB (goal < ${UPLOAD_GROWTH_GOAL_MB} MB) ${u.met ? "met" : "MISSED"}`;
