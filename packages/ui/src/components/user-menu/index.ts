export { UserMenu, type UserMenuItem, type UserMenuProps } from "./user-menu";
