import { sql, type Placeholder } from "drizzle-orm";

/** Past this many shapes, a query is built for its one run instead of kept. */
const DEFAULT_MAX_SHAPES = 500;

let names = 0;

/**
 * A statement name unique in the process, for a query prepared once (`.prepare(statementName(…))`):
 * on PostgreSQL each name is one named statement per connection.
 */
export function statementName(prefix: string): string {
  names += 1;
  return `${prefix}_${names}`;
}

/**
 * Prepared queries by shape (which filters, which order): a hot list query is built by drizzle once
 * per shape instead of on every request (building it was a sixth of a records request's CPU, and
 * most of its garbage). The values travel as placeholders. `build` gets a statement name unique in
 * the process, so on PostgreSQL each shape is one named statement per connection; past `maxShapes`
 * it gets "" (an unnamed statement, parsed on each run), so rare shapes cannot fill the server.
 */
export function createStatementCache<TQuery>({ prefix, maxShapes = DEFAULT_MAX_SHAPES }: { prefix: string; maxShapes?: number }) {
  const shapes = new Map<string, TQuery>();
  return (shape: string, build: (name: string) => TQuery): TQuery => {
    const known = shapes.get(shape);
    if (known !== undefined) return known;
    if (shapes.size >= maxShapes) return build("");
    const query = build(statementName(prefix));
    shapes.set(shape, query);
    return query;
  };
}

/** The shape of a query's values: which of them are set (a key of the cache above). */
export function shapeOf(values: Record<string, unknown>): string {
  return Object.keys(values).join(",");
}

/** A placeholder named after each value: what the query is built with instead of the values. */
export function placeholdersFor<T extends Record<string, unknown>>(values: T): { [K in keyof T]: Placeholder } {
  return Object.fromEntries(Object.keys(values).map((name) => [name, sql.placeholder(name)])) as { [K in keyof T]: Placeholder };
}
