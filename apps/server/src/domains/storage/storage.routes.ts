import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Clock } from "../../clock.ts";
import { parseRange } from "./byte-range.ts";
import { kindOfKey } from "./file-types.ts";
import type { LocalDriver } from "./local-driver.ts";
import { StorageError, storageErrorXml } from "./storage-error.ts";
import { isSafeKey, ownerOfKey } from "./storage-keys.ts";
import type { StoredFileListener } from "./stored-file.ts";
import { receiveUpload } from "./upload-receiver.ts";

export type StorageRoutesOptions = {
  driver: LocalDriver;
  secret: string;
  clock: Clock;
  /** Told of each stored file before the host answers (the media domain records it). */
  uploads: StoredFileListener;
  maxUploadBytes: number;
  sessionIsLive(sessionId: string): Promise<boolean>;
};

/**
 * The local driver's storage host, OSS-compatible: `POST /storage/upload` (also `POST /storage/files`,
 * so that `host` of the signature can be `/storage/files` and the file URL is `host + '/' + key`)
 * takes the PostObject form; `GET /storage/files/<key>` serves files with range requests.
 * Answers are OSS's: empty bodies on success, `<Error>` XML on failure. Registered under `/storage`.
 */
export async function storageRoutes(app: FastifyInstance, options: StorageRoutesOptions) {
  // The form is streamed by the handler, never buffered by a body parser.
  app.addContentTypeParser("multipart/form-data", (_request, _payload, done) => done(null));
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const storageError =
      error instanceof StorageError
        ? error
        : (error.statusCode ?? 500) < 500
          ? new StorageError("InvalidArgument", error.message)
          : new StorageError("InternalError", "We encountered an internal error. Please try again.");
    if (storageError.status >= 500) request.log.error({ err: error }, "storage request failed");
    return sendXmlError(reply, request, storageError);
  });
  app.setNotFoundHandler((request, reply) => sendXmlError(reply, request, new StorageError("NoSuchKey", "The specified key does not exist.")));

  const upload = async (request: FastifyRequest, reply: FastifyReply) => {
    const received = await receiveUpload(request.raw, {
      driver: options.driver,
      secret: options.secret,
      now: options.clock(),
      sessionIsLive: options.sessionIsLive,
    });
    await options.uploads.recordUpload(received);
    const status = received.successActionStatus === "200" ? 200 : received.successActionStatus === "201" ? 201 : 204;
    if (status === 201) {
      return reply
        .status(201)
        .type("application/xml")
        .send(`<?xml version="1.0" encoding="UTF-8"?>\n<PostResponse><Key>${escapeXmlText(received.key)}</Key></PostResponse>\n`);
    }
    return reply.status(status).send();
  };
  const uploadOptions = { bodyLimit: options.maxUploadBytes + 1024 * 1024 };
  app.post("/upload", uploadOptions, upload);
  app.post("/files", uploadOptions, upload);

  app.get("/files/*", async (request: FastifyRequest<{ Params: { "*": string } }>, reply) => {
    const key = request.params["*"];
    const missing = new StorageError("NoSuchKey", "The specified key does not exist.");
    // Only owners' folders are readable; the temp folder and anything outside the root never are.
    if (!isSafeKey(key) || !ownerOfKey(key)) throw missing;
    const stored = await options.driver.stat(key);
    if (!stored) throw missing;
    const kind = kindOfKey(key);
    reply.header("accept-ranges", "bytes").type(kind.mime).header("cache-control", "private, max-age=300");
    if (kind.type === "other") reply.header("content-disposition", "attachment");
    const range = parseRange(request.headers.range, stored.size);
    if (range === "unsatisfiable") {
      reply.header("content-range", `bytes */${stored.size}`);
      throw new StorageError("InvalidRange", "The requested range is not satisfiable.");
    }
    if (!range) {
      reply.header("content-length", stored.size);
      return reply.send(await options.driver.openRead(key));
    }
    reply
      .status(206)
      .header("content-range", `bytes ${range.start}-${range.end}/${stored.size}`)
      .header("content-length", range.end - range.start + 1);
    return reply.send(await options.driver.openRead(key, range));
  });
}

function sendXmlError(reply: FastifyReply, request: FastifyRequest, error: StorageError) {
  // The client may still be sending a large body: close the connection rather than read it all.
  if (request.method === "POST") reply.header("connection", "close");
  reply.removeHeader("content-length");
  reply.removeHeader("content-disposition");
  return reply.status(error.status).type("application/xml").send(storageErrorXml(error, request.id));
}

function escapeXmlText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
