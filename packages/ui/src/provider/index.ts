export { AppUiProvider, type AppUiProviderProps } from "./app-ui-provider";
export { UiProvider, type UiProviderProps } from "./ui-provider";
