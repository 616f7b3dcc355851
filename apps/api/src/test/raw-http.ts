import { connect } from "node:net";

/** What a raw request got: the status line's code, or the connection lost before any answer. */
export type RawAnswer = { status: number; body: string } | { lost: string };

/**
 * Sends bytes as they are (no client fixing the framing) and reads the answer. `cut` sends only the
 * first bytes of the body and then closes our side, as a client that goes away mid-upload.
 */
export function rawRequest(
  port: number,
  req: {
    method: string;
    path: string;
    headers?: Record<string, string>;
    body?: Buffer | string;
    cut?: number;
  },
): Promise<RawAnswer> {
  const body = typeof req.body === "string" ? Buffer.from(req.body) : (req.body ?? Buffer.alloc(0));
  const headers = { host: "127.0.0.1", "content-length": String(body.length), ...req.headers };
  const head = Object.entries(headers)
    .filter(([, v]) => v !== "")
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join("");
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    let settled = false;
    const settle = (answer: RawAnswer) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      resolve(answer);
    };
    const timer = setTimeout(() => settle({ lost: "no answer within 10 s" }), 10_000);
    socket.on("data", (chunk) => {
      chunks.push(chunk);
      const text = Buffer.concat(chunks).toString("latin1");
      const end = text.indexOf("\r\n\r\n");
      if (end === -1) return;
      const length = /\r\ncontent-length: *(\d+)/i.exec(text.slice(0, end));
      if (length && text.length - end - 4 < Number(length[1])) return;
      clearTimeout(timer);
      settle({ status: Number(text.slice(9, 12)), body: text.slice(end + 4) });
    });
    socket.on("error", (e) => {
      clearTimeout(timer);
      settle({ lost: e.message });
    });
    socket.on("close", () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString("latin1");
      settle(
        text.startsWith("HTTP/1.1 ") ? { status: Number(text.slice(9, 12)), body: text } : { lost: "closed" },
      );
    });
    socket.write(`${req.method} ${req.path} HTTP/1.1\r\n${head}connection: close\r\n\r\n`);
    if (req.cut === undefined) socket.write(body);
    else {
      socket.write(body.subarray(0, req.cut));
      socket.end();
    }
  });
}

const CRLF = "\r\n";
/** Malformed multipart bodies, each with its content type: what a broken or hostile client sends. */
export function malformedMultipart(): { name: string; type: string; body: Buffer }[] {
  const mp = (boundary: string) => `multipart/form-data; boundary=${boundary}`;
  const file = (name: string) =>
    `--zz${CRLF}Content-Disposition: form-data; name="${name}"; filename="a.png"${CRLF}Content-Type: image/png${CRLF}${CRLF}`;
  return [
    { name: "cut short after the first boundary", type: mp("zz"), body: Buffer.from(`--zz${CRLF}junk`) },
    { name: "cut short inside a file", type: mp("zz"), body: Buffer.from(`${file("files")}0123456789`) },
    { name: "cut short inside an image", type: mp("zz"), body: Buffer.from(`${file("file")}0123456789`) },
    {
      name: "a header that never ends",
      type: mp("zz"),
      body: Buffer.from(`--zz${CRLF}Content-Disposition: form-data; name="files"`),
    },
    {
      name: "a boundary the body never uses",
      type: mp("yy"),
      body: Buffer.from(`${file("files")}x${CRLF}--zz--${CRLF}`),
    },
    {
      name: "no boundary at all",
      type: "multipart/form-data",
      body: Buffer.from(`${file("files")}x${CRLF}--zz--${CRLF}`),
    },
    { name: "an empty body", type: mp("zz"), body: Buffer.alloc(0) },
    { name: "only the closing boundary", type: mp("zz"), body: Buffer.from(`--zz--${CRLF}`) },
    {
      name: "a prototype field name",
      type: mp("zz"),
      body: Buffer.from(
        `--zz${CRLF}Content-Disposition: form-data; name="__proto__"; filename="a"${CRLF}${CRLF}x${CRLF}--zz--${CRLF}`,
      ),
    },
    {
      name: "eleven parts after a closing boundary",
      type: mp("zz"),
      body: Buffer.from(`${`${file("files")}x${CRLF}`.repeat(11)}--zz--${CRLF}`),
    },
  ];
}
