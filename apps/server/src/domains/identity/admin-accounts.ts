import type { Clock } from "../../clock.ts";
import type { ChannelsData } from "../channels/channels.data.ts";
import { normalizeEmail } from "./accounts.ts";
import type { AdminsData } from "./admins.data.ts";
import { hashPassword } from "./passwords.ts";
import type { SessionService } from "./sessions.service.ts";

export type UpsertAdminDeps = {
  admins: Pick<AdminsData, "findByEmail" | "create" | "setPassword">;
  channels: Pick<ChannelsData, "first">;
  sessions: Pick<SessionService, "endAll">;
  clock: Clock;
};

/**
 * Creates an administrator, or sets a new password for an existing one (signing them out
 * everywhere). Used by `npm run admin:create`.
 */
export async function upsertAdmin(deps: UpsertAdminDeps, email: string, password: string): Promise<"created" | "updated"> {
  const address = normalizeEmail(email);
  const now = deps.clock();
  const passwordHash = await hashPassword(password);
  const existing = await deps.admins.findByEmail(address);
  if (existing) {
    await deps.admins.setPassword(existing.id, passwordHash, now);
    await deps.sessions.endAll("admin", existing.id);
    return "updated";
  }
  const channel = await deps.channels.first();
  const created = await deps.admins.create({ email: address, passwordHash, channelId: channel?.id ?? null, createdAt: now, updatedAt: now });
  if (!created) return upsertAdmin(deps, email, password);
  return "created";
}
