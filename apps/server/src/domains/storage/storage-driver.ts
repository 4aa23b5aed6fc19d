import type { Readable, Writable } from "node:stream";
import type { PinnedHeaders } from "./file-types.ts";

/** Inclusive byte range, as in `Range: bytes=start-end`. */
export type ByteRange = { start: number; end: number };

/** What the browser needs to post a file straight to the storage host (spec section 7). */
export type UploadTarget = {
  host: string;
  accessid: string;
  signature: string;
  policy: string;
  dir: string;
  /** Extra form fields a driver needs, posted unchanged by the client. */
  fields?: Record<string, string>;
};

export type UploadTargetRequest = {
  dir: string;
  maxBytes: number;
  expiresAt: Date;
  /** The web origin the browser runs on (`?url=`), for drivers whose host is this server. */
  origin: string;
  /** The session that asked; an upload host that can check it refuses the policy once it has ended. */
  sessionId: string;
  /** What the stored object is served as (from the file's name); a bucket's policy demands these form fields. */
  pinned: PinnedHeaders;
};

/**
 * Origins other than this server's that browsers reach for files: where the upload form is posted
 * (`connect-src`) and where files are shown from (`img-src`, `media-src`). Empty for the local driver.
 */
export type BrowserOrigins = { upload: string[]; read: string[] };

/** Where uploaded files live. Every driver can sign direct uploads and stream files back. */
export type StorageDriver = {
  readonly kind: "local" | "s3" | "aliyun-oss";
  readonly browserOrigins: BrowserOrigins;
  uploadTarget(request: UploadTargetRequest): Promise<UploadTarget>;
  /** Where a browser reads a stored file (`host + '/' + key` of the upload target). */
  fileUrl(key: string): string;
  /** The whole file, or `range` of it, as a stream (for serving and for publishing). */
  openRead(key: string, range?: ByteRange): Promise<Readable>;
  /** The size of a stored file, or null when there is none. */
  stat(key: string): Promise<{ size: number } | null>;
  remove(key: string): Promise<void>;
};

/** A file being received: bytes go to `stream`; `commit` makes it visible under its key, `discard` drops it. */
export type PendingWrite = {
  stream: Writable;
  commit(): Promise<void>;
  discard(): Promise<void>;
};
