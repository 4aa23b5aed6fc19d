import { createHash } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { Readable } from "node:stream";
import { bulkScheduleResultSchema, translate } from "@cdp/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../http/app-error.ts";
import { principalOf } from "../../http/auth-guard.ts";
import { crmOk } from "../../http/envelope.ts";
import { requestLocale } from "../../http/request-locale.ts";
import { apiResponses } from "../../http/route-schemas.ts";
import { IMPORT_MAX_FILE_BYTES } from "../back-office/import-workbook.ts";
import { readOneFile, type UploadedFile } from "../back-office/multipart-file.ts";
import { buildBulkTemplate } from "./bulk-schedule-workbook.ts";
import type { BulkScheduleService } from "./bulk-schedule.service.ts";

const tags = ["crm", "publishing"];
const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
/** Room for the multipart framing around a file of the largest allowed size. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/**
 * The uploaded file, read from the multipart body (within the limit) before the Idempotency-Key is
 * taken, so the key's fingerprint covers it: JSON of it is the file's name and digest, so the same
 * key with another file is refused, and the same file (whatever the multipart boundary) is replayed.
 */
class UploadedWorkbook {
  constructor(readonly file: UploadedFile) {}
  toJSON() {
    return { fileName: this.file.fileName, sha256: createHash("sha256").update(this.file.bytes).digest("hex") };
  }
}

/** 批量排期导入: the template (`GET publish/bulk/template`) and the import (`POST publish/bulk/import`, multipart `file`). */
export const bulkScheduleRoutes: FastifyPluginAsyncZod<{ bulk: BulkScheduleService }> = async (app, { bulk }) => {
  app.addContentTypeParser("multipart/form-data", { parseAs: "buffer", bodyLimit: IMPORT_MAX_FILE_BYTES + FORM_OVERHEAD_BYTES }, async (request: FastifyRequest, body: Buffer) => {
    const form = Object.assign(Readable.from([body]), { headers: request.headers }) as unknown as IncomingMessage;
    return new UploadedWorkbook(await readOneFile(form, IMPORT_MAX_FILE_BYTES));
  });

  app.get(
    "/publish/bulk/template",
    { schema: { operationId: "crmBulkScheduleTemplate", tags, summary: "The bulk scheduling template (.xlsx: header row, and a sheet of instructions and allowed values)" } },
    async (request, reply) => {
      const locale = requestLocale(request);
      const name = locale === "en" ? "bulk-schedule-template.xlsx" : "批量排期导入模板.xlsx";
      return reply
        .header("content-type", XLSX_TYPE)
        .header("content-disposition", `attachment; filename="bulk-schedule-template.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`)
        .send(buildBulkTemplate(locale));
    },
  );

  app.post(
    "/publish/bulk/import",
    {
      schema: {
        operationId: "crmBulkScheduleImport",
        tags,
        summary: "Schedule posts from the template (multipart field `file`, .xls/.xlsx, at most 300 rows): all rows valid creates every task in one transaction, else nothing and the error table",
        consumes: ["multipart/form-data"],
        response: apiResponses(bulkScheduleResultSchema),
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      if (!(request.body instanceof UploadedWorkbook)) throw new AppError("BAD_REQUEST", { messageKey: "backOffice.import.badFile" });
      const { file } = request.body;
      const result = await bulk.importFile(principalOf(request).id, file.fileName, file.bytes, locale);
      return crmOk(result, translate(locale, result.hasError ? "bulkSchedule.import.failed" : "bulkSchedule.import.success", { tasks: result.tasks, targets: result.targets }));
    },
  );
};
