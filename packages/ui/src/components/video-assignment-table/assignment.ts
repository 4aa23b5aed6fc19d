/** One row of the assignment: the account and the video it will post (null: none left for it). */
export type AssignmentRow = {
  accountId: string;
  videoId: string | null;
  /** Per-account title; absent means the post's shared title. */
  title?: string;
  /** Per-account description; absent means the post's shared description. */
  description?: string;
};

/** Account i gets video i; accounts beyond the last video get none. */
export function assignInOrder(accountIds: readonly string[], videoIds: readonly string[]): AssignmentRow[] {
  return accountIds.map((accountId, index) => ({ accountId, videoId: videoIds[index] ?? null }));
}

/**
 * Brings an earlier assignment up to date with the current accounts and videos: rows keep their
 * video and overrides while both still exist; the videos nobody has yet go, in upload order, to the
 * rows left without one. Each video goes to at most one account.
 */
export function reconcileAssignment(
  previous: readonly AssignmentRow[],
  accountIds: readonly string[],
  videoIds: readonly string[],
): AssignmentRow[] {
  const known = new Set(videoIds);
  const byAccount = new Map(previous.map((row) => [row.accountId, row]));
  const taken = new Set<string>();
  const rows = accountIds.map((accountId): AssignmentRow => {
    const before = byAccount.get(accountId);
    const videoId = before?.videoId != null && known.has(before.videoId) && !taken.has(before.videoId) ? before.videoId : null;
    if (videoId != null) taken.add(videoId);
    return { ...before, accountId, videoId };
  });
  const free = videoIds.filter((id) => !taken.has(id));
  return rows.map((row) => (row.videoId == null && free.length > 0 ? { ...row, videoId: free.shift()! } : row));
}

/**
 * Gives `videoId` to one account. If another account had that video, the two swap, so every
 * account keeps its own video.
 */
export function chooseVideo(rows: readonly AssignmentRow[], accountId: string, videoId: string | null): AssignmentRow[] {
  const current = rows.find((row) => row.accountId === accountId)?.videoId ?? null;
  return rows.map((row) => {
    if (row.accountId === accountId) return { ...row, videoId };
    if (videoId != null && row.videoId === videoId) return { ...row, videoId: current };
    return row;
  });
}

/** Swaps the videos of two rows (a drag from one row onto another); out-of-range indexes change nothing. */
export function swapVideos(rows: readonly AssignmentRow[], from: number, to: number): AssignmentRow[] {
  if (from === to || from < 0 || to < 0 || from >= rows.length || to >= rows.length) return [...rows];
  const next = [...rows];
  next[from] = { ...rows[from]!, videoId: rows[to]!.videoId };
  next[to] = { ...rows[to]!, videoId: rows[from]!.videoId };
  return next;
}

/** Swaps the videos of the row at `index` and its neighbour (`-1` above, `1` below). */
export function moveVideo(rows: readonly AssignmentRow[], index: number, direction: -1 | 1): AssignmentRow[] {
  return swapVideos(rows, index, index + direction);
}

/**
 * A random assignment (Fisher–Yates over all the videos, so with more videos than accounts the
 * left-over ones change too). `random` returns numbers in [0, 1), like `Math.random`.
 */
export function shuffleAssignment(
  rows: readonly AssignmentRow[],
  videoIds: readonly string[],
  random: () => number = Math.random,
): AssignmentRow[] {
  const order = [...videoIds];
  for (let index = order.length - 1; index > 0; index -= 1) {
    const pick = Math.floor(random() * (index + 1));
    [order[index], order[pick]] = [order[pick]!, order[index]!];
  }
  return rows.map((row, index) => ({ ...row, videoId: order[index] ?? null }));
}

/** How many more videos are needed so every account gets its own (spec §5: videos ≥ accounts). */
export function missingVideoCount(accountCount: number, videoCount: number): number {
  return Math.max(0, accountCount - videoCount);
}
