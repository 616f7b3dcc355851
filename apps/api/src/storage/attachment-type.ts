import { detectImageType } from "./image-type.ts";

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
const ascii = (s: string) => [...Buffer.from(s, "latin1")];

/**
 * An attachment's type, read from its first bytes (at least 16): the formats the report page can
 * preview, else application/octet-stream. The uploaded name and the client's type are never trusted.
 */
export function detectAttachmentType(head: Uint8Array): string {
  const image = detectImageType(head);
  if (image) return image.mime;
  if (startsWith(head, ascii("RIFF")) && startsWith(head, ascii("WEBP"), 8)) return "image/webp";
  if (startsWith(head, ascii("%PDF-"))) return "application/pdf";
  if (startsWith(head, ascii("ftyp"), 4)) return "video/mp4";
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return "video/webm";
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return "application/zip";
  return "application/octet-stream";
}

/** A file name safe to show and to use as a URL segment: no path, no control characters, at most 150. */
export function cleanAttachmentName(raw: string): string {
  const base = raw.split(/[/\\]/).pop() ?? "";
  const cleaned = base
    .normalize("NFC")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
    .replace(/[\u0000-\u001f\u007f"<>|?*:]/g, "_")
    .replace(/^\.+/, "")
    .trim()
    .slice(0, 150);
  return cleaned || "file";
}

/** `name`, or `name (2)`, `name (3)`… before the extension, whichever is not taken yet. */
export function uniqueAttachmentName(name: string, taken: ReadonlySet<string>): string {
  if (!taken.has(name)) return name;
  const dot = name.lastIndexOf(".");
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ""];
  for (let n = 2; ; n++) {
    const candidate = `${stem} (${n})${ext}`;
    if (!taken.has(candidate)) return candidate;
  }
}
