import type { IncomingMessage } from "node:http";
import Busboy from "@fastify/busboy";
import { AppError } from "../../http/app-error.ts";

export type UploadedFile = { fileName: string; bytes: Buffer };

/**
 * Reads the one file of a `multipart/form-data` request into memory, refusing it (413) as soon as
 * it passes `maxBytes`, so a 50 MB upload is never held whole.
 */
export function readOneFile(request: IncomingMessage, maxBytes: number): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    let parser: ReturnType<typeof Busboy>;
    try {
      parser = Busboy({ headers: request.headers as Parameters<typeof Busboy>[0]["headers"], limits: { files: 1, fileSize: maxBytes, fields: 10 } });
    } catch {
      reject(new AppError("BAD_REQUEST", { messageKey: "backOffice.import.badFile" }));
      return;
    }
    let file: UploadedFile | undefined;
    let failure: AppError | undefined;
    parser.on("file", (_field, stream, fileName) => {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("limit", () => {
        failure = new AppError("PAYLOAD_TOO_LARGE", { messageKey: "backOffice.import.tooLarge" });
        chunks.length = 0;
        stream.resume();
      });
      stream.on("end", () => {
        if (!failure) file = { fileName: fileName ?? "", bytes: Buffer.concat(chunks) };
      });
    });
    parser.on("error", () => reject(new AppError("BAD_REQUEST", { messageKey: "backOffice.import.badFile" })));
    parser.on("finish", () => {
      if (failure) reject(failure);
      else if (!file) reject(new AppError("BAD_REQUEST", { messageKey: "backOffice.import.badFile" }));
      else resolve(file);
    });
    request.pipe(parser);
  });
}
