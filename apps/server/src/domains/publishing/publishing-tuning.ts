/** Timings of the publishing worker; tests shorten them, production keeps the defaults. */
export type PublishingTuning = {
  /** How long a claimed item stays leased without a heartbeat (a killed worker's items return after this). */
  leaseMs: number;
  /** Between two status checks while the platform processes. */
  pollIntervalMs: number;
  /** How long status checks go on before a TikTok post in moderation succeeds as "link pending". */
  pollBudgetMs: number;
  /** How long a post may stay in processing before it fails as a timeout. */
  processingBudgetMs: number;
  /** The slow background check of a "link pending" post, and for how long it runs. */
  linkCheckIntervalMs: number;
  linkCheckForMs: number;
  /** Transient failures of the upload retried per attempt, with exponential backoff between these bounds. */
  maxRetries: number;
  /** Failed status checks per attempt (a budget of their own); past it a post the platform may have is 需核实, never failed. */
  maxPollFailures: number;
  /** After a lost answer to a creating call: between two looks for the post on the platform, and how long to look before "not posted". */
  verifyIntervalMs: number;
  verifyForMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  /** Wait when a cap is hit and the platform did not say until when. */
  quotaWaitMs: number;
  /** When another item of the account is running, check again after this. */
  accountBusyRetryMs: number;
  /** Items due this long ago with no worker on them are sent on by the sweeper. */
  sweepGraceMs: number;
  /** Upload progress is written at most this often. */
  progressEveryMs: number;
};

export const DEFAULT_PUBLISHING_TUNING: PublishingTuning = {
  leaseMs: 30_000,
  pollIntervalMs: 5_000,
  pollBudgetMs: 10 * 60_000,
  processingBudgetMs: 30 * 60_000,
  linkCheckIntervalMs: 30 * 60_000,
  linkCheckForMs: 24 * 60 * 60_000,
  maxRetries: 8,
  maxPollFailures: 8,
  verifyIntervalMs: 60_000,
  verifyForMs: 60 * 60_000,
  retryBaseMs: 2_000,
  retryMaxMs: 5 * 60_000,
  quotaWaitMs: 60 * 60_000,
  accountBusyRetryMs: 5_000,
  sweepGraceMs: 60_000,
  progressEveryMs: 1_000,
};
