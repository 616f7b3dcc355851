import type { Multipart } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";

/**
 * The parts of a multipart request, with a count of the parts the request held. busboy skips a
 * part whose header it cannot read (a file name holding a bare carriage return or line feed)
 * without a word; the count of boundary lines shows it, so the caller can refuse the upload
 * instead of answering 201 for fewer files than were sent.
 */
export function countedParts(req: FastifyRequest, options: Parameters<FastifyRequest["parts"]>[0]) {
  const iterator = req.parts(options)[Symbol.asyncIterator]();
  // The first step starts the parser, which pipes the request into it in this same tick: the
  // counter below listens from the same tick, so both see every byte.
  const first = iterator.next();
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(req.headers["content-type"] ?? "");
  const delimiter = Buffer.from(`--${boundary?.[1] ?? boundary?.[2] ?? ""}`);
  let delimiters = 0;
  let carry = Buffer.alloc(0);
  const count = (chunk: Buffer) => {
    const data = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk;
    let at = data.indexOf(delimiter);
    while (at !== -1) {
      delimiters += 1;
      at = data.indexOf(delimiter, at + delimiter.length);
    }
    // Keep what could be the start of a delimiter split across chunks (never a whole one).
    carry = Buffer.from(data.subarray(Math.max(0, data.length - delimiter.length + 1)));
  };
  req.raw.on("data", count);
  let seen = 0;
  async function* parts(): AsyncGenerator<Multipart> {
    let step = await first;
    while (!step.done) {
      seen += 1;
      yield step.value;
      step = await iterator.next();
    }
    req.raw.off("data", count);
  }
  return {
    parts: parts(),
    /** Parts the request held that the parser skipped; known once `parts` is done. */
    skipped: () => Math.max(0, delimiters - 1 - seen),
  };
}
