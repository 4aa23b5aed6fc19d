import type { Platform } from "@cdp/contracts";
import type { Clock } from "../../clock.ts";
import type { AppConfig } from "../../config/env.ts";
import type { AppDb, Database } from "../../db/client.ts";
import type { JobQueue } from "../../queue/job-queue.ts";
import type { DomainModule } from "../domain-module.ts";
import type { AccountAllowance } from "../operator-seams.ts";
import type { PlatformsApi } from "../platforms/platforms.module.ts";
import { accountGroupRoutes } from "./account-groups.routes.ts";
import { createAccountGroupsData } from "./account-groups.data.ts";
import { createAccountGroupsService } from "./account-groups.service.ts";
import { createAccountLinking } from "./account-linking.ts";
import { createAccountTokens, type AccountTokens } from "./account-tokens.ts";
import { createAccountsData } from "./accounts.data.ts";
import { accountJobDefinitions, accountJobHandlers, pollLinkJob } from "./accounts.jobs.ts";
import { accountRoutes } from "./accounts.routes.ts";
import { createAccountsService } from "./accounts.service.ts";
import { adminLinkRoutes } from "./admin-link.routes.ts";
import { createLinkSessionsData } from "./link-sessions.data.ts";
import { createOperatorGrantsData, type OperatorGrantsData } from "./operator-grants.data.ts";
import type { LinkingLog } from "./linking-log.ts";
import { createReconnectNeededData, type ReconnectNeededData } from "./reconnect-needed.data.ts";
import { createAccountKeepData } from "./account-keep.data.ts";
import { createAccountKeep, type AccountKeep } from "./account-keep.ts";
import { createTokenCipher, loadTokenEncryptionKey } from "./token-cipher.ts";

export type AccountsDeps = {
  database: Database;
  config: Pick<AppConfig, "dataDir" | "platforms">;
  platforms: Pick<PlatformsApi, "adapters" | "purgeUsageBefore">;
  plans: Pick<AccountAllowance, "maxAccounts" | "allowanceOfPlan">;
  clock: Clock;
  queue: Pick<JobQueue, "send">;
  log: () => LinkingLog;
  /** Analytics' first snapshot of a newly linked account (its collection of that one account). */
  onLinked(account: { id: number; platform: Platform }): Promise<unknown>;
  /** The publishing records: unbinding fails waiting items; groups show their published count. */
  publishing: {
    failWaitingItemsOfAccount(accountId: number): Promise<void>;
    publishedCountOfGroups(groupIds: number[]): Promise<Map<number, number>>;
  };
};

export type AccountsApi = {
  /**
   * For the publishing pipeline: `withAccessToken(accountId, call, seen?)` runs a platform call with a
   * fresh access token (refreshed under the account's lock, retried once after a refused token);
   * `readAccounts` reads the rows a caller checks first and then hands over as `seen`.
   */
  tokens: Pick<AccountTokens, "ensureFreshAccessToken" | "withAccessToken" | "readAccounts">;
  /** For publishing: which of the operator's accounts are read-only (over the plan's allowance). */
  readOnlyAmong: AccountKeep["readOnlyAmong"];
  /** For the back-office: linked-account counts and revoking a deleted operator's grants. */
  operatorGrants: OperatorGrantsData;
  /** For system health: active accounts whose operator must authorise them again. */
  reconnectNeeded: ReconnectNeededData;
};

/**
 * The accounts calls the back-office makes. Built apart from the module because the back-office
 * resolves group plans, which the plan service (and so this module) needs first.
 */
export function createOperatorGrantsApi(db: AppDb): OperatorGrantsData {
  return createOperatorGrantsData(db);
}

/** Wires the accounts domain: linked accounts, linking, tokens, groups, admin onboarding and their jobs. */
export function createAccountsModule(deps: AccountsDeps): DomainModule<AccountsApi> {
  const { database, config, clock } = deps;
  const { adapters } = deps.platforms;
  const db = database.db;
  const cipher = createTokenCipher(loadTokenEncryptionKey(config.platforms.tokenEncryptionKey, config.dataDir));
  const data = createAccountsData(db, { lock: database.driver === "postgres" ? "row" : "process" });
  const tokens = createAccountTokens({ data, adapters, cipher, clock });
  const keep = createAccountKeep({ data: createAccountKeepData(db), plans: deps.plans, clock });
  const accounts = createAccountsService({
    data,
    plans: deps.plans,
    tokens,
    keep,
    adapters,
    clock,
    log: deps.log,
    onUnbound: (accountId) => deps.publishing.failWaitingItemsOfAccount(accountId),
  });
  const links = createLinkSessionsData(db);
  const linking = createAccountLinking({
    db,
    links,
    accounts: data,
    plans: deps.plans,
    adapters,
    cipher,
    clock,
    config: { publicUrl: config.platforms.publicUrl },
    onLinked: deps.onLinked,
    // No singletonKey: the poll job re-sends itself while it is still active, which a singleton would drop.
    schedulePoll: async (linkId, at) => {
      await deps.queue.send(pollLinkJob, { linkId }, { startAfter: at });
    },
    log: deps.log,
  });
  const groups = createAccountGroupsService({ data: createAccountGroupsData(db), clock });
  const publicUrl = config.platforms.publicUrl;

  return {
    name: "accounts",
    crmRoutes: async (scope) => {
      await scope.register(accountRoutes, { accounts, keep, linking, clock, publicUrl });
      await scope.register(accountGroupRoutes, { groups, publishedCounts: deps.publishing.publishedCountOfGroups });
    },
    adminRoutes: async (scope) => scope.register(adminLinkRoutes, { linking }),
    jobs: {
      definitions: accountJobDefinitions,
      handlers: accountJobHandlers({ linking, accounts, links, clock, purgeUsageBefore: deps.platforms.purgeUsageBefore }),
    },
    api: { tokens, operatorGrants: createOperatorGrantsApi(db), reconnectNeeded: createReconnectNeededData(db), readOnlyAmong: keep.readOnlyAmong },
  };
}
