import { createHmac, timingSafeEqual } from "node:crypto";
import { StorageError } from "./storage-error.ts";

/** One condition of a PostObject policy, as OSS (and S3) write them. */
export type PolicyCondition =
  | ["content-length-range", number, number]
  | ["starts-with", string, string]
  | ["eq", string, string]
  | Record<string, string>;

/** `session` is this server's own addition (the local upload host), outside OSS's conditions. */
export type PolicyDocument = { expiration: string; conditions: PolicyCondition[]; session?: string };

/** What a signed policy allows, read back from its conditions. */
export type PolicyGrant = {
  keyPrefix: string;
  minBytes: number;
  maxBytes: number;
  /** Exact form-field values the policy demands (`{"bucket": …}`, `["eq", "$field", …]`), names lower-cased. */
  equals: Record<string, string>;
  /** The session that asked for the policy, when the policy names one. */
  session: string | null;
};

/**
 * The base64 policy of an upload into `dir` of at most `maxBytes`, valid until `expiresAt`.
 * `bucket` adds `{"bucket": …}` (needed by Aliyun OSS; the local host has none).
 */
export function buildPolicy(options: {
  dir: string;
  maxBytes: number;
  minBytes?: number;
  expiresAt: Date;
  bucket?: string;
  session?: string;
  /** Form fields that must have exactly these values (`["eq", "$Content-Type", …]`). */
  equals?: Record<string, string>;
}): string {
  const conditions: PolicyCondition[] = [
    ["content-length-range", options.minBytes ?? 0, options.maxBytes],
    ["starts-with", "$key", options.dir],
  ];
  if (options.bucket) conditions.push({ bucket: options.bucket });
  for (const [field, value] of Object.entries(options.equals ?? {})) conditions.push(["eq", `$${field}`, value]);
  const document: PolicyDocument = { expiration: options.expiresAt.toISOString(), conditions, ...(options.session ? { session: options.session } : {}) };
  return Buffer.from(JSON.stringify(document), "utf8").toString("base64");
}

/** Aliyun OSS PostObject V1: `Signature = base64(HMAC-SHA1(AccessKeySecret, base64Policy))`. */
export function signPolicy(secret: string, policyBase64: string): string {
  return createHmac("sha1", secret).update(policyBase64, "utf8").digest("base64");
}

/** Checks the signature over the policy (constant time) and decodes the policy; throws OSS's errors. */
export function verifyPolicy(secret: string, policyBase64: string, signature: string, now: Date): PolicyGrant {
  const expected = Buffer.from(signPolicy(secret, policyBase64));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw new StorageError(
      "SignatureDoesNotMatch",
      "The request signature we calculated does not match the signature you provided. Check your key and signing method.",
    );
  }
  const document = decodePolicy(policyBase64);
  const expiresAt = Date.parse(document.expiration);
  if (!Number.isFinite(expiresAt)) throw new StorageError("InvalidPolicyDocument", "Invalid Policy: Invalid expiration.");
  if (expiresAt <= now.getTime()) throw new StorageError("AccessDenied", "Invalid according to Policy: Policy expired.");
  return grantOf(document);
}

function decodePolicy(policyBase64: string): PolicyDocument {
  try {
    const document = JSON.parse(Buffer.from(policyBase64, "base64").toString("utf8")) as PolicyDocument;
    if (typeof document?.expiration === "string" && Array.isArray(document.conditions)) return document;
  } catch {
    // falls through to the refusal below
  }
  throw new StorageError("InvalidPolicyDocument", "Invalid Policy: Invalid Simple-Json format.");
}

function grantOf(document: PolicyDocument): PolicyGrant {
  let keyPrefix: string | null = null;
  let minBytes = 0;
  let maxBytes = Number.MAX_SAFE_INTEGER;
  const equals: Record<string, string> = {};
  for (const condition of document.conditions) {
    if (Array.isArray(condition)) {
      const [operator, a, b] = condition;
      if (operator === "content-length-range" && typeof a === "number" && typeof b === "number") {
        minBytes = a;
        maxBytes = b;
      } else if (operator === "starts-with" && a === "$key" && typeof b === "string") {
        keyPrefix = b;
      } else if (operator === "eq" && typeof a === "string" && a.startsWith("$") && typeof b === "string") {
        equals[a.slice(1).toLowerCase()] = b;
      } else {
        throw new StorageError("InvalidPolicyDocument", `Invalid Policy: Unsupported condition ${JSON.stringify(condition)}.`);
      }
    } else if (condition && typeof condition === "object") {
      for (const [name, value] of Object.entries(condition)) equals[name.toLowerCase()] = String(value);
    }
  }
  // A policy that does not pin the key to a folder would let its holder write anywhere.
  if (keyPrefix === null) throw new StorageError("InvalidPolicyDocument", "Invalid Policy: a starts-with $key condition is required.");
  return { keyPrefix, minBytes, maxBytes, equals, session: typeof document.session === "string" ? document.session : null };
}

/** Checks the form's key and fields against the grant (before any byte of the file is stored). */
export function checkFormAgainstGrant(grant: PolicyGrant, fields: Record<string, string>): void {
  const key = fields.key ?? "";
  if (!key.startsWith(grant.keyPrefix)) {
    throw new StorageError(
      "AccessDenied",
      `Invalid according to Policy: Policy Condition failed: ["starts-with", "$key", ${JSON.stringify(grant.keyPrefix)}]`,
    );
  }
  for (const [name, value] of Object.entries(grant.equals)) {
    if (fields[name] !== value) {
      throw new StorageError("AccessDenied", `Invalid according to Policy: Policy Condition failed: ["eq", "$${name}", ${JSON.stringify(value)}]`);
    }
  }
}
