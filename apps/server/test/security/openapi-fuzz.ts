/**
 * Hostile requests generated from the OpenAPI document: for every operation, a sample of valid
 * values for its parameters and body, then one field at a time replaced by each hostile value, and
 * bodies that are not what the operation takes at all. Nothing here knows a particular endpoint.
 */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  pattern?: string;
  format?: string;
  minimum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  $ref?: string;
  default?: unknown;
};

export type Operation = {
  method: string;
  path: string;
  pathParams: Record<string, JsonSchema>;
  query: Record<string, JsonSchema>;
  body: JsonSchema | null;
};

export type FuzzRequest = { label: string; url: string; body?: string; contentType?: string };

type OpenApiDocument = {
  paths: Record<string, Record<string, { parameters?: { in: string; name: string; schema: JsonSchema }[]; requestBody?: { content?: Record<string, { schema: JsonSchema }> } }>>;
};

/** Body values, as raw JSON text so that `1e309` and a lone surrogate arrive exactly as written. */
export const HOSTILE_JSON: Record<string, string> = {
  "NUL inside": JSON.stringify("a\u0000b"),
  "NUL alone": JSON.stringify("\u0000"),
  "1 MB string": JSON.stringify("x".repeat(1024 * 1024)),
  "lone surrogate": '"\\ud800x"',
  "2^31": "2147483648",
  "2^53": "9007199254740993",
  "-1": "-1",
  "1e309": "1e309",
  NaN: "NaN",
  "wrong type: object": '{"a":1}',
  "wrong type: array": "[1,2,3]",
  "wrong type: boolean": "true",
  "nested junk": '{"a":{"b":[{"c":{"d":[null,{"e":"\\u0000"}]}}]}}',
  "__proto__ key": '{"__proto__":{"polluted":true}}',
  "constructor key": '{"constructor":{"prototype":{"polluted":true}}}',
};

/** Path and query values, already percent-encoded where needed. */
export const HOSTILE_PARAMS: Record<string, string> = {
  "NUL inside": "a%00b",
  "NUL alone": "%00",
  "1 MB string": "x".repeat(1024 * 1024),
  "lone surrogate": "%ED%A0%80",
  "broken percent-encoding": "%E0%A4%A",
  "2^31": "2147483648",
  "2^53": "9007199254740993",
  "-1": "-1",
  "1e309": "1e309",
  NaN: "NaN",
  "wrong type": "abc",
  empty: "",
};

/** Whole bodies that are not the operation's shape at all. */
export const HOSTILE_BODIES: Record<string, { body: string; contentType: string }> = {
  "empty body": { body: "", contentType: "application/json" },
  "not JSON": { body: "{not json", contentType: "application/json" },
  "JSON null": { body: "null", contentType: "application/json" },
  "JSON array": { body: "[]", contentType: "application/json" },
  "__proto__ at the top": { body: '{"__proto__":{"polluted":true}}', contentType: "application/json" },
  "constructor at the top": { body: '{"constructor":{"prototype":{"polluted":true}}}', contentType: "application/json" },
  "form-encoded": { body: "a=1&b=%00", contentType: "application/x-www-form-urlencoded" },
  "plain text": { body: "\u0000hello", contentType: "text/plain" },
};

export function operationsOf(document: OpenApiDocument, include: (path: string) => boolean): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    if (!include(path)) continue;
    for (const [method, operation] of Object.entries(methods)) {
      const pathParams: Record<string, JsonSchema> = {};
      const query: Record<string, JsonSchema> = {};
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in === "path") pathParams[parameter.name] = parameter.schema;
        if (parameter.in === "query") query[parameter.name] = parameter.schema;
      }
      const body = operation.requestBody?.content?.["application/json"]?.schema ?? null;
      operations.push({ method: method.toUpperCase(), path, pathParams, query, body });
    }
  }
  return operations;
}

/** A plausible valid value for a schema, so that a request gets past the fields not under attack. */
export function sampleOf(schema: JsonSchema | undefined, name = ""): unknown {
  if (!schema) return "fuzz";
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return sampleOf(variant, name);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "integer":
    case "number":
      return Math.max(1, schema.minimum ?? 1);
    case "boolean":
      return true;
    case "array":
      return [sampleOf(schema.items, name)];
    case "object":
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, inner]) => [key, sampleOf(inner, key)]));
    default:
      return sampleString(schema, name);
  }
}

