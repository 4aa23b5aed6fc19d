import type { IncomingMessage } from "node:http";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import Busboy from "@fastify/busboy";
import { checkContent, HEAD_BYTES, imageSize, type FileKind } from "./file-types.ts";
import { LOCAL_ACCESS_ID, type LocalDriver } from "./local-driver.ts";
import { readMp4Duration } from "./mp4-duration.ts";
import { checkFormAgainstGrant, verifyPolicy, type PolicyGrant } from "./post-policy.ts";
import { StorageError } from "./storage-error.ts";
import { collectYoungGeneration } from "./young-generation.ts";
import { fileNameOfKey, hasComma, isSafeKey, ownerOfKey } from "./storage-keys.ts";
import type { StorageOwner } from "./storage-owner.ts";

/**
 * About one socket read (64 KB) between the socket, the parser and the file. Measured with
 * `npm run bench:upload`: 1 MB here and 4 MB on the file took ~35 % more CPU per GB and uploaded
 * ~35 % slower (likely because small chunks are still in the CPU cache when copied to the page
 * cache); the buffers' size barely changes memory.
 */
const STREAM_BUFFER_BYTES = 64 * 1024;
/** How much of a file arrives between two young-generation collections (see `collectYoungGeneration`). */
const COLLECT_EVERY_BYTES = 2 * 1024 * 1024;

export type ReceivedFile = FileKind & {
  key: string;
  owner: StorageOwner;
  fileName: string;
  size: number;
  width: number | null;
  height: number | null;
  /** Seconds, for an MP4 whose `mvhd` could be read; else null. */
  durationSeconds: number | null;
  /** The form's `success_action_status` (OSS answers 204 unless it asks for 200 or 201). */
  successActionStatus: string | undefined;
};

export type ReceiveDeps = { driver: LocalDriver; secret: string; now: Date; sessionIsLive(sessionId: string): Promise<boolean> };

/**
 * Receives an OSS PostObject form (`OSSAccessKeyId`, `policy`, `Signature`, `key`, …, `file` last)
 * and streams the file to a temp file of the local driver. Everything is checked before the file
 * is made visible: the signature over the policy, its expiry, the key against the policy's folder,
 * the size range while the bytes arrive, and the first bytes against the name's type. Any failure,
 * including the client going away, leaves nothing stored.
 */
export function receiveUpload(request: IncomingMessage, deps: ReceiveDeps): Promise<ReceivedFile> {
  return new Promise<ReceivedFile>((resolve, reject) => {
    let busboy: ReturnType<typeof Busboy>;
    try {
      busboy = Busboy({
        headers: request.headers as Parameters<typeof Busboy>[0]["headers"],
        limits: { files: 1, fields: 50, parts: 60, fieldSize: 64 * 1024 },
        highWaterMark: STREAM_BUFFER_BYTES,
        fileHwm: STREAM_BUFFER_BYTES,
      });
    } catch {
      reject(new StorageError("MalformedPOSTRequest", "The body of your POST request is not well-formed multipart/form-data."));
      return;
    }
    const fields: Record<string, string> = {};
    let settled = false;
    let fileStream: Readable | null = null;
    /** The first failure of this upload; once the file is being stored, it is answered only after cleanup. */
    let failure: unknown = null;
    const settle = (settle: () => void) => {
      if (settled) return;
      settled = true;
      settle();
    };
    const fail = (error: unknown) => {
      if (settled || failure) return;
      failure = error;
      request.unpipe(busboy);
      if (fileStream) fileStream.destroy();
      else settle(() => reject(error));
    };
    const malformed = () => new StorageError("MalformedPOSTRequest", "The body of your POST request is not well-formed multipart/form-data.");

    busboy.on("field", (name, value) => {
      // OSS form field names are case-insensitive; fields after the file are ignored.
      if (!fileStream) fields[name.toLowerCase()] = value;
    });
    busboy.on("file", (name, file, partFileName) => {
      // Listening at once: a body that ends inside the part makes the part's stream emit an error,
      // possibly before anyone reads it, and an error event nobody listens to would stop the process.
      file.on("error", (error) => fail(error instanceof StorageError ? error : malformed()));
      // Parts the parser still had buffered when the upload failed are drained, never stored.
      if (failure || fileStream || name.toLowerCase() !== "file") {
        file.resume();
        return;
      }
      fileStream = file;
      storeFile(file, partFileName, fields, deps, () => failure).then(
        (received) => settle(() => resolve(received)),
        (error: unknown) => settle(() => reject(failure ?? error)),
      );
    });
    busboy.on("finish", () => {
      if (!fileStream) fail(new StorageError("InvalidArgument", "The form has no file field (it must be the last field)."));
    });
    busboy.on("error", () => fail(malformed()));
    request.on("error", () => fail(new StorageError("MalformedPOSTRequest", "The upload was interrupted.")));
    request.on("close", () => {
      if (!request.complete) fail(new StorageError("MalformedPOSTRequest", "The upload was interrupted."));
    });
    request.pipe(busboy);
  });
}

