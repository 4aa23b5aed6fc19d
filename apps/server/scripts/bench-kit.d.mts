// Types of the bench kit's parts that TypeScript bench scripts import.
export function json(
  url: string,
  options?: { method?: string; body?: object; token?: string; adminToken?: string },
): Promise<{ code: number; msg: string; data: unknown }>;
export function buildServer(): void;
export function measure(
  target: { url: string; headers?: Record<string, string> },
  options: { seconds: number; connections: number },
): Promise<{ rps: number; p50: number; p95: number; p99: number; failures: number }>;
export const START_NODE_ARGS: string;
export function processCpu(pid: number): { user: number; system: number; total: number };
