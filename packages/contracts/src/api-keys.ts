import { z } from "zod";
import { recordIdSchema } from "./primitives.ts";

/** What a key may do: `read` opens the GET operations; `publish` adds the operations that publish. */
export const API_KEY_SCOPES = ["read", "publish"] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Every key starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = "cdp_";
/** How many live keys one operator may hold. */
export const API_KEYS_MAX = 10;
export const API_KEY_NAME_MAX_LENGTH = 50;

/** The header a client repeats on a retried `POST` so it is not done twice (1–255 printable ASCII characters). */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
export const IDEMPOTENCY_KEY_PATTERN = /^[\x20-\x7E]{1,255}$/;
/** Set on an answer repeated from an earlier request with the same Idempotency-Key. */
export const IDEMPOTENT_REPLAYED_HEADER = "Idempotent-Replayed";

export const apiKeyScopeSchema = z.enum(API_KEY_SCOPES, { error: "validation.apiKey.scope" });

export const apiKeyInputSchema = z.object({
  name: z
    .string({ error: "validation.apiKey.name.required" })
    .trim()
    .min(1, { error: "validation.apiKey.name.required", abort: true })
    .max(API_KEY_NAME_MAX_LENGTH, { error: "validation.apiKey.name.tooLong" }),
  scope: apiKeyScopeSchema,
});
export type ApiKeyInput = z.input<typeof apiKeyInputSchema>;

/** A key as listed: never its secret, only the first characters that identify it. */
export const apiKeySchema = z.object({
  id: recordIdSchema,
  name: z.string(),
  scope: apiKeyScopeSchema,
  /** The key's first characters (`cdp_` and 8 more). */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The answer to creating a key: the only time its whole secret is shown. */
export const createdApiKeySchema = apiKeySchema.extend({
  /** The whole key, in the first answer only: a replay of the same Idempotency-Key leaves it out. */
  key: z.string(),
});
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeyListSchema = z.object({ list: z.array(apiKeySchema), max: z.number().int() });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;
