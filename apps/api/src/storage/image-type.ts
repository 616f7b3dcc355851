/** An avatar format we accept, recognised from the file's first bytes. */
export interface ImageType {
  ext: "jpg" | "png" | "gif" | "bmp";
  mime: "image/jpeg" | "image/png" | "image/gif" | "image/bmp";
}

const signatures: { bytes: number[]; type: ImageType }[] = [
  { bytes: [0xff, 0xd8, 0xff], type: { ext: "jpg", mime: "image/jpeg" } },
  { bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], type: { ext: "png", mime: "image/png" } },
  { bytes: [...Buffer.from("GIF87a")], type: { ext: "gif", mime: "image/gif" } },
  { bytes: [...Buffer.from("GIF89a")], type: { ext: "gif", mime: "image/gif" } },
  { bytes: [...Buffer.from("BM")], type: { ext: "bmp", mime: "image/bmp" } },
];

/** Reads the magic bytes; the file name and the client's mimetype are never trusted. */
export function detectImageType(content: Uint8Array): ImageType | null {
  const match = signatures.find(
    (s) => content.length >= s.bytes.length && s.bytes.every((b, i) => content[i] === b),
  );
  return match?.type ?? null;
}
