import type { PlatformsConfig } from "../../config/env.ts";
import type { CallWindows } from "./call-windows.ts";
import type { UsageLedger } from "./usage-ledger.ts";

/** What every platform adapter is built from. */
export type AdapterDeps = {
  config: PlatformsConfig;
  /**
   * Where this server reaches the sandbox (e.g. `http://127.0.0.1:3000/sandbox`, or
   * `config.sandboxUrl`); a function because the listening port is known only after start.
   */
  sandboxServerBase: () => string;
  /** Where browsers reach the sandbox: `/sandbox` (relative to the app's origin), or an absolute URL. */
  sandboxBrowserBase: string;
  /** Quota and cap counters shared by every worker. */
  ledger: UsageLedger;
  /**
   * Sliding rate windows (TikTok's calls per token per minute): the database's, shared by every
   * worker, or this process's own where it is the database's only user (the embedded database).
   * Without one, the adapter keeps its own in memory.
   */
  callWindows?: CallWindows;
  now: () => Date;
  /** Defaults to `platformFetch` (fetch, with stored file ranges sent by node:http); real HTTP either way. */
  fetch?: typeof fetch;
};
