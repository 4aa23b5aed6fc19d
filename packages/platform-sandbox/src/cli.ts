import { startSandbox } from "./index.ts";

const port = Number(process.env.PORT ?? 4010);
const sandbox = await startSandbox({ port, host: process.env.HOST ?? "127.0.0.1", stateFile: process.env.SANDBOX_STATE_FILE ?? null });
console.info(`Platform sandbox on ${sandbox.url} (TikTok ${sandbox.url}/tiktok, YouTube ${sandbox.url}/youtube)`);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => void sandbox.close());
