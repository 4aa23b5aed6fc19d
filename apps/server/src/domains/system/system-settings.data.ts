import { eq, sql } from "drizzle-orm";
import type { AppDb } from "../../db/client.ts";
import { systemSettings } from "../../db/schema/index.ts";

export function createSystemSettingsData(db: AppDb) {
  return {
    async get<T>(key: string): Promise<T | null> {
      const rows = await db.select({ value: systemSettings.value }).from(systemSettings).where(eq(systemSettings.key, key));
      return (rows[0]?.value as T | undefined) ?? null;
    },
    async set(key: string, value: unknown): Promise<void> {
      await db
        .insert(systemSettings)
        .values({ key, value })
        .onConflictDoUpdate({ target: systemSettings.key, set: { value, updatedAt: sql`now()` } });
    },
    /** Stores a value unless the key already has one (first writer wins across processes). */
    async setIfAbsent(key: string, value: unknown): Promise<void> {
      await db.insert(systemSettings).values({ key, value }).onConflictDoNothing({ target: systemSettings.key });
    },
  };
}

export type SystemSettingsData = ReturnType<typeof createSystemSettingsData>;
