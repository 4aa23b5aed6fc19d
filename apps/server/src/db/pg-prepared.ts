import pg from "pg";

/** Past this many distinct statements, new ones are parsed each time instead of kept. */
const MAX_NAMED_STATEMENTS = 2_000;
/** Only data statements are kept: migrations' DDL runs once, and a text with several statements cannot be prepared. */
const DATA_STATEMENT = /^\s*(?:select|insert|update|delete|with)\b/i;
const MAX_STATEMENT_LENGTH = 16_000;

type QueryConfig = { text?: unknown; name?: unknown; submit?: unknown };

/**
 * A node-postgres client class that sends each distinct data statement as a named prepared
 * statement: the server parses and plans it once per connection, and later runs send only its
 * name and parameters (the records list's statement is 1.5 KB of text). One name per text for
 * the whole pool, so a statement has the same name on every connection.
 */
export function preparingClientClass(): typeof pg.Client {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    const known = names.get(text);
    if (known !== undefined || names.size >= MAX_NAMED_STATEMENTS) return known;
    if (text.length > MAX_STATEMENT_LENGTH || !DATA_STATEMENT.test(text)) return undefined;
    const name = `cdp_${names.size + 1}`;
    names.set(text, name);
    return name;
  };

  class PreparingClient extends pg.Client {}
  const query = pg.Client.prototype.query;
  PreparingClient.prototype.query = function (this: pg.Client, config: unknown, ...rest: unknown[]) {
    const options = config as QueryConfig | null;
    // A `submit` config is a cursor or stream, which names its own statements.
    if (options && typeof options === "object" && typeof options.text === "string" && options.name === undefined && options.submit === undefined) {
      const name = nameOf(options.text);
      if (name !== undefined) config = { ...options, name };
    }
    return (query as (...args: unknown[]) => unknown).call(this, config, ...rest);
  } as typeof query;
  return PreparingClient;
}
