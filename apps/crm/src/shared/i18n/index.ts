export { appMessages, createAppI18n } from "./app-i18n.ts";
export { useLocaleSwitch } from "./use-locale-switch.ts";
