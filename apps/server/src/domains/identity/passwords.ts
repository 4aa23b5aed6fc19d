import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";

/**
 * Passwords are hashed with scrypt (memory-hard, built into Node: no native add-on to compile).
 * The default N = 2^15, r = 8 needs 32 MiB per hash and takes tens of milliseconds, which makes
 * guessing expensive. Parameters are stored with each hash, so a changed cost applies to new
 * hashes while every stored one still verifies.
 */
export const DEFAULT_PASSWORD_HASH_COST = 15;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

let cost = { N: 2 ** DEFAULT_PASSWORD_HASH_COST, r: 8, p: 1 };

/**
 * Sets log2 of scrypt's N for new hashes (PASSWORD_HASH_COST), once per process at start. It is
 * process-wide rather than passed to every caller because it is a property of the installation,
 * like the hash format; the test suite runs at 10 to spend its CPU on behaviour, not on hashing.
 */
export function setPasswordHashCost(log2N: number): void {
  cost = { ...cost, N: 2 ** log2N };
}

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize("NFKC"), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

const maxmem = (cost: { N: number; r: number; p: number }) => 256 * cost.N * cost.r * cost.p;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const used = cost;
  const key = await scrypt(password, salt, KEY_LENGTH, { ...used, maxmem: maxmem(used) });
  return ["scrypt", used.N, used.r, used.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/** Constant-time comparison; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, keyText] = stored.split("$");
  if (scheme !== "scrypt" || !saltText || !keyText) return false;
  const storedCost = { N: Number(n), r: Number(r), p: Number(p) };
  if (![storedCost.N, storedCost.r, storedCost.p].every((value) => Number.isInteger(value) && value > 0)) return false;
  const expected = Buffer.from(keyText, "base64url");
  const actual = await scrypt(password, Buffer.from(saltText, "base64url"), expected.length, { ...storedCost, maxmem: maxmem(storedCost) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The decoy hash of each cost: a decoy check must take as long as a real one at today's cost. */
const decoyHashes = new Map<number, Promise<string>>();

/**
 * Spends the same time as a real check, for sign-ins to accounts that do not exist, so response
 * times do not tell which accounts exist.
 */
export async function verifyDecoyPassword(password: string): Promise<false> {
  let decoyHash = decoyHashes.get(cost.N);
  if (!decoyHash) {
    decoyHash = hashPassword(randomBytes(16).toString("hex"));
    decoyHashes.set(cost.N, decoyHash);
  }
  await verifyPassword(password, await decoyHash);
  return false;
}
