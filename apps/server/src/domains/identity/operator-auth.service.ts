import type { AcceptInvitationRequest, ChangePasswordRequest, LoginResponse, RegisterRequest, ResetPasswordRequest, UserInfo } from "@cdp/contracts";
import type { Clock } from "../../clock.ts";
import { AppError } from "../../http/app-error.ts";
import type { Principal } from "../../http/auth-guard.ts";
import type { RequestContext } from "../../http/request-context.ts";
import type { ChannelsData } from "../channels/channels.data.ts";
import { accountKind, normalizeEmail } from "./accounts.ts";
import type { CodeDelivery } from "./code-delivery.ts";
import type { InvitationService } from "./invitations.service.ts";
import { createPasswordCheck, type LoginLockPolicy } from "./login-lockout.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import type { SessionService } from "./sessions.service.ts";
import type { UserRow, UsersData } from "./users.data.ts";
import type { VerificationCodeService } from "./verification-codes.service.ts";

export type OperatorAuthDeps = {
  users: UsersData;
  channels: Pick<ChannelsData, "findById">;
  sessions: Pick<SessionService, "start" | "end" | "endAll">;
  codes: Pick<VerificationCodeService, "consume">;
  delivery: CodeDelivery;
  invitations: Pick<InvitationService, "find" | "use">;
  clock: Clock;
  loginLock: LoginLockPolicy;
};

const emailTaken = () => new AppError("CONFLICT", { messageKey: "auth.emailTaken" });

/**
 * Operators' identity: registration with an emailed code, sign-in by password or SMS code, password
 * reset and change (both sign the operator out everywhere), invitations, phone binding, nickname, current user, sign-out.
 */
