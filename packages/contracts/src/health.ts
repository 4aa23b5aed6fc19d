import { z } from "zod";

export const RUN_MODES = ["all", "api", "worker"] as const;
export type RunMode = (typeof RUN_MODES)[number];

export const healthSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  version: z.string(),
  runMode: z.enum(RUN_MODES),
  uptimeSeconds: z.number(),
  database: z.object({
    ok: z.boolean(),
    driver: z.enum(["pglite", "postgres"]),
    latencyMs: z.number().nullable(),
    error: z.string().optional(),
  }),
  queue: z.object({
    ok: z.boolean(),
    started: z.boolean(),
    working: z.boolean().describe("Whether this process consumes jobs (run mode all or worker)"),
    lastWorkerHeartbeatAt: z.string().nullable().describe("When any worker last ran the heartbeat job"),
    error: z.string().optional(),
  }),
});
export type Health = z.infer<typeof healthSchema>;
