import { randomBytes } from "node:crypto";
import { isStrongPassword } from "@cdp/contracts";
import type { Clock } from "../../clock.ts";
import type { AppConfig } from "../../config/env.ts";
import type { ChannelsData } from "../channels/channels.data.ts";
import type { AdminsData } from "./admins.data.ts";
import { hashPassword } from "./passwords.ts";
import type { UsersData } from "./users.data.ts";

/** Documented in the README: the accounts a fresh development database starts with. */
export const DEMO_OPERATOR = { email: "demo@example.com", password: "Demo1234", phone: "13800138000", nickname: "演示运营" };
export const DEFAULT_ADMIN = { email: "admin@example.com", password: "Admin1234" };
export const DEFAULT_CHANNEL = { name: "默认渠道", loginPicture: "/channel-pictures/default.svg" };

export type SeedNotice = { level: "info" | "warn"; message: string };

export type SeedDeps = {
  users: Pick<UsersData, "count" | "create">;
  admins: Pick<AdminsData, "count" | "create" | "findByEmail">;
  channels: Pick<ChannelsData, "first" | "create">;
  clock: Clock;
  config: Pick<AppConfig, "env" | "seedDemoData" | "admin">;
};

/**
 * Makes a fresh database usable at once: one channel, the first administrator (from ADMIN_EMAIL /
 * ADMIN_PASSWORD, else a known development password, or a random one in production) and, outside
 * production, a demo operator. Returns what to print; accounts that already exist are never touched,
 * so changed passwords stay changed. Safe when several processes start together.
 */
export async function seedIdentity(deps: SeedDeps): Promise<SeedNotice[]> {
  const notices: SeedNotice[] = [];
  const now = deps.clock();
  const channel = (await deps.channels.first()) ?? (await deps.channels.create(DEFAULT_CHANNEL));

  const adminEmail = deps.config.admin.email ?? DEFAULT_ADMIN.email;
  const wantAdmin = deps.config.admin.email ? !(await deps.admins.findByEmail(adminEmail)) : (await deps.admins.count()) === 0;
  if (wantAdmin) {
    const fromEnv = deps.config.admin.password;
    const password = fromEnv ?? (deps.config.env === "production" ? randomPassword() : DEFAULT_ADMIN.password);
    const created = await deps.admins.create({
      email: adminEmail,
      passwordHash: await hashPassword(password),
      channelId: channel.id,
      createdAt: now,
      updatedAt: now,
    });
    if (created) {
      notices.push(
        fromEnv
          ? { level: "info", message: `Administrator ${adminEmail} created with the password from ADMIN_PASSWORD.` }
          : {
              level: "warn",
              message: `Administrator created: ${adminEmail} / ${password} (shown only now). Sign in at /admin/login and change it: npm run admin:create -- --email ${adminEmail} --password <new>.`,
            },
      );
    }
  }

  if (deps.config.seedDemoData && (await deps.users.count()) === 0) {
    const created = await deps.users.create({
      email: DEMO_OPERATOR.email,
      phone: DEMO_OPERATOR.phone,
      nickname: DEMO_OPERATOR.nickname,
      passwordHash: await hashPassword(DEMO_OPERATOR.password),
      channelId: channel.id,
      createdAt: now,
      updatedAt: now,
    });
    if (created) {
      notices.push({
        level: "warn",
        message: `Demo operator created: ${DEMO_OPERATOR.email} / ${DEMO_OPERATOR.password} (mobile ${DEMO_OPERATOR.phone} for SMS sign-in). Sign in at /login; change the password with 忘记密码.`,
      });
    }
  }
  return notices;
}

/** 16 URL-safe characters with at least one letter and one digit. */
export function randomPassword(): string {
  for (;;) {
    const candidate = randomBytes(12).toString("base64url");
    if (isStrongPassword(candidate) && /[A-Za-z]/.test(candidate)) return candidate;
  }
}
