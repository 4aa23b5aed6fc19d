// Types of the bench kit's parts that TypeScript bench scripts import.
export function json(
  url: string,
  options?: { method?: string; body?: object; token?: string; adminToken?: string },
): Promise<{ code: number; msg: string; data: unknown }>;
export function buildServer(): void;
