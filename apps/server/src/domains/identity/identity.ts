import type { FastifyPluginAsync } from "fastify";
import type { Clock } from "../../clock.ts";
import type { AppConfig } from "../../config/env.ts";
import type { AppDb } from "../../db/client.ts";
import type { SessionResolver } from "../../http/auth-guard.ts";
import type { RegisteredJob } from "../../queue/job-definition.ts";
import type { ChannelsData } from "../channels/channels.data.ts";
import type { Mailer, SmsSender } from "../mail/delivery.ts";
import { loadPersistedSecret, SECRET_SETTINGS } from "../system/persisted-secret.ts";
import type { SystemSettingsData } from "../system/system-settings.data.ts";
import { adminAuthRoutes } from "./admin-auth.routes.ts";
import { createAdminAuthService } from "./admin-auth.service.ts";
import { createAdminsData } from "./admins.data.ts";
import { createCodeDelivery } from "./code-delivery.ts";
import { identityJobHandlers } from "./identity.jobs.ts";
import { operatorAuthRoutes } from "./operator-auth.routes.ts";
import { createOperatorAuthService } from "./operator-auth.service.ts";
import { seedIdentity, type SeedNotice } from "./seed.ts";
import { createSessionsData } from "./sessions.data.ts";
import { createSessionService } from "./sessions.service.ts";
import { createUsersData } from "./users.data.ts";
import { createVerificationCodesData } from "./verification-codes.data.ts";
import { createVerificationCodeService } from "./verification-codes.service.ts";

export type IdentityDeps = {
  db: AppDb;
  config: Pick<AppConfig, "env" | "appSecret" | "sessionTtlHours" | "codeLimits" | "loginLock" | "admin" | "seedDemoData">;
  settings: Pick<SystemSettingsData, "get" | "setIfAbsent">;
  channels: ChannelsData;
  mailer: Mailer;
  sms: SmsSender;
  clock: Clock;
};

export type Identity = {
  crmSessions: SessionResolver;
  adminSessions: SessionResolver;
  crmRoutes: FastifyPluginAsync;
  adminRoutes: FastifyPluginAsync;
  jobs: RegisteredJob[];
  /** Creates the first administrator, the demo operator and the default channel when missing. */
  seed(): Promise<SeedNotice[]>;
};

/** Wires the identity domain: data access, services, session resolvers, routes and jobs. */
export async function createIdentity(deps: IdentityDeps): Promise<Identity> {
  const { db, config, clock } = deps;
  const users = createUsersData(db);
  const admins = createAdminsData(db);
  const sessionsData = createSessionsData(db);
  const codesData = createVerificationCodesData(db);
  const sessions = createSessionService({ data: sessionsData, clock, ttlMs: config.sessionTtlHours * 60 * 60 * 1000 });
  const codes = createVerificationCodeService({
    data: codesData,
    clock,
    secret: await loadPersistedSecret(SECRET_SETTINGS.app, config.appSecret, deps.settings),
    limits: config.codeLimits,
  });
  const delivery = createCodeDelivery({ codes, mailer: deps.mailer, sms: deps.sms });
  const operatorAuth = createOperatorAuthService({
    users,
    channels: deps.channels,
    sessions,
    codes,
    delivery,
    clock,
    loginLock: config.loginLock,
  });
  const adminAuth = createAdminAuthService({
    admins,
    channels: deps.channels,
    sessions,
    codes,
    delivery,
    clock,
    selfRegistration: config.admin.selfRegistration,
    loginLock: config.loginLock,
  });

  return {
    crmSessions: sessions.resolverFor("user"),
    adminSessions: sessions.resolverFor("admin"),
    crmRoutes: async (scope) => scope.register(operatorAuthRoutes, { auth: operatorAuth }),
    adminRoutes: async (scope) => scope.register(adminAuthRoutes, { auth: adminAuth }),
    jobs: identityJobHandlers({ codes: codesData, sessions: sessionsData, clock }),
    seed: () => seedIdentity({ users, admins, channels: deps.channels, clock, config }),
  };
}
