/**
 * Query and form values as HTTP delivers them: missing, once, or repeated (Fastify makes repeated
 * keys arrays). The platforms' clients send lists both ways (`part=snippet,status` and
 * `part=snippet&part=status`), so every route reads its parameters through these two helpers.
 */

function valuesOf(source: unknown, name: string): unknown[] {
  if (!source || typeof source !== "object") return [];
  const value = (source as Record<string, unknown>)[name];
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** A single-valued parameter: its first text value ("" when missing or not text). */
export function oneParam(source: unknown, name: string): string {
  const first = valuesOf(source, name)[0];
  return typeof first === "string" ? first : "";
}

/** A list parameter, comma-separated, repeated, or both; trimmed, without empty items. */
export function listParam(source: unknown, name: string): string[] {
  return valuesOf(source, name)
    .filter((value): value is string => typeof value === "string")
    .flatMap((value) => value.split(","))
    .map((item) => item.trim())
    .filter(Boolean);
}

/** A flat record of first text values (forms whose fields are all single-valued). */
export function textFields(source: unknown): Record<string, string | undefined> {
  if (!source || typeof source !== "object" || Array.isArray(source)) return {};
  const fields: Record<string, string | undefined> = {};
  for (const name of Object.keys(source)) {
    const value = oneParam(source, name);
    if (value !== "" || (source as Record<string, unknown>)[name] === "") fields[name] = value;
  }
  return fields;
}
