export { PublicShell, type PublicShellProps } from "./public-shell";
