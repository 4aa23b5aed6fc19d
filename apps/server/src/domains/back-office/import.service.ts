import { randomBytes } from "node:crypto";
import { EMAIL_PATTERN, MOBILE_PATTERN, NICKNAME_MAX_LENGTH, PLAN_NAMES, translate, type ImportResultData, type Locale, type MessageKey } from "@cdp/contracts";
import type { Clock } from "../../clock.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { AppError } from "../../http/app-error.ts";
import type { JobQueue } from "../../queue/job-queue.ts";
import { normalizeEmail } from "../identity/accounts.ts";
import { hashPassword } from "../identity/passwords.ts";
import { invitationJob } from "./back-office.jobs.ts";
import type { ImportData, ImportedOperator } from "./import.data.ts";
import { readImportRows, TEMPLATE_HEADERS, type ImportField, type ImportRow } from "./import-workbook.ts";

type RowError = { index: number; field: ImportField; value: string; messageKey: MessageKey };

/**
 * Bulk import of operators (spec §5, §8): every row is checked against the others and the
 * database first; one wrong cell and nothing is written. Invitations go out through the queue.
 */
export function createImportService(deps: { data: ImportData; queue: Pick<JobQueue, "send">; clock: Clock }) {
  async function validate(rows: ImportRow[]): Promise<{ errors: RowError[]; operators: Omit<ImportedOperator, "passwordHash">[] }> {
    const errors: RowError[] = [];
    const fail = (row: ImportRow, field: ImportField, messageKey: MessageKey) => errors.push({ index: row.index, field, value: row[field], messageKey });
    const emails = rows.map((row) => normalizeEmail(row.email));
    const phones = rows.map((row) => row.mobile).filter(Boolean);
    const [taken, companies, groups] = await Promise.all([deps.data.takenEmailsAndPhones(emails, phones), deps.data.companies(), deps.data.groups()]);
    const seenEmails = new Set<string>();
    const seenPhones = new Set<string>();
    const operators = rows.map((row, position) => {
      const email = emails[position] ?? "";
      if (!row.email) fail(row, "email", "validation.required");
      else if (!EMAIL_PATTERN.test(row.email)) fail(row, "email", "validation.email");
      else if (seenEmails.has(email)) fail(row, "email", "backOffice.import.row.emailDuplicate");
      else if (taken.emails.has(email)) fail(row, "email", "backOffice.import.row.emailTaken");
      seenEmails.add(email);
      if (row.mobile) {
        if (!MOBILE_PATTERN.test(row.mobile)) fail(row, "mobile", "validation.mobile");
        else if (seenPhones.has(row.mobile)) fail(row, "mobile", "backOffice.import.row.mobileDuplicate");
        else if (taken.phones.has(row.mobile)) fail(row, "mobile", "backOffice.import.row.mobileTaken");
        seenPhones.add(row.mobile);
      }
      if (!row.nickname) fail(row, "nickname", "validation.nickName.required");
      else if ([...row.nickname].length > NICKNAME_MAX_LENGTH) fail(row, "nickname", "validation.nickName.tooLong");
      const company = row.company ? companies.find((candidate) => candidate.companyName === row.company || candidate.companyKey === row.company) : undefined;
      if (row.company && !company) fail(row, "company", "backOffice.import.row.companyUnknown");
      const group = row.group ? groups.find((candidate) => candidate.name === row.group) : undefined;
      if (row.group && !group) fail(row, "group", "backOffice.import.row.groupUnknown");
      if (row.plan && !(PLAN_NAMES as readonly string[]).includes(row.plan)) fail(row, "plan", "backOffice.import.row.planUnknown");
      return { email, phone: row.mobile || null, nickname: row.nickname, companyId: company?.id ?? null, groupId: group?.id ?? null, plan: row.plan || null };
    });
    return { errors, operators };
  }

  return {
    async importFile(fileName: string, bytes: Buffer, locale: Locale): Promise<ImportResultData> {
      const rows = readImportRows(fileName, bytes);
      if (!rows.length) throw new AppError("IMPORT_TEMPLATE_MISMATCH");
      const { errors, operators } = await validate(rows);
      if (errors.length) {
        return {
          hasError: true,
          errorSize: new Set(errors.map((error) => error.index)).size,
          errorMessages: errors.map((error) => ({
            index: error.index,
            fieldName: TEMPLATE_HEADERS[locale][error.field],
            originValue: error.value,
            customMessage: translate(locale, error.messageKey, { max: NICKNAME_MAX_LENGTH }),
          })),
          imported: 0,
        };
      }
      // Nobody knows these passwords: each operator chooses one from the invitation.
      const passwordHash = await hashPassword(randomBytes(24).toString("base64url"));
      try {
        await deps.data.insertAll(operators.map((operator) => ({ ...operator, passwordHash })), deps.clock());
      } catch (error) {
        // Someone registered one of these addresses meanwhile: nothing was written.
        if (isUniqueViolation(error)) throw new AppError("CONFLICT", { messageKey: "auth.emailTaken" });
        throw error;
      }
      for (const operator of operators) await deps.queue.send(invitationJob, { email: operator.email, locale }, { singletonKey: `invite:${operator.email}` });
      return { hasError: false, errorSize: 0, errorMessages: [], imported: operators.length };
    },
  };
}

export type ImportService = ReturnType<typeof createImportService>;
