import type { PlatformsConfig } from "../../config/env.ts";
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
  now: () => Date;
  /** Defaults to the global fetch; real HTTP either way. */
  fetch?: typeof fetch;
};
