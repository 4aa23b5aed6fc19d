/** One draft as the drafts list and the offer show it. */
export type DraftSummary = {
  id: number;
  /** Empty while the draft has no title yet. */
  title: string;
  accountCount: number;
  mediaCount: number;
  /** ISO time of the last save. */
  updatedAt: string;
};

/** Where autosave stands: nothing to save yet, saving, saved (with when), or the last save failed. */
export type DraftSaveState = { kind: "idle" } | { kind: "saving" } | { kind: "saved"; at: string } | { kind: "failed"; message: string };
