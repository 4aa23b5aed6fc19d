import type { ItemLeases } from "./item-lease.ts";

/**
 * Upload progress written at most once per `everyMs`, the first time `everyMs` after the upload began:
 * an upload done sooner shows no figure before the run's final write sets its bytes (a write fewer per
 * small video). Once a figure has been written, the last one always lands on `flush`.
 */
export function createProgressWriter(input: { itemId: number; owner: string; leases: ItemLeases; now: () => Date; everyMs?: number }) {
  const everyMs = input.everyMs ?? 1000;
  let lastWrite = Date.now();
  let wrote = false;
  let pending: { uploaded: number; total: number } | null = null;
  let writing: Promise<unknown> = Promise.resolve();

  const write = (figures: { uploaded: number; total: number }) => {
    lastWrite = Date.now();
    wrote = true;
    pending = null;
    writing = writing
      .then(() => input.leases.update(input.itemId, input.owner, { uploadedBytes: figures.uploaded, totalBytes: figures.total }, input.now()))
      .catch(() => undefined);
  };

  return {
    onProgress(uploaded: number, total: number) {
      pending = { uploaded, total };
      if (Date.now() - lastWrite >= everyMs) write(pending);
    },
    async flush() {
      if (pending && wrote) write(pending);
      await writing;
    },
  };
}
