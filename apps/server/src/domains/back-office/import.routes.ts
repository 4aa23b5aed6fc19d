import { importResultSchema, translate } from "@cdp/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminOk } from "../../http/envelope.ts";
import { requestLocale } from "../../http/request-locale.ts";
import { apiResponses } from "../../http/route-schemas.ts";
import { buildTemplate, IMPORT_MAX_FILE_BYTES } from "./import-workbook.ts";
import type { ImportService } from "./import.service.ts";
import { readOneFile } from "./multipart-file.ts";

const tags = ["admin", "end users"];
const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** Excel import of operators: the template (`GET userInfo/import/template`) and the upload (`POST userInfo/import`, multipart `file`). */
export const importRoutes: FastifyPluginAsyncZod<{ imports: ImportService }> = async (app, { imports }) => {
  // The file is read from the raw request (with its own size limit), not buffered by Fastify.
  app.addContentTypeParser("multipart/form-data", (_request, _payload, done) => done(null));

  app.get(
    "/userInfo/import/template",
    { schema: { operationId: "adminImportTemplate", tags, summary: "The operator import template (.xlsx: header row and an example row)" } },
    async (request, reply) => {
      const locale = requestLocale(request);
      const name = locale === "en" ? "operator-import-template.xlsx" : "用户导入模板.xlsx";
      return reply
        .header("content-type", XLSX_TYPE)
        .header("content-disposition", `attachment; filename="template.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`)
        .send(buildTemplate(locale));
    },
  );

  app.post(
    "/userInfo/import",
    {
      schema: {
        operationId: "adminImportOperators",
        tags,
        summary: "Import operators from the template (multipart field `file`, .xls/.xlsx, at most 300 rows, all or nothing)",
        consumes: ["multipart/form-data"],
        response: apiResponses(importResultSchema),
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const file = await readOneFile(request.raw, IMPORT_MAX_FILE_BYTES);
      const result = await imports.importFile(file.fileName, file.bytes, locale);
      return adminOk(result, locale, translate(locale, result.hasError ? "backOffice.import.failed" : "backOffice.import.success"));
    },
  );
};
