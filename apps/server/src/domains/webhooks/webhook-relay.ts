import type { Clock } from "../../clock.ts";
import type { AppDb } from "../../db/client.ts";
import type { WebhooksData } from "./webhooks.data.ts";

const BATCH = 50;

/**
 * The outbox relay, run by every worker process: turns new events into deliveries with their jobs
 * (one transaction per batch), and sends again the jobs of deliveries that stalled (their worker was
 * killed). Ticks never overlap; a failing tick is logged and the next one tries again.
 */
export function startWebhookRelay(deps: {
  data: Pick<WebhooksData, "dispatch" | "requeueStale">;
  enqueue: (deliveryId: number, within: AppDb) => Promise<void>;
  clock: Clock;
  intervalMs: number;
  /** How long after its due time a delivery's job counts as lost. */
  staleAfterMs: number;
  onError: (error: unknown) => void;
}): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const tick = async () => {
    while (!stopped && (await deps.data.dispatch(BATCH, deps.clock(), deps.enqueue)) === BATCH);
    const now = deps.clock();
    if (!stopped) await deps.data.requeueStale(new Date(now.getTime() - deps.staleAfterMs), now, BATCH, deps.enqueue);
  };
  const timer = setInterval(() => {
    running = running.then(() => (stopped ? undefined : tick().catch(deps.onError)));
  }, deps.intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
