import { z } from "zod";

/**
 * Shape limits every endpoint shares, declared once: record ids fit PostgreSQL's `integer`
 * columns, pages stay in a range a database can skip to, and text never carries a NUL byte
 * (PostgreSQL refuses 0x00 in text). Messages are keys of `MESSAGES`.
 */
export const MAX_RECORD_ID = 2_147_483_647;
export const MAX_PAGE = 100_000;

/** A row id in a JSON body. */
export const recordIdSchema = z
  .number({ error: "validation.id" })
  .int({ error: "validation.id" })
  .min(1, { error: "validation.id" })
  .max(MAX_RECORD_ID, { error: "validation.id" });

/** A row id in a path or query string. */
export const recordIdParamSchema = z.coerce
  .number({ error: "validation.id" })
  .int({ error: "validation.id" })
  .min(1, { error: "validation.id" })
  .max(MAX_RECORD_ID, { error: "validation.id" });

/** `{ id }` path parameters. */
export const idParamsSchema = z.object({ id: recordIdParamSchema });

/** Page number and size of a paginated list query. */
export const pageQueryShape = {
  page: z.coerce.number({ error: "validation.page" }).int({ error: "validation.page" }).min(1, { error: "validation.page" }).max(MAX_PAGE, { error: "validation.page" }).default(1),
  pageSize: z.coerce.number({ error: "validation.page" }).int({ error: "validation.page" }).min(1, { error: "validation.page" }).max(100, { error: "validation.page" }).default(20),
};

export type SortOrder = "asc" | "desc";
const sortOrderOf = (defaultOrder: SortOrder) => z.enum(["asc", "desc"], { error: "validation.sort" }).default(defaultOrder);

/** The direction of a sorted list; newest (or largest) first unless asked otherwise. */
export const sortOrderSchema = sortOrderOf("desc");

/**
 * `sortBy` and `sortOrder` of a sortable list query: `sortBy` is one of `keys` (the first is the
 * default), `sortOrder` defaults to `defaultOrder` (an alphabetical or oldest-first list passes "asc").
 * Servers add the row id as a final key, so equal values keep a stable order across pages.
 */
export function sortQueryShape<const Keys extends readonly [string, ...string[]]>(keys: Keys, defaultOrder: SortOrder = "desc") {
  return {
    sortBy: z.enum(keys, { error: "validation.sort" }).default(keys[0] as Keys[0]),
    sortOrder: sortOrderOf(defaultOrder),
  };
}

// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when a string holds a NUL byte or a UTF-16 surrogate without its pair. */
export function hasUnstorableCharacter(value: string): boolean {
  return UNSTORABLE.test(value);
}
