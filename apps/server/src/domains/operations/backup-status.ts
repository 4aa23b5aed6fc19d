import type { SystemSettingsData } from "../system/system-settings.data.ts";

const LAST_SUCCESS_KEY = "backup.last-success";
const LAST_FAILURE_KEY = "backup.last-failure";

export type BackupSuccess = { at: string; file: string | null; bytes: number; durationMs: number; scheduled: boolean; databaseIncluded: boolean };
export type BackupFailure = { at: string; reason: string; scheduled: boolean };

/** The backup settings in force and how the last backups went (系统状态, /metrics). */
export type BackupStatus = {
  /** Cron expression of scheduled backups (UTC); null: none. */
  schedule: string | null;
  dir: string;
  keep: number;
  /** Whether a backup holds the database (embedded), or only local media (PostgreSQL server: pg_dump). */
  databaseIncluded: boolean;
  lastSuccess: BackupSuccess | null;
  lastFailure: BackupFailure | null;
};

/** Where the outcome of backups is kept: system_settings, so every process of an installation reads the same. */
export function createBackupRecords(settings: Pick<SystemSettingsData, "get" | "set">) {
  return {
    lastSuccess: () => settings.get<BackupSuccess>(LAST_SUCCESS_KEY),
    lastFailure: () => settings.get<BackupFailure>(LAST_FAILURE_KEY),
    recordSuccess: (success: BackupSuccess) => settings.set(LAST_SUCCESS_KEY, success),
    recordFailure: (failure: BackupFailure) => settings.set(LAST_FAILURE_KEY, failure),
  };
}

export type BackupRecords = ReturnType<typeof createBackupRecords>;
