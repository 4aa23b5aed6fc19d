import { protocol, type PGlite, type QueryOptions, type Results } from "@electric-sql/pglite";
import { decodeResults } from "./pglite-results.ts";

/** Past this many distinct statements, new ones are parsed each time instead of kept. */
const MAX_NAMED_STATEMENTS = 2_000;
/** Statement names are unique across handles, since they share one database session. */
let statementsNamed = 0;

/**
 * The PGlite handle drizzle uses, with PostgreSQL prepared statements. PGlite's own `query`
 * exchanges six protocol messages with the database, one call each (parse, describe the
 * parameters, bind, describe the rows, execute, sync), and plans the statement every time. Here
 * each distinct SQL text is parsed once under a name; later runs send bind, describe, execute and
 * sync in one call. Parameters go as text, which PostgreSQL reads by the statement's own types
 * (drizzle has already turned dates, JSON and arrays into strings). The answer is decoded by
 * `decodeResults`, in place, instead of PGlite's message parser. Everything else, transactions
 * included, is PGlite's own.
 */
export function withPreparedStatements(client: PGlite): PGlite {
  const names = new Map<string, string>();
  const serialize = protocol.serialize;
  let created = 0;

  async function query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (params.some((value) => value instanceof Uint8Array)) return client.query<T>(sql, params, options);
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        let name = names.get(sql);
        const parts: Uint8Array[] = [];
        // A fresh name each attempt: a statement parsed in a batch that then failed still exists.
        const newName = name === undefined && created < MAX_NAMED_STATEMENTS ? `cdp_${(created += 1, (statementsNamed += 1))}` : undefined;
        if (name === undefined) parts.push(serialize.parse({ name: newName ?? "", text: sql }));
        parts.push(
          serialize.bind({ statement: name ?? newName ?? "", values: params.map(asText) }),
          serialize.describe({ type: "P" }),
          serialize.execute({}),
          serialize.sync(),
        );
        // The raw stream hands over the backend's bytes as written (execProtocolRaw would also run
        // PGlite's parser over them); they are views into the wasm memory, so each is copied.
        const chunks: Uint8Array[] = [];
        await client.execProtocolRawStream(concat(parts), { syncToFs: false, onRawData: (bytes) => chunks.push(bytes.slice()) });
        const result = decodeResults<T>(chunks.length === 1 ? chunks[0]! : concat(chunks), client.parsers, options);
        if (newName) names.set(sql, (name = newName));
        await client.syncToFs();
        return result;
      }),
    );
  }

  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === "query") return query;
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "object" && !(value instanceof Uint8Array)) return JSON.stringify(value);
  return String(value);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
