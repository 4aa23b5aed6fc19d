import type { Platform } from "@cdp/contracts";
import type { Clock } from "../../clock.ts";
import type { AppDb } from "../../db/client.ts";
import type { AccountAllowance } from "../operator-seams.ts";
import type { PlatformAdapters } from "../platforms/platforms.ts";
import type { AccountsData } from "./accounts.data.ts";
import type { LinkSessionRow, LinkSessionsData } from "./link-sessions.data.ts";
import type { LinkingLog } from "./linking-log.ts";
import type { TokenCipher } from "./token-cipher.ts";

/** What the steps of linking (start, poll, callback, finish) are built from. */
export type LinkingDeps = {
  db: AppDb;
  links: LinkSessionsData;
  accounts: Pick<AccountsData, "countActive" | "hasReconnectNeeded" | "recordDailyTotals" | "findById" | "groupIdsOf">;
  plans: Pick<AccountAllowance, "maxAccounts">;
  adapters: PlatformAdapters;
  cipher: TokenCipher;
  clock: Clock;
  config: { publicUrl: string | null };
  /** Called once an account is linked (again): analytics takes its first figures then, so they never start as zeros. */
  onLinked(account: { id: number; platform: Platform }): Promise<unknown>;
  /** Schedules the background poll of a QR / device link (job `accounts.poll-link`). */
  schedulePoll(linkId: string, at: Date): Promise<void>;
  log: () => LinkingLog;
};

export const isOpen = (row: LinkSessionRow) => row.status === "pending" || row.status === "scanned";
