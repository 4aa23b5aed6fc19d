import type { Clock } from "../../clock.ts";
import type { AppDb } from "../../db/client.ts";
import type { IdempotencyStore } from "../../http/idempotency.ts";
import type { DomainModule } from "../domain-module.ts";
import { createIdempotencyData } from "./idempotency.data.ts";
import { idempotencyJobHandlers, idempotencyPurgeJob } from "./idempotency.jobs.ts";

export type IdempotencyApi = { store: IdempotencyStore };

/** The first answers of `POST`s sent with an Idempotency-Key (the CRM surface replays them), and their expiry. */
export function createIdempotencyModule(deps: { db: AppDb; clock: Clock }): DomainModule<IdempotencyApi> {
  const data = createIdempotencyData(deps.db, deps.clock);
  return {
    name: "idempotency",
    jobs: { definitions: [idempotencyPurgeJob], handlers: idempotencyJobHandlers(data) },
    api: { store: data },
  };
}
