import { isFreePlan } from "@cdp/contracts";
import { eq } from "drizzle-orm";
import type { AppDb } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import type { StorageOwner } from "./storage-owner.ts";

export type UploadCaps = { free: number; paid: number };

/** The largest upload an owner may sign for: operators by their plan, administrators the paid cap. */
export type UploadLimit = (owner: StorageOwner) => Promise<number>;

export function createUploadLimit(db: AppDb, caps: UploadCaps): UploadLimit {
  return async (owner) => {
    if (owner.ownerType === "admin") return caps.paid;
    const [user] = await db.select({ plan: users.plan }).from(users).where(eq(users.id, Number(owner.ownerId))).limit(1);
    return isFreePlan(user?.plan) ? caps.free : caps.paid;
  };
}
