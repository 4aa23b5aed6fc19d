/** Whether `error` (or what it wraps: drizzle may put the driver's error in `cause`) carries PostgreSQL's error `code`. */
function hasCode(error: unknown, code: string): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    if (typeof current === "object" && (current as { code?: unknown }).code === code) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** PostgreSQL's unique_violation, from either driver. */
export function isUniqueViolation(error: unknown): boolean {
  return hasCode(error, "23505");
}

/** How many times a transaction PostgreSQL chose as a deadlock's victim runs again. */
const DEADLOCK_RETRIES = 3;

/**
 * Runs a transaction again when PostgreSQL ends it to break a deadlock (40P01): it was rolled back
 * whole, so running it again is safe when everything it does is in the database. Task counters kept
 * by triggers (publish_task_totals) take their rows in the order of each change, so two operations
 * of one operator can wait on each other; PostgreSQL's own advice is to retry the one it ended.
 */
export async function retryingDeadlocks<T>(transaction: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await transaction();
    } catch (error) {
      if (!hasCode(error, "40P01") || attempt >= DEADLOCK_RETRIES) throw error;
    }
  }
}
