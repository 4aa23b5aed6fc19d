export { activateLocale, uiCatalogs, type Catalog, type Catalogs } from "./activate-locale";
export { readStoredLocale, storeLocale } from "./stored-locale";