export function createOperatorAuthService(deps: OperatorAuthDeps) {
  const { users, sessions, codes, delivery, clock } = deps;
  const checkPassword = createPasswordCheck({ clock, policy: deps.loginLock });

  async function signIn(user: UserRow, context: RequestContext): Promise<LoginResponse> {
    if (user.status === "deleted") throw new AppError("UNAUTHORIZED", { messageKey: "auth.invalidCredentials" });
    if (user.status === "disabled") throw new AppError("FORBIDDEN", { messageKey: "auth.accountDisabled" });
    const session = await sessions.start("user", user.id, context);
    await users.recordLogin(user.id, clock());
    return { tokenValue: session.token };
  }

  async function currentUser(principal: Principal): Promise<UserRow> {
    const user = await users.findById(principal.id);
    if (!user) throw new AppError("UNAUTHORIZED");
    return user;
  }

  return {
    async requestRegisterCode(email: string, context: RequestContext): Promise<void> {
      const target = normalizeEmail(email);
      if (await users.findByEmail(target)) throw emailTaken();
      await delivery.email("crm.register", target, context);
    },

    async register(input: RegisterRequest): Promise<void> {
      const email = normalizeEmail(input.email);
      if (await users.findByEmail(email)) throw emailTaken();
      // Everything that can fail comes before the code is used up, so a failed attempt keeps it.
      const channel = input.channelId ? await deps.channels.findById(input.channelId) : null;
      const passwordHash = await hashPassword(input.password);
      await codes.consume("crm.register", email, input.code);
      const now = clock();
      const created = await users.create({
        email,
        passwordHash,
        channelId: channel?.id ?? null,
        createdAt: now,
        updatedAt: now,
      });
      if (!created) throw emailTaken();
    },

    /**
     * The same answer for an unknown account and a wrong password, in about the same time; too many
     * wrong passwords in a row lock password sign-in of that operator for a while (SMS code still works).
     */
    async login(account: string, password: string, context: RequestContext): Promise<LoginResponse> {
      const key = accountKind(account);
      const found = key.kind === "phone" ? await users.findByPhone(key.phone) : await users.findByEmail(key.email);
      const user = await checkPassword(found, password, users);
      return signIn(user, context);
    },

    /** Texts a code only to numbers an operator has bound; the answer is the same either way. */
    async requestSmsLoginCode(phone: string, context: RequestContext): Promise<void> {
      const user = await users.findByPhone(phone);
      await delivery.sms("crm.smsLogin", phone, context, { deliver: Boolean(user) });
    },

    async smsLogin(phone: string, code: string, context: RequestContext): Promise<LoginResponse> {
      await codes.consume("crm.smsLogin", phone, code);
      const user = await users.findByPhone(phone);
      if (!user) throw new AppError("BAD_REQUEST", { messageKey: "auth.code.wrong" });
      return signIn(user, context);
    },

    /** Emails a reset code only to registered addresses; the answer is the same either way. */
    async requestPasswordResetCode(email: string, context: RequestContext): Promise<void> {
      const target = normalizeEmail(email);
      const user = await users.findByEmail(target);
      await delivery.email("crm.resetPassword", target, context, { deliver: Boolean(user) });
    },

    async resetPassword(input: ResetPasswordRequest): Promise<void> {
      const email = normalizeEmail(input.email);
      await codes.consume("crm.resetPassword", email, input.code);
      const user = await users.findByEmail(email);
      if (!user) throw new AppError("BAD_REQUEST", { messageKey: "auth.code.wrong" });
      await users.setPassword(user.id, await hashPassword(input.password), clock());
      await sessions.endAll("user", user.id);
    },

    /** Sets an invited operator's password from their link and signs them in; the link works once. */
    async acceptInvitation(input: AcceptInvitationRequest, context: RequestContext): Promise<LoginResponse> {
      const invitation = await deps.invitations.find(input.token);
      const user = await users.findById(invitation.userId);
      if (!user || user.status === "deleted") throw new AppError("BAD_REQUEST", { messageKey: "auth.invitation.invalid" });
      if (user.status === "disabled") throw new AppError("FORBIDDEN", { messageKey: "auth.accountDisabled" });
      const passwordHash = await hashPassword(input.password);
      await deps.invitations.use(invitation);
      await users.setPassword(user.id, passwordHash, clock());
      await sessions.endAll("user", user.id);
      return signIn(user, context);
    },

    async changePassword(principal: Principal, input: ChangePasswordRequest): Promise<void> {
      const user = await currentUser(principal);
      if (!(await verifyPassword(input.oldPassword, user.passwordHash))) {
        throw new AppError("BAD_REQUEST", { messageKey: "auth.oldPasswordWrong" });
      }
      await users.setPassword(user.id, await hashPassword(input.newPassword), clock());
      await sessions.endAll("user", user.id);
    },

    /**
     * Texts a code only to a number no other operator has bound; the answer is the same either way,
     * so the endpoint does not tell which numbers are bound (as `requestSmsLoginCode`).
     */
    async requestBindPhoneCode(principal: Principal, phone: string, context: RequestContext): Promise<void> {
      await currentUser(principal);
      const holder = await users.findByPhone(phone);
      await delivery.sms("crm.bindPhone", phone, context, { deliver: !holder || holder.id === principal.id });
    },

    async bindPhone(principal: Principal, phone: string, code: string): Promise<void> {
      await currentUser(principal);
      await codes.consume("crm.bindPhone", phone, code);
      if (!(await users.setPhone(principal.id, phone, clock()))) throw new AppError("CONFLICT", { messageKey: "auth.phoneTaken" });
    },

    /** Acts only on the caller; the nickname arrives trimmed and checked by the request schema. */
    async updateNickName(principal: Principal, nickName: string): Promise<UserInfo> {
      await currentUser(principal);
      const updated = await users.setNickname(principal.id, nickName, clock());
      if (!updated) throw new AppError("UNAUTHORIZED");
      return toUserInfo(updated);
    },

    async userInfo(principal: Principal): Promise<UserInfo> {
      return toUserInfo(await currentUser(principal));
    },

    async logout(principal: Principal): Promise<void> {
      await sessions.end(principal.sessionId);
    },
  };
}

export type OperatorAuthService = ReturnType<typeof createOperatorAuthService>;

export function toUserInfo(user: UserRow): UserInfo {
  const nickName = user.nickname;
  return {
    id: user.id,
    email: user.email,
    phone: user.phone,
    name: nickName || user.email.split("@")[0] || user.email,
    nickName,
    plan: user.plan,
    channelId: user.channelId,
    personPosition: [],
    createdAt: user.createdAt.toISOString(),
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
  };
}
