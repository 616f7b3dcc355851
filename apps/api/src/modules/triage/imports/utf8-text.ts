import { isUtf8 } from "node:buffer";
import { Transform } from "node:stream";

/** A file that is not UTF-8 text, and the first line that shows it (counted from 1). */
export class NotUtf8Error extends Error {
  constructor(readonly line: number) {
    super(`Line ${line} is not UTF-8 text.`);
  }
}

const NEWLINE = 0x0a;

/** Where the last whole UTF-8 sequence of `data` ends: a character cut by the chunk's end waits for the next. */
function wholeEnd(data: Buffer): number {
  for (let i = data.length - 1; i >= Math.max(0, data.length - 4); i--) {
    const byte = data[i] as number;
    if ((byte & 0xc0) === 0x80) continue;
    if (byte < 0xc0) return data.length;
    const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2;
    return data.length - i < length ? i : data.length;
  }
  return data.length;
}

/** The index of the first line of `data` that is not UTF-8, or null. A newline is never inside a character. */
function firstBadLine(data: Buffer): number | null {
  if (isUtf8(data)) return null;
  for (let line = 0, from = 0; from <= data.length; line++) {
    const at = data.indexOf(NEWLINE, from);
    const to = at === -1 ? data.length : at;
    if (!isUtf8(data.subarray(from, to))) return line;
    from = to + 1;
  }
  return 0;
}

const newlinesIn = (data: Buffer) => {
  let n = 0;
  for (let at = data.indexOf(NEWLINE); at !== -1; at = data.indexOf(NEWLINE, at + 1)) n++;
  return n;
};

/**
 * Passes a file through once each byte is known to be UTF-8 text (a UTF-8 byte order mark is text
 * too), failing with the first line that is not. A file that opens with a UTF-16 byte order mark
 * passes unchanged: the CSV parser reads it as what it says it is.
 */
export function utf8Text(): Transform {
  let line = 1;
  let carry = Buffer.alloc(0);
  let utf16: boolean | null = null;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (utf16) return done(null, chunk);
      const data = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk;
      if (utf16 === null) {
        if (data.length < 2) {
          carry = Buffer.from(data);
          return done();
        }
        utf16 = (data[0] === 0xff && data[1] === 0xfe) || (data[0] === 0xfe && data[1] === 0xff);
        if (utf16) {
          carry = Buffer.alloc(0);
          return done(null, data);
        }
      }
      const end = wholeEnd(data);
      const text = data.subarray(0, end);
      const bad = firstBadLine(text);
      if (bad !== null) return done(new NotUtf8Error(line + bad));
      line += newlinesIn(text);
      carry = Buffer.from(data.subarray(end));
      done(null, text);
    },
    flush(done) {
      if (carry.length > 0 && !isUtf8(carry)) return done(new NotUtf8Error(line));
      done(null, carry.length > 0 ? carry : undefined);
    },
  });
}
