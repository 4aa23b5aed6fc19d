export { AppShell, type AppShellProps } from "./app-shell";
export type { AppShellMenuItem } from "./types";
