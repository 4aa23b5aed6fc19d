import type { Locale } from "@cdp/contracts";
import type { Clock } from "../../clock.ts";
import type { AppConfig } from "../../config/env.ts";
import type { AppDb } from "../../db/client.ts";
import type { SessionResolver } from "../../http/auth-guard.ts";
import type { ChannelsApi } from "../channels/channels.module.ts";
import type { DomainModule } from "../domain-module.ts";
import type { MailApi } from "../mail/mail.module.ts";
import { loadPersistedSecret, SECRET_SETTINGS } from "../system/persisted-secret.ts";
import type { SystemSettingsData } from "../system/system-settings.data.ts";
import { adminAuthRoutes } from "./admin-auth.routes.ts";
import { createAdminAuthService } from "./admin-auth.service.ts";
import { createAdminsData } from "./admins.data.ts";
import { createCodeDelivery } from "./code-delivery.ts";
import { createInvitationsData } from "./invitations.data.ts";
import { createInvitationService } from "./invitations.service.ts";
import { identityCleanupJob, identityJobHandlers } from "./identity.jobs.ts";
import { operatorAuthRoutes } from "./operator-auth.routes.ts";
import { createOperatorAuthService } from "./operator-auth.service.ts";
import { setPasswordHashCost } from "./passwords.ts";
import { seedIdentity, type SeedNotice } from "./seed.ts";
import { createSessionsData } from "./sessions.data.ts";
import { createSessionService } from "./sessions.service.ts";
import { createUsersData } from "./users.data.ts";
import { createVerificationCodesData } from "./verification-codes.data.ts";
import { createVerificationCodeService } from "./verification-codes.service.ts";

export type IdentityDeps = {
  db: AppDb;
  config: Pick<AppConfig, "env" | "appSecret" | "sessionTtlHours" | "codeLimits" | "loginLock" | "admin" | "seedDemoData" | "passwordHashCost">;
  settings: Pick<SystemSettingsData, "get" | "setIfAbsent">;
  channels: ChannelsApi["channels"];
  mail: MailApi;
  clock: Clock;
  /** The origin operators open the CRM on, for invitation links. */
  crmOrigin: () => string;
};

export type IdentityApi = {
  /** Who an operator token belongs to (the CRM surface's guard). */
  crmSessions: SessionResolver;
  /** Who an administrator token belongs to (the admin surface's guard). */
  adminSessions: SessionResolver;
  /** Whether a session (of either kind) is still signed in. */
  sessionIsLive(sessionId: string): Promise<boolean>;
  /** Signs an operator out everywhere (the back-office disabling or deleting them). */
  endOperatorSessions(userId: number): Promise<void>;
  /** Emails an operator a code to choose a password with 忘记密码 (an administrator's reset). */
  sendPasswordEmail(email: string, locale: Locale): Promise<void>;
  /** Emails an operator an administrator created a single-use link to set their password (7 days). */
  sendInvitation(email: string, locale: Locale): Promise<void>;
  /** Creates the first administrator, the demo operator and the default channel when missing. */
  seed(): Promise<SeedNotice[]>;
};

/** Wires the identity domain: data access, services, session resolvers, routes and jobs. */
export async function createIdentityModule(deps: IdentityDeps): Promise<DomainModule<IdentityApi>> {
  const { db, config, clock } = deps;
  setPasswordHashCost(config.passwordHashCost);
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
  const delivery = createCodeDelivery({ codes, mailer: deps.mail.mailer, sms: deps.mail.sms });
  const invitations = createInvitationService({
    data: createInvitationsData(db),
    users,
    mailer: deps.mail.mailer,
    clock,
    crmOrigin: deps.crmOrigin,
  });
  const operatorAuth = createOperatorAuthService({
    users,
    channels: deps.channels,
    sessions,
    codes,
    delivery,
    invitations,
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
    name: "identity",
    crmRoutes: async (scope) => scope.register(operatorAuthRoutes, { auth: operatorAuth }),
    adminRoutes: async (scope) => scope.register(adminAuthRoutes, { auth: adminAuth }),
    jobs: { definitions: [identityCleanupJob], handlers: identityJobHandlers({ codes: codesData, sessions: sessionsData, clock }) },
    api: {
      crmSessions: sessions.resolverFor("user"),
      adminSessions: sessions.resolverFor("admin"),
      sessionIsLive: (sessionId) => sessions.isLive(sessionId),
      endOperatorSessions: (userId) => sessions.endAll("user", userId),
      sendPasswordEmail: (email, locale) => delivery.email("crm.resetPassword", email, { ip: null, locale }),
      sendInvitation: (email, locale) => invitations.send(email, locale),
      seed: () => seedIdentity({ users, admins, channels: deps.channels, clock, config }),
    },
  };
}
