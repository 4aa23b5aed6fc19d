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
  /**
   * Per-minute rate windows: the shared ledger, or this process's own counters where it is the
   * database's only user (the embedded database), which saves a statement per platform call.
   */
  minuteLedger?: UsageLedger;
  now: () => Date;
  /** Defaults to `platformFetch` (fetch, with stored file ranges sent by node:http); real HTTP either way. */
  fetch?: typeof fetch;
};
