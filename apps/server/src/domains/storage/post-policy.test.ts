import { describe, expect, it } from "vitest";
import { buildPolicy, checkFormAgainstGrant, signPolicy, verifyPolicy } from "./post-policy.ts";

/**
 * Worked example (Aliyun OSS PostObject, V1 signature), computed independently with openssl:
 *
 *   policy JSON   {"expiration":"2026-12-01T12:00:00.000Z","conditions":[["content-length-range",0,1048576000],["starts-with","$key","u/42/"]]}
 *   policy        base64 of the UTF-8 JSON (below)
 *   secret        OtxrzxIsfpFjA7SwPzILwy8Bw21TLhquhboDYROV
 *   signature     printf '%s' "$POLICY" | openssl dgst -sha1 -hmac "$SECRET" -binary | base64
 *                 = rDO0vI+7j2fWbQX+25zftiWvJh8=
 */
const EXAMPLE = {
  secret: "OtxrzxIsfpFjA7SwPzILwy8Bw21TLhquhboDYROV",
  json: '{"expiration":"2026-12-01T12:00:00.000Z","conditions":[["content-length-range",0,1048576000],["starts-with","$key","u/42/"]]}',
  policy:
    "eyJleHBpcmF0aW9uIjoiMjAyNi0xMi0wMVQxMjowMDowMC4wMDBaIiwiY29uZGl0aW9ucyI6W1siY29udGVudC1sZW5ndGgtcmFuZ2UiLDAsMTA0ODU3NjAwMF0sWyJzdGFydHMtd2l0aCIsIiRrZXkiLCJ1LzQyLyJdXX0=",
  signature: "rDO0vI+7j2fWbQX+25zftiWvJh8=",
};

describe("OSS PostObject policy (V1 signature)", () => {
  it("builds the worked example's policy byte for byte and signs it like OSS", () => {
    const policy = buildPolicy({ dir: "u/42/", maxBytes: 1048576000, expiresAt: new Date("2026-12-01T12:00:00.000Z") });
    expect(Buffer.from(policy, "base64").toString("utf8")).toBe(EXAMPLE.json);
    expect(policy).toBe(EXAMPLE.policy);
    expect(signPolicy(EXAMPLE.secret, policy)).toBe(EXAMPLE.signature);
  });

  it("verifies the example before it expires and reads its grant", () => {
    const grant = verifyPolicy(EXAMPLE.secret, EXAMPLE.policy, EXAMPLE.signature, new Date("2026-12-01T11:59:59Z"));
    expect(grant).toEqual({ keyPrefix: "u/42/", minBytes: 0, maxBytes: 1048576000, equals: {}, session: null });
  });

  it("refuses an expired policy, a wrong signature, another secret and an edited policy", () => {
    const late = new Date("2026-12-01T12:00:00.000Z");
    expect(() => verifyPolicy(EXAMPLE.secret, EXAMPLE.policy, EXAMPLE.signature, late)).toThrow(/Policy expired/);
    const now = new Date("2026-01-01T00:00:00Z");
    expect(() => verifyPolicy(EXAMPLE.secret, EXAMPLE.policy, "rDO0vI+7j2fWbQX+25zftiWvJh9=", now)).toThrow(/signature/);
    expect(() => verifyPolicy("another-secret", EXAMPLE.policy, EXAMPLE.signature, now)).toThrow(/signature/);
    const widened = Buffer.from(EXAMPLE.json.replace("u/42/", "u/")).toString("base64");
    expect(() => verifyPolicy(EXAMPLE.secret, widened, EXAMPLE.signature, now)).toThrow(/signature/);
  });

  it("refuses a signed policy that does not pin the key to a folder", () => {
    const policy = Buffer.from('{"expiration":"2030-01-01T00:00:00Z","conditions":[["content-length-range",0,10]]}').toString("base64");
    expect(() => verifyPolicy("s", policy, signPolicy("s", policy), new Date())).toThrow(/starts-with/);
  });

  it("checks the key and exact fields against the grant", () => {
    const grant = { keyPrefix: "u/42/", minBytes: 0, maxBytes: 10, equals: { success_action_status: "200" }, session: null };
    expect(() => checkFormAgainstGrant(grant, { key: "u/42/1=-=a.png", success_action_status: "200" })).not.toThrow();
    expect(() => checkFormAgainstGrant(grant, { key: "u/43/1=-=a.png", success_action_status: "200" })).toThrow(/starts-with/);
    expect(() => checkFormAgainstGrant(grant, { key: "u/42/1=-=a.png", success_action_status: "204" })).toThrow(/eq/);
  });
});
