export { SessionMenu, type SessionMenuProps } from "./session-menu";
