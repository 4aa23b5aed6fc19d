import type { FastifyRequest } from "fastify";
import { principalOf } from "../../http/auth-guard.ts";
import type { PlanHolder } from "../plans/plans.service.ts";

/** Whose files these are: an operator (`user`) or an administrator (`admin`). */
export type StorageOwner = { ownerType: "user" | "admin"; ownerId: string };

/** The one place a request's signed-in caller becomes a storage owner. */
export function storageOwnerOf(request: FastifyRequest): StorageOwner {
  const principal = principalOf(request);
  return { ownerType: principal.kind, ownerId: String(principal.id) };
}

/** Whose plan sets an owner's upload size. */
export function planHolderOf(owner: StorageOwner): PlanHolder {
  return owner.ownerType === "admin" ? { kind: "admin" } : { kind: "user", id: Number(owner.ownerId) };
}
