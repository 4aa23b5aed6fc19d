import { randomBytes } from "node:crypto";
import type { SystemSettingsData } from "./system-settings.data.ts";

/** Secrets the server keeps in system_settings when no environment variable provides them. */
export const SECRET_SETTINGS = {
  /** Keys verification-code HMACs (`APP_SECRET`). */
  app: "app.secret",
  /** Signs upload policies (`STORAGE_SECRET`). */
  storage: "storage.secret",
} as const;

/**
 * The configured secret, or one generated on the first start and kept in system_settings, so every
 * process on the database shares it. `setIfAbsent` makes concurrent first starts agree on one value.
 */
export async function loadPersistedSecret(
  settingKey: (typeof SECRET_SETTINGS)[keyof typeof SECRET_SETTINGS],
  configured: string | null,
  settings: Pick<SystemSettingsData, "get" | "setIfAbsent">,
): Promise<string> {
  if (configured) return configured;
  await settings.setIfAbsent(settingKey, randomBytes(32).toString("base64url"));
  const stored = await settings.get<string>(settingKey);
  if (!stored) throw new Error(`could not store the generated secret ${settingKey}`);
  return stored;
}
