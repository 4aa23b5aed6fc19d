import { protocol, type PGlite, type QueryOptions, type Results, type Transaction } from "@electric-sql/pglite";
import { decodeResults } from "./pglite-results.ts";

/** Past this many distinct statements, new ones are parsed each time instead of kept. */
const MAX_NAMED_STATEMENTS = 2_000;
/** Only statements with a plan are kept: a migration's DDL or a savepoint runs once and would hold a name for nothing. */
const PLANNABLE = /^\s*(select|insert|update|delete|with)\b/i;
const TERMINATE = new Uint8Array([0x58]);
/** Statement names are unique across handles, since they share one database session. */
let statementsNamed = 0;

/**
 * The PGlite handle drizzle and the job queue use, with PostgreSQL prepared statements. PGlite's
 * own `query` exchanges six protocol messages with the database, one call each (parse, describe the
 * parameters, bind, describe the rows, execute, sync), and plans the statement every time; inside
 * its `transaction` it does the same for every statement. Here each distinct SQL text is parsed
 * once under a name; later runs send bind, describe, execute and sync in one call, in a
 * transaction too. Parameters go as text, as node-postgres sends them (so both drivers read the
 * same values), and PostgreSQL reads them by the statement's own types. The answer is decoded by
 * `decodeResults`, in place, instead of PGlite's message parser. A transaction's BEGIN, COMMIT and
 * ROLLBACK go the same way, one call each (PGlite's own sends a query and a sync apart and parses
 * their answer). `exec` of one plannable statement seen before is prepared too (the job queue sends
 * its fetch, with its values written in, that way several times a second); other `exec` texts and
 * statements with a blob are PGlite's own.
 */
export function withPreparedStatements(client: PGlite): PGlite {
  const names = new Map<string, string>();
  const serialize = protocol.serialize;
  let created = 0;

  /** One statement's round trip; the caller holds PGlite's query lock. */
  async function runPrepared<T>(sql: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    let name = names.get(sql);
    const parts: Uint8Array[] = [];
    // A fresh name each attempt: a statement parsed in a batch that then failed still exists.
    const newName = name === undefined && created < MAX_NAMED_STATEMENTS && PLANNABLE.test(sql) ? `cdp_${(created += 1, (statementsNamed += 1))}` : undefined;
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
    try {
      await client.execProtocolRawStream(concat(parts), { syncToFs: false, onRawData: (bytes) => chunks.push(bytes.slice()) });
    } finally {
      await forgetRawHandler();
    }
    const result = decodeResults<T>(chunks.length === 1 ? chunks[0]! : concat(chunks), client.parsers, options);
    if (newName) names.set(sql, (name = newName));
    return result;
  }

  /**
   * PGlite keeps the raw stream's handler after the call, and its next `execProtocol` (a backup
   * reads the WAL position and server version so) would hand its answer, and its error, to that
   * handler instead of its own parser. `execProtocol` clears the handler when it returns; a
   * Terminate message makes it return before reaching the database.
   */
  const forgetRawHandler = () => client.execProtocol(TERMINATE, { syncToFs: false });

  const needsPglite = (options: QueryOptions | undefined) => options?.blob !== undefined;

  async function query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (needsPglite(options)) return client.query<T>(sql, params, options);
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const result = await runPrepared<T>(sql, params, options);
        await client.syncToFs();
        return result;
      }),
    );
  }

  /** `exec` texts run once, of which one seen again is a statement worth keeping (a bounded set). */
  const seenOnce = new Set<string>();
  const MAX_SEEN_ONCE = 500;

  async function exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    if (!names.has(sql)) {
      // One statement only (a text with `;` may hold several), with a plan, and one that comes back.
      const keep = !sql.includes(";") && PLANNABLE.test(sql) && !needsPglite(options) && seenOnce.has(sql);
      if (!keep) {
        if (seenOnce.size >= MAX_SEEN_ONCE) seenOnce.clear();
        seenOnce.add(sql);
        return client.exec(sql, options);
      }
      seenOnce.delete(sql);
    }
    return [await query(sql, [], options)];
  }

  /**
   * A transaction as PGlite's own (under its transaction lock, ROLLBACK on a throw, COMMIT otherwise),
   * its control statements and statements sent by `runPrepared`. A blob (`/dev/blob`, which nothing
   * here uses) is not taken inside it: PGlite's path for one needs its own transaction object.
   */
  async function transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    await client._checkReady();
    return client._runExclusiveTransaction(async () => {
      const run = <R>(sql: string, params: unknown[] = [], options?: QueryOptions) => client._runExclusiveQuery(() => runPrepared<R>(sql, params, options));
      let closed = false;
      const open = () => {
        if (closed) throw new Error("Transaction is closed");
      };
      const end = async (command: "COMMIT" | "ROLLBACK") => {
        closed = true;
        await run(command);
      };
      const tx: Transaction = {
        query: async <R>(sql: string, params: unknown[] = [], options?: QueryOptions) => {
          open();
          if (needsPglite(options)) throw new Error("a blob is not sent inside a transaction on the embedded database");
          return run<R>(sql, params, options);
        },
        sql: async () => {
          throw new Error("tagged-template statements are not sent inside a transaction here: use query");
        },
        exec: async (sql: string, options?: QueryOptions) => {
          open();
          if (sql.includes(";")) throw new Error("one statement at a time inside a transaction on the embedded database");
          return [await run(sql, [], options)];
        },
        rollback: async () => {
          open();
          await end("ROLLBACK");
        },
        listen: async () => {
          throw new Error("LISTEN is not taken inside a transaction here");
        },
        get closed() {
          return closed;
        },
      };
      await run("BEGIN");
      try {
        const result = await callback(tx);
        if (!closed) await end("COMMIT");
        return result;
      } catch (error) {
        if (!closed) await end("ROLLBACK");
        throw error;
      } finally {
        await client.syncToFs();
      }
    });
  }

  return new Proxy(client, {
    get(target, property) {
      if (property === "query") return query;
      if (property === "transaction") return transaction;
      if (property === "exec") return exec;
      const value: unknown = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** A parameter as node-postgres writes it: dates as ISO text, bytes as bytea hex, arrays as array literals, other objects as JSON. */
function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString("hex")}`;
  if (Array.isArray(value)) return arrayLiteral(value);
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

function arrayLiteral(values: unknown[]): string {
  const items = values.map((value) => {
    if (value === null || value === undefined) return "NULL";
    if (Array.isArray(value)) return arrayLiteral(value);
    return `"${asText(value)!.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
  });
  return `{${items.join(",")}}`;
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
