/** A record's own entry for a key from a request (never an inherited one such as `constructor`). */
export function own<T>(record: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
