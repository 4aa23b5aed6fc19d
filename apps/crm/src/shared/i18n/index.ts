export { appMessages } from "./app-i18n.ts";
