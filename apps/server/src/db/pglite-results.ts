import { messages, type QueryOptions, type Results } from "@electric-sql/pglite";

type Parser = (text: string, typeId: number) => unknown;
type Field = { name: string; dataTypeID: number };

const enum Code {
  DataRow = 0x44,
  CommandComplete = 0x43,
  ErrorResponse = 0x45,
  RowDescription = 0x54,
}

/** Commands whose tag's count is the rows they changed (PGlite's `affectedRows`). */
const CHANGING_COMMANDS = new Set(["INSERT", "UPDATE", "DELETE", "COPY", "MERGE"]);

/**
 * The result of one extended-protocol statement, read straight from the bytes PGlite's backend
 * answered (`execProtocolRawStream`), in the shape PGlite's own `query` returns. PGlite's parser copies
 * every field into a new ArrayBuffer before decoding it and reads through down-compiled private
 * fields: under a list's load that was a quarter of the server's CPU. Here each text field is
 * decoded in place. Only what a bind-describe-execute-sync batch answers is read (row description,
 * data rows, command complete, error); notices are dropped as PGlite drops them, and this app
 * listens for no notifications. The first error is thrown as PGlite's own `DatabaseError`.
 */
export function decodeResults<T>(answer: Uint8Array, parsers: Record<number, Parser>, options?: QueryOptions): Results<T> {
  const bytes = Buffer.from(answer.buffer, answer.byteOffset, answer.byteLength);
  const arrayRows = options?.rowMode === "array";
  const overrides = options?.parsers as Record<number, Parser> | undefined;
  let fields: Field[] = [];
  let fieldParsers: (Parser | undefined)[] = [];
  const rows: unknown[] = [];
  let complete: { command: string; count: number } | null = null;

  for (let offset = 0; offset + 5 <= bytes.length; ) {
    const code = bytes[offset];
    const end = offset + 1 + bytes.readUInt32BE(offset + 1);
    let at = offset + 5;
    switch (code) {
      case Code.RowDescription: {
        const count = bytes.readUInt16BE(at);
        at += 2;
        fields = [];
        for (let index = 0; index < count; index += 1) {
          const nul = bytes.indexOf(0, at);
          const name = bytes.toString("utf8", at, nul);
          const dataTypeID = bytes.readUInt32BE(nul + 7);
          fields.push({ name, dataTypeID });
          at = nul + 19;
        }
        fieldParsers = fields.map((field) => overrides?.[field.dataTypeID] ?? parsers[field.dataTypeID]);
        break;
      }
      case Code.DataRow: {
        const count = bytes.readUInt16BE(at);
        at += 2;
        const values: unknown[] = new Array(count);
        for (let index = 0; index < count; index += 1) {
          const length = bytes.readInt32BE(at);
          at += 4;
          if (length < 0) {
            values[index] = null;
            continue;
          }
          const text = bytes.toString("utf8", at, at + length);
          at += length;
          const parser = fieldParsers[index];
          values[index] = parser ? parser(text, fields[index]!.dataTypeID) : text;
        }
        rows.push(arrayRows ? values : Object.fromEntries(fields.map((field, index) => [field.name, values[index]])));
        break;
      }
      case Code.CommandComplete: {
        const tag = bytes.toString("utf8", at, end - 1);
        const words = tag.split(" ");
        complete = { command: words[0] ?? "", count: Number.parseInt(words.at(-1) ?? "", 10) };
        break;
      }
      case Code.ErrorResponse:
        throw databaseError(bytes, at, end - offset - 1);
    }
    offset = end;
  }

  if (!complete) return { rows: [], fields: [], affectedRows: 0 } as Results<T>;
  const result: Results<T> & { command: string; rowCount?: number } = {
    rows: rows as T[],
    fields,
    command: complete.command,
    affectedRows: CHANGING_COMMANDS.has(complete.command) && !Number.isNaN(complete.count) ? complete.count : 0,
  };
  if (!Number.isNaN(complete.count)) result.rowCount = complete.count;
  return result;
}

/** PostgreSQL's ErrorResponse fields, as PGlite's parser names them. */
const ERROR_FIELDS: Record<string, keyof InstanceType<typeof messages.DatabaseError>> = {
  S: "severity",
  C: "code",
  D: "detail",
  H: "hint",
  P: "position",
  p: "internalPosition",
  q: "internalQuery",
  W: "where",
  s: "schema",
  t: "table",
  c: "column",
  d: "dataType",
  n: "constraint",
  F: "file",
  L: "line",
  R: "routine",
};

function databaseError(bytes: Buffer, from: number, length: number): InstanceType<typeof messages.DatabaseError> {
  const values: Record<string, string> = {};
  for (let at = from; bytes[at] !== 0 && at < bytes.length; ) {
    const nul = bytes.indexOf(0, at + 1);
    values[String.fromCharCode(bytes[at]!)] = bytes.toString("utf8", at + 1, nul);
    at = nul + 1;
  }
  const error = new messages.DatabaseError(values.M ?? "database error", length, "error");
  for (const [key, property] of Object.entries(ERROR_FIELDS)) (error as unknown as Record<string, unknown>)[property] = values[key];
  return error;
}
