import type { FastifyPluginAsync } from "fastify";
import type { Clock } from "../../clock.ts";
import type { AppConfig } from "../../config/env.ts";
import type { Database } from "../../db/client.ts";
import type { JobQueue } from "../../queue/job-queue.ts";
import type { RegisteredJob } from "../../queue/job-definition.ts";
import { createUsersData } from "../identity/users.data.ts";
import type { PlatformAdapters } from "../platforms/platforms.ts";
import { accountGroupRoutes } from "./account-groups.routes.ts";
import { createAccountGroupsData } from "./account-groups.data.ts";
import { createAccountGroupsService } from "./account-groups.service.ts";
import { createAccountLinking, type LinkingLog } from "./account-linking.ts";
import { createAccountTokens, type AccountTokens } from "./account-tokens.ts";
import { createAccountsData } from "./accounts.data.ts";
import { accountJobHandlers, pollLinkJob } from "./accounts.jobs.ts";
import { purgeUsageBefore } from "./usage-ledger.data.ts";
import { accountRoutes } from "./accounts.routes.ts";
import { createAccountsService } from "./accounts.service.ts";
import { adminLinkRoutes } from "./admin-link.routes.ts";
import { createLinkSessionsData } from "./link-sessions.data.ts";
import { createTokenCipher, loadTokenEncryptionKey } from "./token-cipher.ts";

export type AccountsDeps = {
  database: Database;
  config: Pick<AppConfig, "dataDir" | "platforms">;
  adapters: PlatformAdapters;
  clock: Clock;
  /** The job queue, known once it is built (after the job handlers). */
  queue: () => JobQueue;
  log: () => LinkingLog;
};

export type Accounts = {
  crmRoutes: FastifyPluginAsync;
  adminRoutes: FastifyPluginAsync;
  jobs: RegisteredJob[];
  /**
   * For the publishing pipeline: `withAccessToken(accountId, call)` runs a platform call with a
   * fresh access token (refreshed under the account's lock, retried once after a refused token).
   */
  tokens: Pick<AccountTokens, "ensureFreshAccessToken" | "withAccessToken">;
};

/** Wires the accounts domain: linked accounts, linking, tokens, groups, admin onboarding and their jobs. */
export function createAccounts(deps: AccountsDeps): Accounts {
  const { database, config, adapters, clock } = deps;
  const db = database.db;
  const cipher = createTokenCipher(loadTokenEncryptionKey(config.platforms.tokenEncryptionKey, config.dataDir));
  const data = createAccountsData(db, { lock: database.driver === "postgres" ? "row" : "process" });
  const users = createUsersData(db);
  const tokens = createAccountTokens({ data, adapters, cipher, clock });
  const accounts = createAccountsService({ data, users, tokens, adapters, clock, accountLimits: config.platforms.accountLimits, log: deps.log });
  const links = createLinkSessionsData(db);
  const linking = createAccountLinking({
    db,
    links,
    accounts: data,
    users,
    adapters,
    cipher,
    clock,
    config: { publicUrl: config.platforms.publicUrl, accountLimits: config.platforms.accountLimits },
    // No singletonKey: the poll job re-sends itself while it is still active, which a singleton would drop.
    schedulePoll: async (linkId, at) => {
      await deps.queue().send(pollLinkJob, { linkId }, { startAfter: at });
    },
    log: deps.log,
  });
  const groups = createAccountGroupsService({ data: createAccountGroupsData(db), clock });
  const publicUrl = config.platforms.publicUrl;

  return {
    crmRoutes: async (scope) => {
      await scope.register(accountRoutes, { accounts, linking, data, clock, publicUrl });
      await scope.register(accountGroupRoutes, { groups });
    },
    adminRoutes: async (scope) => scope.register(adminLinkRoutes, { linking, data, clock }),
    jobs: accountJobHandlers({ linking, accounts, links, clock, purgeUsageBefore: (day) => purgeUsageBefore(db, day) }),
    tokens,
  };
}