/** Stores the file part; `failure` tells whether the upload as a whole has failed meanwhile. */
async function storeFile(
  file: Readable,
  partFileName: string,
  fields: Record<string, string>,
  deps: ReceiveDeps,
  failure: () => unknown,
): Promise<ReceivedFile> {
  const { policy, signature, ossaccesskeyid: accessId } = fields;
  if (!policy || !signature || !accessId || !fields.key) {
    throw new StorageError("InvalidArgument", "OSSAccessKeyId, policy, Signature and key must all come before the file.");
  }
  if (accessId !== LOCAL_ACCESS_ID) throw new StorageError("InvalidAccessKeyId", "The OSS Access Key Id you provided does not exist in our records.");
  const grant = verifyPolicy(deps.secret, policy, signature, deps.now);
  if (grant.session && !(await deps.sessionIsLive(grant.session))) {
    throw new StorageError("AccessDenied", "Invalid according to Policy: the session that signed it has ended.");
  }
  const key = fields.key.replaceAll("${filename}", partFileName);
  checkFormAgainstGrant(grant, { ...fields, key });
  const owner = ownerOfKey(key);
  if (!isSafeKey(key) || !owner) throw new StorageError("InvalidObjectName", "The specified object name is not valid.");
  const fileName = fileNameOfKey(key);
  if (hasComma(fileName) || hasComma(partFileName)) throw new StorageError("InvalidArgument", "The file name must not contain a comma.");

  const inspector = new ContentInspector(fileName, grant);
  const pending = await deps.driver.beginWrite(key);
  try {
    // The upload may have failed while the temp file was being made; a pipeline from a stream that
    // is already destroyed would never settle.
    if (file.destroyed || failure()) throw failure() ?? new StorageError("MalformedPOSTRequest", "The upload was interrupted.");
    // Inspected beside the copy to disk rather than in a stream stage of its own (one hop less);
    // bytes that arrive before a refusal only ever reach the temp file, which is then removed.
    // The listener and the pipe attach in the same tick, so both see every chunk.
    let sinceCollection = 0;
    file.on("data", (chunk: Buffer) => {
      sinceCollection += chunk.length;
      if (sinceCollection >= COLLECT_EVERY_BYTES) {
        sinceCollection = 0;
        collectYoungGeneration();
      }
      const refusal = inspector.take(chunk);
      if (refusal) file.destroy(refusal);
    });
    await pipeline(file, pending.stream);
    const refusal = inspector.finish();
    if (refusal) throw refusal;
    // A part can end normally although the body around it broke off: never keep such a file.
    if (failure()) throw failure();
    await pending.commit();
  } catch (error) {
    await pending.discard();
    throw error;
  }
  const kind = inspector.kind as FileKind;
  const size = imageSize(kind.mime, inspector.head);
  // The file is stored whatever its boxes say: an unreadable length only leaves the duration empty.
  const durationSeconds = kind.mime === "video/mp4" ? await readMp4Duration(deps.driver.filePath(key)).catch(() => null) : null;
  return {
    key,
    owner,
    fileName,
    size: inspector.size,
    ...kind,
    width: size?.width ?? null,
    height: size?.height ?? null,
    durationSeconds,
    successActionStatus: fields.success_action_status,
  };
}

/** Counts bytes against the policy's size range and checks the first bytes against the name's type. */
class ContentInspector {
  size = 0;
  head: Buffer = Buffer.alloc(0);
  kind: FileKind | null = null;
  private held: Buffer[] = [];

  constructor(
    private readonly fileName: string,
    private readonly grant: PolicyGrant,
  ) {}

  /** Takes the next chunk; returns the refusal once the file breaks a rule. */
  take(chunk: Buffer): StorageError | null {
    this.size += chunk.length;
    if (this.size > this.grant.maxBytes) return new StorageError("EntityTooLarge", "Your proposed upload exceeds the maximum allowed size.");
    if (this.kind) return null;
    this.held.push(chunk);
    return this.size >= HEAD_BYTES ? this.check() : null;
  }

  /** At the end of the file: the minimum size, and the type check of a file shorter than the head. */
  finish(): StorageError | null {
    if (this.size < this.grant.minBytes) return new StorageError("EntityTooSmall", "Your proposed upload is smaller than the minimum allowed size.");
    return this.kind ? null : this.check();
  }

  private check(): StorageError | null {
    this.head = Buffer.concat(this.held).subarray(0, HEAD_BYTES);
    this.held = [];
    this.kind = checkContent(this.fileName, this.head);
    return this.kind ? null : new StorageError("InvalidArgument", "The file content does not match its type.");
  }
}
