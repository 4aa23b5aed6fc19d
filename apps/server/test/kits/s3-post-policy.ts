import { createHmac, timingSafeEqual } from "node:crypto";

/** A browser POST to a bucket as S3 sees it: every form field before the file, in order, and the file's size. */
export type S3PostForm = { bucket: string; fields: [string, string][]; fileSize: number };

/**
 * S3's checks of a browser-based POST upload, written from AWS's documentation ("Creating a POST
 * policy", "Calculating a signature" for SigV4 POST): the signature over the base64 policy with the
 * key the credential names, the expiration, each condition (exact match, `eq`, `starts-with`,
 * `content-length-range`), and that every form field is named by a condition (except
 * `x-amz-signature`, `file`, `policy` and `x-ignore-*`). Field names are compared without case.
 * Stricter than S3 in one way: a field sent twice is refused. Returns why the form is refused, or null.
 *
 * The S3 emulators on the npm registry (s3rver and others) check none of this; the kit that fronts
 * s3rver runs these checks so the browser's real form is held to the signed policy.
 */
export function s3PostRefusal(form: S3PostForm, secretAccessKey: string, now: Date): string | null {
  const values = new Map<string, string>();
  for (const [name, value] of form.fields) {
    const lower = name.toLowerCase();
    if (values.has(lower)) return `the form repeats the field ${name}`;
    values.set(lower, value);
  }
  const policy = values.get("policy");
  const credential = values.get("x-amz-credential");
  const signature = values.get("x-amz-signature");
  if (!policy || !credential || !signature || values.get("x-amz-algorithm") !== "AWS4-HMAC-SHA256") return "the form is not a SigV4 POST";
  const [, date, region, service, terminal] = credential.split("/");
  if (!date || !region || service !== "s3" || terminal !== "aws4_request") return "malformed x-amz-credential";
  const expected = Buffer.from(createHmac("sha256", signingKey(secretAccessKey, date, region)).update(policy, "utf8").digest("hex"));
  if (expected.length !== Buffer.byteLength(signature) || !timingSafeEqual(expected, Buffer.from(signature))) return "SignatureDoesNotMatch";

  const document = JSON.parse(Buffer.from(policy, "base64").toString("utf8")) as { expiration: string; conditions: unknown[] };
  if (!(Date.parse(document.expiration) > now.getTime())) return "Invalid according to Policy: Policy expired.";
  const named = new Set<string>();
  const valueOf = (field: string) => (field.toLowerCase() === "bucket" ? form.bucket : values.get(field.toLowerCase()));
  for (const condition of document.conditions) {
    const failed = `Invalid according to Policy: Policy Condition failed: ${JSON.stringify(condition)}`;
    if (Array.isArray(condition)) {
      const [operator, a, b] = condition as [string, unknown, unknown];
      if (operator === "content-length-range") {
        if (form.fileSize < Number(a) || form.fileSize > Number(b)) return form.fileSize > Number(b) ? "EntityTooLarge" : "EntityTooSmall";
        continue;
      }
      const field = String(a).replace(/^\$/, "");
      named.add(field.toLowerCase());
      const actual = valueOf(field);
      if (operator === "eq" && actual !== b) return failed;
      if (operator === "starts-with" && (actual === undefined || !actual.startsWith(String(b)))) return failed;
      if (operator !== "eq" && operator !== "starts-with") return `unknown condition ${JSON.stringify(condition)}`;
    } else {
      for (const [field, value] of Object.entries(condition as Record<string, string>)) {
        named.add(field.toLowerCase());
        if (valueOf(field) !== value) return failed;
      }
    }
  }
  for (const name of values.keys()) {
    const exempt = name === "x-amz-signature" || name === "policy" || name === "file" || name.startsWith("x-ignore-");
    if (!exempt && !named.has(name)) return `Invalid according to Policy: Extra input fields: ${name}`;
  }
  return null;
}

/** SigV4 signing key: HMAC chain over date, region, "s3" and "aws4_request". */
function signingKey(secret: string, date: string, region: string): Buffer {
  const step = (key: Buffer | string, data: string) => createHmac("sha256", key).update(data, "utf8").digest();
  return step(step(step(step(`AWS4${secret}`, date), region), "s3"), "aws4_request");
}
