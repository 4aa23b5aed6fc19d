export { activateLocale, uiMessages } from "./activate-locale";
export { readStoredLocale, storeLocale } from "./stored-locale";
