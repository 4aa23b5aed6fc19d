import type { ResumeStore } from "../platforms/platform-adapter.ts";
import type { ItemLeases } from "./item-lease.ts";

/** The platform's id in a saved resume state: TikTok's publish_id (known before any byte), YouTube's video id. */
export function publishIdOf(state: Record<string, unknown>): string | null {
  if (typeof state.tiktokPublishId === "string") return state.tiktokPublishId;
  if (typeof state.videoId === "string") return state.videoId;
  return null;
}

/**
 * The adapter's resume state kept on the item row, written under the item's lease. The platform's
 * publish id is copied to its own column in the same write, so it is stored before the adapter
 * sends the first byte (the adapters save before uploading).
 */
export function itemResumeStore(input: { itemId: number; owner: string; initial: Record<string, unknown> | null; leases: ItemLeases; now: () => Date }): ResumeStore {
  let current = input.initial;
  return {
    load: async () => current,
    async save(state) {
      current = state;
      await input.leases.update(input.itemId, input.owner, { resumeState: state, publishId: publishIdOf(state) }, input.now());
    },
  };
}
