import {
  ADMIN_LOGIN_DEPT_TYPE,
  VERIFICATION_CODE_RESEND_SECONDS,
  type AdminClientConfig,
  type AdminLoginRequest,
  type AdminLoginResponse,
  type AdminRegisterRequest,
  type AdminRegistrationConfig,
  type AdminSession,
  type ChangePasswordRequest,
} from "@cdp/contracts";
import type { Clock } from "../../clock.ts";
import { AppError } from "../../http/app-error.ts";
import type { Principal } from "../../http/auth-guard.ts";
import type { RequestContext } from "../../http/request-context.ts";
import type { ChannelsData } from "../channels/channels.data.ts";
import { normalizeEmail } from "./accounts.ts";
import type { AdminRow, AdminsData } from "./admins.data.ts";
import type { CodeDelivery } from "./code-delivery.ts";
import { createPasswordCheck, type LoginLockPolicy } from "./login-lockout.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import type { SessionService, StartedSession } from "./sessions.service.ts";
import type { VerificationCodeService } from "./verification-codes.service.ts";

export type AdminAuthDeps = {
  admins: AdminsData;
  channels: Pick<ChannelsData, "first">;
  sessions: Pick<SessionService, "start" | "end" | "endAll">;
  codes: Pick<VerificationCodeService, "consume">;
  delivery: CodeDelivery;
  clock: Clock;
  /** `ADMIN_SELF_REGISTRATION`: whether anyone may register as an administrator. */
  selfRegistration: boolean;
  loginLock: LoginLockPolicy;
};

const registrationClosed = () => new AppError("FORBIDDEN", { messageKey: "auth.adminRegistrationClosed" });
const emailTaken = () => new AppError("CONFLICT", { messageKey: "auth.emailTaken" });

/**
 * Administrators' identity on the spec's admin endpoints: sign-in by password or emailed code,
 * optional self-registration, the session values the admin app keeps, sign-out.
 */
export function createAdminAuthService(deps: AdminAuthDeps) {
  const { admins, sessions, codes, delivery, clock } = deps;
  const checkPassword = createPasswordCheck({ clock, policy: deps.loginLock });
  // Spec section 9: import 300 rows, 99 files per uploader, 20 MB per shared file, 60 s code countdown.
  const clientConfig: AdminClientConfig = {
    importMaxRows: 300,
    uploadFileLimit: 99,
    fileDialogMaxMb: 20,
    codeResendSeconds: VERIFICATION_CODE_RESEND_SECONDS,
    selfRegistration: deps.selfRegistration,
  };

  function sessionValues(admin: AdminRow, session: Pick<StartedSession, "token" | "sessionId">): AdminSession {
    return {
      allToken: session.token,
      loginDeptType: ADMIN_LOGIN_DEPT_TYPE,
      channelId: admin.channelId,
      adminId: admin.id,
      adminAccount: admin.email,
      allSessionId: session.sessionId,
      clientConfig,
    };
  }

  async function signIn(admin: AdminRow, context: RequestContext): Promise<AdminLoginResponse> {
    const session = await sessions.start("admin", admin.id, context);
    await admins.recordLogin(admin.id, clock());
    return { tokenValue: session.token, ...sessionValues(admin, session) };
  }

  async function currentAdmin(principal: Principal): Promise<AdminRow> {
    const admin = await admins.findById(principal.id);
    if (!admin) throw new AppError("UNAUTHORIZED");
    return admin;
  }

  return {
    /** Anyone may ask, so the sign-in page offers registration only when the server accepts it. */
    registrationConfig(): AdminRegistrationConfig {
      return { selfRegistration: deps.selfRegistration };
    },

    async sendRegisterCode(email: string, context: RequestContext): Promise<void> {
      if (!deps.selfRegistration) throw registrationClosed();
      const target = normalizeEmail(email);
      if (await admins.findByEmail(target)) throw emailTaken();
      await delivery.email("admin.register", target, context);
    },

    async register(input: AdminRegisterRequest): Promise<void> {
      if (!deps.selfRegistration) throw registrationClosed();
      const email = normalizeEmail(input.email);
      if (await admins.findByEmail(email)) throw emailTaken();
      // Everything that can fail comes before the code is used up, so a failed attempt keeps it.
      const channel = await deps.channels.first();
      const passwordHash = await hashPassword(input.password);
      await codes.consume("admin.register", email, input.code);
      const now = clock();
      const created = await admins.create({
        email,
        passwordHash,
        channelId: channel?.id ?? null,
        createdAt: now,
        updatedAt: now,
      });
      if (!created) throw emailTaken();
    },

    /** Emails a sign-in code only to administrators; the answer is the same for any address. */
    async sendLoginCode(email: string, context: RequestContext): Promise<void> {
      const target = normalizeEmail(email);
      const admin = await admins.findByEmail(target);
      await delivery.email("admin.login", target, context, { deliver: Boolean(admin) });
    },

    async login(input: AdminLoginRequest, context: RequestContext): Promise<AdminLoginResponse> {
      if (input.code) {
        const email = normalizeEmail(input.email ?? input.account ?? "");
        await codes.consume("admin.login", email, input.code);
        const admin = await admins.findByEmail(email);
        if (!admin) throw new AppError("BAD_REQUEST", { messageKey: "auth.code.wrong" });
        return signIn(admin, context);
      }
      // Too many wrong passwords in a row lock password sign-in for a while; the emailed code still works.
      const found = await admins.findByEmail(normalizeEmail(input.account ?? input.email ?? ""));
      const admin = await checkPassword(found, input.password ?? "", admins);
      return signIn(admin, context);
    },

    async sessionInfo(principal: Principal): Promise<AdminSession> {
      const admin = await currentAdmin(principal);
      return sessionValues(admin, { token: principal.token, sessionId: principal.sessionId });
    },

    /** Checks the current password; every session of the administrator ends, this one included. */
    async changePassword(principal: Principal, input: ChangePasswordRequest): Promise<void> {
      const admin = await currentAdmin(principal);
      if (!(await verifyPassword(input.oldPassword, admin.passwordHash))) {
        throw new AppError("BAD_REQUEST", { messageKey: "auth.oldPasswordWrong" });
      }
      await admins.setPassword(admin.id, await hashPassword(input.newPassword), clock());
      await sessions.endAll("admin", admin.id);
    },

    async logout(principal: Principal): Promise<void> {
      await sessions.end(principal.sessionId);
    },
  };
}

export type AdminAuthService = ReturnType<typeof createAdminAuthService>;
