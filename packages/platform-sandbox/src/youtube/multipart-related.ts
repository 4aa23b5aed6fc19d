import type { Readable } from "node:stream";

/** The metadata part is JSON; anything bigger than this before the media starts is refused. */
const MAX_HEAD_BYTES = 1024 * 1024;

export type MultipartUpload = { metadata: unknown; mediaType: string; mediaBytes: number };
export type MultipartProblem = { problem: string };

/** The boundary of a `multipart/related` Content-Type, or null when the type is another one. */
export function relatedBoundary(contentType: string): string | null {
  if (!/^multipart\/related\s*(;|$)/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]{1,200})"|([^\s;"]{1,200}))/i.exec(contentType);
  return match?.[1] ?? match?.[2] ?? null;
}

function partHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/**
 * Reads a `multipart/related` upload (Google's `uploadType=multipart`): a JSON metadata part, then
 * the media part. The media is counted as it streams past, never kept.
 */
export async function readMultipartRelated(stream: Readable, boundary: string): Promise<MultipartUpload | MultipartProblem> {
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  let head = Buffer.from("\r\n");
  let media: { type: string; metadata: unknown; bytes: number; tail: Buffer; closed: boolean } | null = null;
  let problem: string | null = null;

  const parseHead = (): void => {
    const first = head.indexOf(delimiter);
    if (first < 0) return;
    const headersStart = head.indexOf("\r\n", first + delimiter.length);
    const headersEnd = head.indexOf("\r\n\r\n", first + delimiter.length);
    const second = headersEnd < 0 ? -1 : head.indexOf(delimiter, headersEnd + 4);
    if (headersStart < 0 || headersEnd < 0 || second < 0) return;
    const mediaHeadersEnd = head.indexOf("\r\n\r\n", second + delimiter.length);
    if (mediaHeadersEnd < 0) return;
    const metadataHeaders = partHeaders(head.subarray(headersStart + 2, headersEnd).toString("utf8"));
    if (!/^application\/json\b/i.test(metadataHeaders["content-type"] ?? "")) {
      problem = "The first part of a multipart upload must be the JSON metadata (Content-Type: application/json).";
      return;
    }
    let metadata: unknown;
    try {
      metadata = JSON.parse(head.subarray(headersEnd + 4, second).toString("utf8"));
    } catch {
      problem = "The metadata part is not valid JSON.";
      return;
    }
    const mediaHeaders = partHeaders(head.subarray(second + delimiter.length, mediaHeadersEnd).toString("utf8"));
    media = { type: (mediaHeaders["content-type"] ?? "").split(";")[0]?.trim() ?? "", metadata, bytes: 0, tail: Buffer.alloc(0), closed: false };
    countMedia(head.subarray(mediaHeadersEnd + 4));
  };

  const countMedia = (chunk: Buffer): void => {
    if (!media || media.closed) return;
    const window = Buffer.concat([media.tail, chunk]);
    const end = window.indexOf(delimiter);
    if (end >= 0) {
      media.bytes += end;
      media.closed = true;
      return;
    }
    const keep = Math.min(window.length, delimiter.length - 1);
    media.bytes += window.length - keep;
    media.tail = window.subarray(window.length - keep);
  };

  for await (const chunk of stream) {
    const buffer = chunk as Buffer;
    if (problem) continue;
    if (media) {
      countMedia(buffer);
      continue;
    }
    head = Buffer.concat([head, buffer]);
    parseHead();
    if (!media && !problem && head.length > MAX_HEAD_BYTES) problem = "The metadata part is too large.";
  }
  if (problem) return { problem };
  const done = media as { type: string; metadata: unknown; bytes: number; closed: boolean } | null;
  if (!done || !done.closed) return { problem: "The multipart body is incomplete: it needs a metadata part, a media part and the closing boundary." };
  return { metadata: done.metadata, mediaType: done.type, mediaBytes: done.bytes };
}