function sampleString(schema: JsonSchema, name: string): string {
  const lower = name.toLowerCase();
  if (schema.pattern === "^\\d{6}$" || lower === "code") return "123456";
  if (lower.includes("email") || lower === "account") return "fuzz@example.com";
  if (lower.includes("phone")) return "13900000000";
  if (lower.includes("password")) return "Fuzz12345";
  if (lower.includes("url")) return "https://example.com/file.png";
  return "fuzz";
}

/** Every hostile request for one operation. */
export function hostileRequests(operation: Operation): FuzzRequest[] {
  const requests: FuzzRequest[] = [];
  const pathSample = Object.fromEntries(Object.entries(operation.pathParams).map(([name, schema]) => [name, String(sampleOf(schema, name))]));
  const querySample = Object.fromEntries(Object.entries(operation.query).map(([name, schema]) => [name, String(sampleOf(schema, name))]));
  const bodySample = operation.body ? (sampleOf(operation.body) as Record<string, unknown>) : null;
  const urlOf = (pathValues: Record<string, string>, queryValues: Record<string, string>, extraQuery = "") => {
    const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => (name === "*" ? pathValues[name] ?? "x" : pathValues[name] ?? "1"));
    const query = Object.entries(queryValues)
      .map(([name, value]) => `${encodeURIComponent(name)}=${value}`)
      .concat(extraQuery ? [extraQuery] : [])
      .join("&");
    return query ? `${path}?${query}` : path;
  };
  const encoded = (values: Record<string, string>) => Object.fromEntries(Object.entries(values).map(([k, v]) => [k, encodeURIComponent(v)]));
  const bodyText = bodySample ? JSON.stringify(bodySample) : undefined;
  const withBody = (request: FuzzRequest): FuzzRequest => (bodyText === undefined || request.body !== undefined ? request : { ...request, body: bodyText, contentType: "application/json" });

  for (const name of Object.keys(operation.pathParams)) {
    for (const [label, value] of Object.entries(HOSTILE_PARAMS)) {
      if (value === "") continue;
      requests.push(withBody({ label: `path ${name}: ${label}`, url: urlOf({ ...encoded(pathSample), [name]: value }, encoded(querySample)) }));
    }
  }
  for (const name of Object.keys(operation.query)) {
    for (const [label, value] of Object.entries(HOSTILE_PARAMS)) {
      requests.push(withBody({ label: `query ${name}: ${label}`, url: urlOf(encoded(pathSample), { ...encoded(querySample), [name]: value }) }));
    }
    requests.push(withBody({ label: `query ${name}: repeated`, url: urlOf(encoded(pathSample), encoded(querySample), `${encodeURIComponent(name)}=1&${encodeURIComponent(name)}=2`) }));
    requests.push(withBody({ label: `query ${name}: bracket junk`, url: urlOf(encoded(pathSample), encoded(querySample), `${encodeURIComponent(name)}[a][b]=1`) }));
  }
  const baseUrl = urlOf(encoded(pathSample), encoded(querySample));
  requests.push(withBody({ label: "query: __proto__ and constructor keys", url: urlOf(encoded(pathSample), encoded(querySample), "__proto__=x&constructor=y&__proto__[polluted]=1") }));

  if (bodySample && typeof bodySample === "object" && !Array.isArray(bodySample)) {
    const properties = operation.body?.properties ?? {};
    for (const name of Object.keys(properties)) {
      for (const [label, raw] of Object.entries(HOSTILE_JSON)) {
        const placeholder = "\u0001FUZZ\u0001";
        const asItem = properties[name]?.type === "array";
        const body = JSON.stringify({ ...bodySample, [name]: placeholder }).replace(JSON.stringify(placeholder), asItem ? `[${raw}]` : raw);
        requests.push({ label: `body ${name}: ${label}${asItem ? " (as an item)" : ""}`, url: baseUrl, body, contentType: "application/json" });
      }
    }
  }
  for (const [label, { body, contentType }] of Object.entries(HOSTILE_BODIES)) {
    requests.push({ label: `body: ${label}`, url: baseUrl, body, contentType });
  }
  return requests;
}
