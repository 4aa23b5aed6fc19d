import type { ItemLeases } from "./item-lease.ts";

/** Upload progress written at most once per `everyMs` (the last figure always lands on `flush`). */
export function createProgressWriter(input: { itemId: number; owner: string; leases: ItemLeases; now: () => Date; everyMs?: number }) {
  const everyMs = input.everyMs ?? 1000;
  let lastWrite = 0;
  let pending: { uploaded: number; total: number } | null = null;
  let writing: Promise<unknown> = Promise.resolve();

  const write = (figures: { uploaded: number; total: number }) => {
    lastWrite = Date.now();
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
      if (pending) write(pending);
      await writing;
    },
  };
}
