/** What the media list calls a file. */
export type MediaType = "image" | "video" | "other";

type KnownFormat = { type: MediaType; mime: string; matches(head: Buffer): boolean };

const startsWith = (head: Buffer, bytes: number[], at = 0) => bytes.every((byte, i) => head[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const PNG: KnownFormat = { type: "image", mime: "image/png", matches: (h) => startsWith(h, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) };
const JPEG: KnownFormat = { type: "image", mime: "image/jpeg", matches: (h) => startsWith(h, [0xff, 0xd8, 0xff]) };
const GIF: KnownFormat = {
  type: "image",
  mime: "image/gif",
  matches: (h) => startsWith(h, ascii("GIF87a")) || startsWith(h, ascii("GIF89a")),
};
const MP4: KnownFormat = { type: "video", mime: "video/mp4", matches: (h) => startsWith(h, ascii("ftyp"), 4) };
const RMVB: KnownFormat = { type: "video", mime: "application/vnd.rn-realmedia-vbr", matches: (h) => startsWith(h, ascii(".RMF")) };
const AVI: KnownFormat = {
  type: "video",
  mime: "video/x-msvideo",
  matches: (h) => startsWith(h, ascii("RIFF")) && startsWith(h, ascii("AVI "), 8),
};
/** MPEG transport stream: 188-byte packets, each starting with the sync byte 0x47; at least one whole packet. */
const TS_PACKET = 188;
const TS: KnownFormat = {
  type: "video",
  mime: "video/mp2t",
  matches: (h) => {
    if (h.length < TS_PACKET) return false;
    for (let at = 0; at < Math.min(h.length, TS_PACKET * 4); at += TS_PACKET) if (h[at] !== 0x47) return false;
    return true;
  },
};

/** The spec's accepted images (png, jpeg, jpg, gif) and videos (mp4, rmvb, avi, ts), by extension. */
const BY_EXTENSION: Record<string, KnownFormat> = { png: PNG, jpg: JPEG, jpeg: JPEG, gif: GIF, mp4: MP4, rmvb: RMVB, avi: AVI, ts: TS };

/** How many leading bytes the checks need. */
export const HEAD_BYTES = 64 * 1024;

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
}

export type FileKind = { type: MediaType; mime: string };

/**
 * Checks a file's first bytes against what its name claims. A name with one of the spec's image or
 * video extensions must carry that format's magic bytes, and content in one of those formats must
 * not hide behind another name; anything else is an `other` file, served as a download.
 * Returns null on a mismatch.
 */
export function checkContent(fileName: string, head: Buffer): FileKind | null {
  const claimed = BY_EXTENSION[extensionOf(fileName)];
  if (claimed) return claimed.matches(head) ? { type: claimed.type, mime: claimed.mime } : null;
  const disguised = [PNG, JPEG, GIF, MP4, RMVB, AVI].some((format) => format.matches(head));
  return disguised ? null : { type: "other", mime: "application/octet-stream" };
}

/** The content type a stored key is served with (by extension; checked against the bytes at upload). */
export function kindOfKey(key: string): FileKind {
  const format = BY_EXTENSION[extensionOf(key)];
  return format ? { type: format.type, mime: format.mime } : { type: "other", mime: "application/octet-stream" };
}

/**
 * The object headers a signed upload pins for a file name: its format's media type, so a bucket
 * serves videos and images as such; any other name (or none) as a download (`attachment`,
 * `application/octet-stream`), so nothing uploaded is ever served as a page from the bucket's origin.
 */
export function pinnedHeadersOf(fileName: string | undefined): PinnedHeaders {
  const format = fileName ? BY_EXTENSION[extensionOf(fileName)] : undefined;
  return format ? { contentType: format.mime, attachment: false } : { contentType: "application/octet-stream", attachment: true };
}

export type PinnedHeaders = { contentType: string; attachment: boolean };

/** Width and height of a png, gif or jpeg from its first bytes, when they are there. */
export function imageSize(mime: string, head: Buffer): { width: number; height: number } | null {
  if (mime === "image/png" && head.length >= 24) return { width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
  if (mime === "image/gif" && head.length >= 10) return { width: head.readUInt16LE(6), height: head.readUInt16LE(8) };
  if (mime === "image/jpeg") return jpegSize(head);
  return null;
}

/** Walks the JPEG segments up to the first start-of-frame marker (SOF0..SOF15 except DHT, JPG, DAC). */
function jpegSize(head: Buffer): { width: number; height: number } | null {
  let offset = 2;
  while (offset + 9 <= head.length) {
    if (head[offset] !== 0xff) return null;
    const marker = head[offset + 1] as number;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    const length = head.readUInt16BE(offset + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: head.readUInt16BE(offset + 5), width: head.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  return null;
}
