export { ActionMenu, type ActionMenuItem, type ActionMenuProps } from "./action-menu";
